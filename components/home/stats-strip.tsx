import type { Stat } from '@/content/schemas/items';
import type { Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';

/**
 * The headline figures, and under them what they count (`note`), so the participants here and the
 * attendees counted elsewhere read as two figures, not one that contradicts the other.
 */
export function StatsStrip({ stats, note, locale }: { stats: readonly Stat[]; note: string; locale: Locale }) {
  return (
    <section aria-label={messages(locale).home.statsLabel} className="bg-gold text-ink">
      {/* Five figures: on a phone the first leads across the row above two pairs, on a tablet
          three sit above two, on a desktop all five share a row; no figure is left alone. */}
      <dl className="container-page grid grid-cols-2 gap-x-6 gap-y-8 pb-6 pt-10 sm:grid-cols-6 lg:grid-cols-5">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse text-center first:col-span-2 sm:col-span-2 sm:first:col-span-2 sm:[&:nth-child(n+4)]:col-span-3 lg:col-span-1 lg:first:col-span-1 lg:[&:nth-child(n+4)]:col-span-1"
          >
            <dt className="text-sm font-medium uppercase tracking-wider">{stat.label}</dt>
            <dd className="font-display text-4xl font-bold tracking-tight sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p data-testid="stats-note" className="container-page max-w-4xl pb-8 text-center text-sm text-ink/80">
        {note}
      </p>
    </section>
  );
}
