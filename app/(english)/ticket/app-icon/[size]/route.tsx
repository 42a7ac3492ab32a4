import { ImageResponse } from 'next/og';
import { TICKET_ICON_SIZES } from '@/lib/tickets/manifest';

export const dynamicParams = false;

export function generateStaticParams() {
  return TICKET_ICON_SIZES.map((size) => ({ size: String(size) }));
}

/** The site's icon (app/icon.svg) as the PNG a phone's home screen takes; rendered at build time. */
export async function GET(_request: Request, { params }: RouteContext<'/ticket/app-icon/[size]'>) {
  const size = Number((await params).size);
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', background: '#f5b700' }}>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width={size} height={size}>
        <path d="M9 30 18 10h4l9 20h-4.6l-2-4.6h-8.8L13.6 30Zm8.2-8.4h5.6L20 15Z" fill="#2d0f3f" />
        <rect x="9" y="32" width="22" height="2.4" rx="1.2" fill="#b8360f" />
      </svg>
    </div>,
    { width: size, height: size },
  );
}
