import type { Stat } from '@/content/schemas/items';
import type { Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';

export function StatsStrip({ stats, locale }: { stats: readonly Stat[]; locale: Locale }) {
  return (
    <section aria-label={messages(locale).home.statsLabel} className="bg-gold text-ink">
      <dl className="container-page grid grid-cols-2 gap-6 py-10 sm:grid-cols-3 lg:grid-cols-5">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse text-center">
            <dt className="text-sm font-semibold uppercase tracking-wider">{stat.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
