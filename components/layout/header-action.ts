import type { Locale } from '@/content/locales';
import { fill, messages } from '@/lib/i18n';
import type { Phase } from '@/lib/phase/phase';
import { localePath } from '@/lib/routes';
import { todaysProgrammeHref } from '@/components/home/phase-links';

/**
 * What the header's button depends on: the edition's phase, its day, whether /register takes
 * registrations, and the next edition's year (lib/phase). `null`: a page kept for later (the
 * offline page, precached when the service worker installs), which gets the button of no phase.
 */
export type HeaderActionState = {
  phase: Phase;
  day: number | null;
  registrationOpen: boolean;
  nextYear: number;
} | null;

/** The id of the footer's newsletter sign-up, on every public page. */
export const NEWSLETTER_ID = 'newsletter';

/**
 * The header's one button. It only says "Register" while registration is open before the
 * edition; with registration closed it leads to the schedule, during the edition to today's
 * schedule, and after it to the newsletter that announces the next edition.
 */
export function headerAction(locale: Locale, state: HeaderActionState) {
  const t = messages(locale).shell.action;
  if (state === null) return { href: localePath(locale, '/2025-schedule'), label: t.schedule };
  const { phase, day, registrationOpen, nextYear } = state;
  if (phase === 'after') return { href: `#${NEWSLETTER_ID}`, label: fill(t.nextEdition, { year: nextYear }) };
  if (phase === 'during') return { href: todaysProgrammeHref(locale, day ?? 1), label: t.today };
  if (registrationOpen) return { href: localePath(locale, '/register'), label: t.register };
  return { href: localePath(locale, '/2025-schedule'), label: t.schedule };
}
