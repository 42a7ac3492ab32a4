import { articles } from '@/content/news';
import type { Locale } from '@/content/locales';
import { localePath } from '@/lib/routes';

/** The edition's closing story: the newest article, whatever order the news page lists them in. */
export const reviewArticle = articles.reduce((newest, article) => (article.date > newest.date ? article : newest));

/** A day's tab of the programme: the query selects it with script, the fragment shows it without. */
export function todaysProgrammeHref(locale: Locale, day: number): string {
  return `${localePath(locale, '/2025-schedule')}?tab=day-${day}#programme-day-${day}`;
}
