import { notFound } from 'next/navigation';
import { ImageResponse } from 'next/og';
import { programme } from '@/content/programme';
import { site } from '@/content/site';
import { formatTimeRange, programmeDays, resolveSessionParam, sessionPath, sessionSpeakers } from '@/lib/programme';

export const alt = `A session of ${site.name} ${site.edition}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export function generateStaticParams() {
  return programme.map((session) => ({ session: sessionPath(session).slice('/programme/'.length) }));
}

/** The session's link-preview card: its title, day, time, room and speakers. Rendered at build time. */
export default async function SessionOpengraphImage({ params }: { params: Promise<{ session: string }> }) {
  const resolution = resolveSessionParam((await params).session, programme);
  if (resolution.kind !== 'found') notFound();
  const session = resolution.item;
  const day = programmeDays.find((candidate) => candidate.date === session.date);
  const speakers = sessionSpeakers(session).map((speaker) => speaker.name.trim()).join(', ');
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: 72, color: 'white', background: 'radial-gradient(circle at 85% 15%, #b8360f 0, transparent 45%), #2d0f3f' }}>
        <div style={{ fontSize: 30, fontWeight: 700, letterSpacing: 2, color: '#f5b700' }}>{`${site.name.toUpperCase()} ${site.edition}`}</div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: session.title.length > 60 ? 56 : 72, fontWeight: 800, lineHeight: 1.1 }}>{session.title}</div>
          <div style={{ fontSize: 34, marginTop: 24, color: '#f5b700' }}>{`${day?.longDate ?? session.date} · ${formatTimeRange(session)} · ${session.room}`}</div>
          {speakers ? <div style={{ fontSize: 28, marginTop: 16, opacity: 0.9 }}>{speakers}</div> : null}
        </div>
        <div style={{ display: 'flex', height: 12, width: '100%' }}>
          <div style={{ flex: 1, background: '#f5b700' }} />
          <div style={{ flex: 1, background: '#b8360f' }} />
          <div style={{ flex: 1, background: '#0b6e4f' }} />
        </div>
      </div>
    ),
    size,
  );
}
