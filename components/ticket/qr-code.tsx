import { QR_OPTIONS, type QrSymbol } from '@/lib/tickets/qr-symbol';

/**
 * The ticket QR code as inline SVG: it paints with the first paint of the HTML (an image file
 * or data URL would be fetched and decoded afterwards), stays exact at any screen density, and
 * scales down on narrow phones. Anti-aliased edges: snapping 97 modules onto 300 pixels would
 * make modules of uneven width, which scanners misread.
 */
export function QrCode({ symbol, label }: { symbol: QrSymbol; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      data-ticket-qr=""
      xmlns="http://www.w3.org/2000/svg"
      width={QR_OPTIONS.width}
      height={QR_OPTIONS.width}
      viewBox={`0 0 ${symbol.size} ${symbol.size}`}
      className="mx-auto block aspect-square h-auto w-full max-w-[300px]"
    >
      <rect width={symbol.size} height={symbol.size} fill="#ffffff" />
      <path d={symbol.path} fill="none" stroke="#000000" strokeWidth={1} />
    </svg>
  );
}
