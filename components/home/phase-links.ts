import { articlesNewestFirst } from '@/content/news';
import type { Locale } from '@/content/locales';
import { localePath } from '@/lib/routes';

/** The edition's closing story: the newest article, the first of the news page. */
export const reviewArticle = articlesNewestFirst[0];

/** A day's tab of the programme: the query selects it with script, the fragment shows it without. */
export function todaysProgrammeHref(locale: Locale, day: number): string {
  return `${localePath(locale, '/2025-schedule')}?tab=day-${day}#programme-day-${day}`;
}
