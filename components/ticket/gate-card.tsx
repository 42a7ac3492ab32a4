import type { ReactNode } from 'react';

/**
 * The card of a ticket check (/ticket/qr-verify, /admin/check-in), made to be read at arm's
 * length on a phone: a coloured band with the verdict as the page's heading, then its details.
 */
export function GateCard({
  status,
  band,
  title,
  icon,
  children,
}: {
  status: string;
  band: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby="gate-title"
      data-status={status}
      className="mx-auto w-full max-w-md overflow-hidden rounded-3xl bg-white shadow-xl"
    >
      <header className={`flex items-center gap-4 px-6 py-6 ${band}`}>
        {icon}
        <div>
          <p className="text-xs font-bold tracking-[0.2em] opacity-90">TICKET CHECK</p>
          <h1 id="gate-title" className="text-3xl font-extrabold leading-tight">
            {title}
          </h1>
        </div>
      </header>
      <div className="px-6 py-5">{children}</div>
    </article>
  );
}
