import type { Locale } from '@/content/locales';
import { site } from '@/lib/edition';
import type { MailState } from '@/lib/email/outbox-rows';

/** A moment as organisers in Lagos read it: "2025-09-10 13:05" in the edition's time zone. */
export function formatTime(at: number | null): string {
  if (at === null) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: site.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The language a person used on the form, in English (the organiser area's language): "French". */
export function languageLabel(locale: Locale): string {
  return languageNames.of(locale) ?? locale;
}

const mailStatusText: Record<MailState['status'], string> = { pending: 'Queued', sent: 'Sent', failed: 'Failed' };

/** A mail's delivery as organisers read it: queued, sent, failed, or failed and retrying. */
export function mailStatusLabel(mail: Pick<MailState, 'status' | 'lastError'>): string {
  return mail.status === 'pending' && mail.lastError ? 'Failed, retrying' : mailStatusText[mail.status];
}
