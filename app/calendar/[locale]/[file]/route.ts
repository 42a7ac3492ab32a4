import { defaultLocale, isLocale } from '@/content/locales';
import { calendarResponse } from '@/lib/programme/calendar-response';

/**
 * The programme's calendar files in another language than English: /calendar/fr/session-104.ics
 * (lib/programme/calendar-response.ts lists them). English has no prefix: /calendar/en/… is not a file.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  if (!isLocale(locale) || locale === defaultLocale) {
    return new Response('No such calendar.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return calendarResponse(request, file, locale);
}
