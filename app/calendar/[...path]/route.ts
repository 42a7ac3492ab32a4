import { defaultLocale, isLocale } from '@/content/locales';
import { calendarResponse } from '@/lib/programme/calendar-response';

/**
 * The programme's calendar files (lib/programme/calendar-response.ts lists them): in English at
 * /calendar/{file}, in another language at /calendar/{code}/{file} (/calendar/fr/session-104.ics).
 * English has no prefix: /calendar/en/… is not a file.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const path = (await params).path;
  if (path.length === 1) return calendarResponse(request, path[0], defaultLocale);
  const [locale, file] = path;
  if (path.length === 2 && isLocale(locale) && locale !== defaultLocale) return calendarResponse(request, file, locale);
  return new Response('No such calendar.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
