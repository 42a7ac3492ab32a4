import Link from 'next/link';

/**
 * Newer/Older links of a paged organiser list (page 1 is the newest); nothing for one page. A list
 * in another order names its links (`labels`: the visa letter queue's pending requests come
 * oldest first).
 */
export function PageLinks({
  page,
  pages,
  link,
  labels = ['Newer', 'Older'],
}: {
  page: number;
  pages: number;
  link: (page: number) => string;
  labels?: readonly [string, string];
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex gap-4">
      {page > 1 ? (
        <Link href={link(page - 1)} prefetch={false} className="underline">
          {labels[0]}
        </Link>
      ) : null}
      {page < pages ? (
        <Link href={link(page + 1)} prefetch={false} className="underline">
          {labels[1]}
        </Link>
      ) : null}
    </nav>
  );
}
