import { notFound } from 'next/navigation';
import { ImageResponse } from 'next/og';
import { localizedContent } from '@/content/localized';
import { defaultLocale, isLocale, locales } from '@/content/locales';
import { programme } from '@/content/programme';
import { site } from '@/content/site';
import { formatTimeRange } from '@/lib/i18n/format';
import { programmeDaysIn, resolveSessionParam, sessionPath, sessionSpeakers } from '@/lib/programme';
import { sessionCardAlt, sessionCardSize } from '@/lib/seo/session-card';

/**
 * The image's alt text, in English: a file-level export is one text for every language, so
 * pages in another language name this card in their own metadata, with the alt in their
 * language (lib/seo/session-card.ts). English pages keep Next's own naming of the card.
 */
export const alt = sessionCardAlt(defaultLocale);
export const size = sessionCardSize;
export const contentType = 'image/png';

/** Every session's card in every language (an image route does not inherit its root layout's languages). */
export function generateStaticParams() {
  return locales.flatMap((locale) =>
    programme.map((session) => ({ locale, session: sessionPath(session).slice('/programme/'.length) })),
  );
}

/**
 * The card's font has no narrow no-break space (French « 9 h 00 », « Pourquoi ? »): an ordinary
 * space there, or the renderer goes looking for a font on the network.
 */
function plainSpaces(text: string): string {
  return text.replace(/\u202f/g, ' ');
}

/** The session's link-preview card: its title, day, time, room and speakers. Rendered at build time. */
export default async function SessionOpengraphImage({
  params,
}: {
  params: Promise<{ locale: string; session: string }>;
}) {
  const { locale, session: param } = await params;
  if (!isLocale(locale)) notFound();
  const resolution = resolveSessionParam(param, programme);
  if (resolution.kind !== 'found') notFound();
  const words = localizedContent(locale).programme;
  const session = words.session(resolution.item);
  const day = programmeDaysIn(locale).find((candidate) => candidate.date === session.date);
  const when = plainSpaces(
    `${day?.longDate ?? session.date} · ${formatTimeRange(locale, session)} · ${words.roomName(session.room)}`,
  );
  const title = plainSpaces(session.title);
  const speakers = sessionSpeakers(session)
    .map((speaker) => speaker.name.trim())
    .join(', ');
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        color: 'white',
        background: 'radial-gradient(circle at 85% 15%, #b8360f 0, transparent 45%), #2d0f3f',
      }}
    >
      <div
        style={{ fontSize: 30, fontWeight: 700, letterSpacing: 2, color: '#f5b700' }}
      >{`${site.name.toUpperCase()} ${site.edition}`}</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: title.length > 60 ? 56 : 72, fontWeight: 800, lineHeight: 1.1 }}>{title}</div>
        <div style={{ fontSize: 34, marginTop: 24, color: '#f5b700' }}>{when}</div>
        {speakers ? <div style={{ fontSize: 28, marginTop: 16, opacity: 0.9 }}>{speakers}</div> : null}
      </div>
      <div style={{ display: 'flex', height: 12, width: '100%' }}>
        <div style={{ flex: 1, background: '#f5b700' }} />
        <div style={{ flex: 1, background: '#b8360f' }} />
        <div style={{ flex: 1, background: '#0b6e4f' }} />
      </div>
    </div>,
    size,
  );
}
