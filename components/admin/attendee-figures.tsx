import Link from 'next/link';
import type { AttendeeFigures as Figures } from '@/lib/admin/attendees';

/** The dashboard's registration figures, each a link to the matching list where there is one. */
export function AttendeeFigures({ figures }: { figures: Figures }) {
  const { counts, checkedIn, capacity } = figures;
  const rows: { label: string; value: string; href?: string; id: string }[] = [
    {
      label: 'Registered',
      value: String(counts.registered),
      href: '/admin/attendees?status=registered',
      id: 'registered',
    },
    { label: 'Capacity', value: capacity === null ? 'no cap' : String(capacity), id: 'capacity' },
    {
      label: 'Waiting',
      value: String(counts.waitlisted),
      href: '/admin/attendees?status=waitlisted',
      id: 'waitlisted',
    },
    { label: 'Offered a seat', value: String(counts.offered), href: '/admin/attendees?status=offered', id: 'offered' },
    { label: 'Cancelled', value: String(counts.cancelled), href: '/admin/attendees?status=cancelled', id: 'cancelled' },
    { label: 'Checked in', value: String(checkedIn), href: '/admin/attendees?checkedIn=yes', id: 'checked-in' },
  ];
  return (
    <dl className="mt-4 grid max-w-xl grid-cols-[12rem_1fr] gap-x-6 gap-y-2 text-ink">
      {rows.map((row) => (
        <div key={row.id} className="contents">
          <dt>
            {row.href ? (
              <Link href={row.href} prefetch={false} className="underline">
                {row.label}
              </Link>
            ) : (
              row.label
            )}
          </dt>
          <dd className="font-semibold" data-testid={`attendees-${row.id}`}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
