import Link from 'next/link';
import type { DirectoryCard as Card } from '@/lib/market/directory';
import { initialsOf, PICTURE_WIDTHS, pictureUrl } from '@/lib/market/images-url';

/** The plum, green and terracotta of the brand, picked by the name: initials look set, not random. */
const initialsBackgrounds = ['bg-plum', 'bg-leaf', 'bg-brand-dark', 'bg-ink'];

function backgroundOf(name: string): string {
  let sum = 0;
  for (const char of name) sum = (sum + (char.codePointAt(0) ?? 0)) % 997;
  return initialsBackgrounds[sum % initialsBackgrounds.length];
}

/**
 * One participant in the directory: picture or initials, name (the link to the profile, which
 * the whole card answers), organisation, role, sectors and country.
 */
export function DirectoryCard({
  card,
  href,
  roleName,
  sectorNames,
  countryName,
  eager,
}: {
  card: Card;
  href: string;
  roleName: string;
  sectorNames: string[];
  countryName: string;
  /** The first cards of a page are in the first view: no lazy loading for them. */
  eager: boolean;
}) {
  return (
    <article className="group relative flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 transition hover:shadow-md hover:ring-brand/40 sm:flex-col sm:p-5">
      {card.imageVersion !== null ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own route serves it at fixed widths
        <img
          src={pictureUrl(card.slug, card.imageVersion, PICTURE_WIDTHS[0])}
          alt=""
          width={80}
          height={80}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-20 w-20 shrink-0 rounded-xl bg-sand object-cover ring-1 ring-ink/10"
        />
      ) : (
        <div
          aria-hidden="true"
          className={`flex h-20 w-20 shrink-0 items-center justify-center rounded-xl text-2xl font-bold text-white ${backgroundOf(card.displayName)}`}
        >
          {initialsOf(card.displayName)}
        </div>
      )}
      <div className="min-w-0 flex-1">
        <h3 className="text-lg leading-snug font-bold text-ink">
          <Link href={href} prefetch={false} className="after:absolute after:inset-0 after:rounded-2xl hover:underline">
            {card.displayName}
          </Link>
        </h3>
        {card.organisation ? <p className="mt-0.5 truncate text-muted">{card.organisation}</p> : null}
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="rounded-full bg-plum px-2.5 py-0.5 font-semibold text-white">{roleName}</span>
          <span className="font-medium text-ink">{countryName}</span>
        </p>
        {sectorNames.length > 0 ? (
          <ul role="list" className="mt-3 flex flex-wrap gap-1.5 text-xs">
            {sectorNames.map((sector) => (
              <li
                key={sector}
                className="rounded-full bg-sand px-2.5 py-1 font-medium text-ink ring-1 ring-neutral-200"
              >
                {sector}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
