import { IntentLink as Link } from '@/components/ui/intent-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import type { Session } from '@/content/schemas/programme';
import { edition } from '@/lib/edition';
import { messages } from '@/lib/i18n';
import { formatTimeRange } from '@/lib/i18n/format';
import { programmeDaysIn, sessionInstants, sessionPath, sessionsOn } from '@/lib/programme';
import { nowAndNext } from '@/lib/programme/now';
import { localePath } from '@/lib/routes';
import { todaysProgrammeHref } from './phase-links';

function SessionsAt({
  title,
  sessions,
  empty,
  locale,
}: {
  title: string;
  sessions: Session[];
  empty: string;
  locale: Locale;
}) {
  const words = localizedContent(locale).programme;
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8">
      <h3 className="text-sm font-bold uppercase tracking-widest text-brand">{title}</h3>
      {sessions.length ? (
        <ul className="mt-4 divide-y divide-ink/10">
          {sessions.map((session) => (
            <li key={session.id} className="py-3">
              <p className="font-semibold text-brand-dark">{formatTimeRange(locale, session)}</p>
              <Link
                href={localePath(locale, sessionPath(session))}
                className="text-lg font-bold text-ink underline-offset-4 hover:underline"
              >
                {session.title}
              </Link>
              <p className="text-muted">{words.roomName(session.room)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-lg text-muted">{empty}</p>
      )}
    </div>
  );
}

/**
 * During the edition, under the hero: the sessions running now and the next ones, as the server
 * sees them when it renders the page (the programme's own page marks them live, every minute).
 */
export function LiveNow({ locale, now, day }: { locale: Locale; now: number; day: number }) {
  const t = messages(locale).home.live;
  const today = programmeDaysIn(locale)[day - 1];
  const sessions = today ? sessionsOn(localizedContent(locale).programme.sessions, today.date) : [];
  const marked = nowAndNext(
    sessions.map((session) => ({ id: String(session.id), ...sessionInstants(session, edition.utcOffset) })),
    now,
  );
  const pick = (ids: string[]) => sessions.filter((session) => ids.includes(String(session.id)));
  return (
    <section aria-labelledby="home-live" className="bg-sand">
      <div className="container-page py-16">
        <SectionHeading
          eyebrow={today ? `${today.label} · ${today.longDate}` : undefined}
          title={t.nowNextTitle}
          id="home-live"
        />
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-2" data-testid="home-live">
          <SessionsAt title={t.now} sessions={pick(marked.now)} empty={t.nothingNow} locale={locale} />
          <SessionsAt title={t.next} sessions={pick(marked.next)} empty={t.nothingNext} locale={locale} />
        </div>
        <p className="mt-6">
          <a
            href={todaysProgrammeHref(locale, day)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
          >
            {t.fullDay}
          </a>
        </p>
      </div>
    </section>
  );
}
