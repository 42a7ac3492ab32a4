import Link from 'next/link';

/** Newer/Older links of a paged organiser list (page 1 is the newest); nothing for one page. */
export function PageLinks({ page, pages, link }: { page: number; pages: number; link: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex gap-4">
      {page > 1 ? (
        <Link href={link(page - 1)} prefetch={false} className="underline">
          Newer
        </Link>
      ) : null}
      {page < pages ? (
        <Link href={link(page + 1)} prefetch={false} className="underline">
          Older
        </Link>
      ) : null}
    </nav>
  );
}
