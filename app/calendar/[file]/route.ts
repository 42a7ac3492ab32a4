import { defaultLocale } from '@/content/locales';
import { calendarResponse } from '@/lib/programme/calendar-response';

/** The programme's calendar files in English (lib/programme/calendar-response.ts lists them). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return calendarResponse(request, (await params).file, defaultLocale);
}
