import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { edition } from '@/lib/edition';
import { defaultOgImage } from '@/lib/seo/page-metadata';

export const alt = defaultOgImage('en').alt;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** The link-preview card shared by every page: rendered once at build time. */
export default function OpengraphImage() {
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
        background:
          'radial-gradient(circle at 85% 15%, #b8360f 0, transparent 45%), radial-gradient(circle at 10% 95%, #0b6e4f 0, transparent 40%), #2d0f3f',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 16,
            background: '#f5b700',
            color: '#2d0f3f',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 52,
            fontWeight: 800,
          }}
        >
          A
        </div>
        <div style={{ fontSize: 34, fontWeight: 700, letterSpacing: 2 }}>{site.name.toUpperCase()}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 96, fontWeight: 800, lineHeight: 1.05 }}>{edition.shortTitle}</div>
        <div
          style={{ fontSize: 40, marginTop: 16, color: '#f5b700' }}
        >{`${edition.datesWithYear} · ${site.venue.locality}, Nigeria`}</div>
        <div style={{ fontSize: 30, marginTop: 20, maxWidth: 980, opacity: 0.9 }}>{site.tagline}</div>
      </div>
      <div style={{ display: 'flex', height: 12, width: '100%' }}>
        <div style={{ flex: 1, background: '#f5b700' }} />
        <div style={{ flex: 1, background: '#b8360f' }} />
        <div style={{ flex: 1, background: '#0b6e4f' }} />
        <div style={{ flex: 1, background: '#4a1c63' }} />
      </div>
    </div>,
    size,
  );
}
