import type { Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';
import type { Phase } from '@/lib/phase/phase';
import { localePath } from '@/lib/routes';
import { todaysProgrammeHref } from '@/components/home/phase-links';

/** What the header's button depends on: the edition's phase, its day, and whether /register takes registrations. */
export type HeaderActionState = { phase: Phase; day: number | null; registrationOpen: boolean };

/** The id of the footer's newsletter sign-up, on every public page. */
export const NEWSLETTER_ID = 'newsletter';

/**
 * The header's one button. It only says "Register" while registration is open before the
 * edition; with registration closed it leads to the schedule, during the edition to today's
 * schedule, and after it to the newsletter that announces the next edition.
 */
export function headerAction(locale: Locale, { phase, day, registrationOpen }: HeaderActionState) {
  const t = messages(locale).shell.action;
  if (phase === 'after')
    return {
      href: `#${NEWSLETTER_ID}`,
      label: fill(t.nextEdition, { year: localizedContent(locale).edition.year + 1 }),
    };
  if (phase === 'during') return { href: todaysProgrammeHref(locale, day ?? 1), label: t.today };
  if (registrationOpen) return { href: localePath(locale, '/register'), label: t.register };
  return { href: localePath(locale, '/2025-schedule'), label: t.schedule };
}
