import QRCode from 'qrcode';

/**
 * The QR symbol of SPEC.md sections 7 and 9 (error correction H, margin 2, shown 300 pixels
 * wide) as vector data, shared by the ticket page (inline SVG) and the PDF (vector path). No
 * site or content imports, so the PDF chunk can use it in the browser.
 */
export const QR_OPTIONS = { errorCorrectionLevel: 'H', width: 300, margin: 2 } as const;

export const QR_ERROR = 'QR code generation failed';

export type QrSymbol = {
  /** Modules per side, quiet zone included: the SVG viewBox is 0 0 size size. */
  size: number;
  /** One path of the dark modules, each row's runs as rectangles, in module units. */
  path: string;
};

/** Builds the symbol; any failure (empty content, too much data) is the error of SPEC.md section 8. */
export function qrSymbol(content: string): QrSymbol {
  let modules: ReturnType<typeof QRCode.create>['modules'];
  try {
    if (!content) throw new Error('No content');
    modules = QRCode.create(content, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel }).modules;
  } catch {
    throw new Error(QR_ERROR);
  }
  const margin = QR_OPTIONS.margin;
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < modules.size && modules.get(y, x)) x++;
      path += `M${start + margin} ${y + margin}h${x - start}v1h${start - x}z`;
    }
  }
  return { size: modules.size + 2 * margin, path };
}

/** The symbol as a standalone SVG document (for tests and any non-React use). */
export function qrSvgMarkup(symbol: QrSymbol, width: number = QR_OPTIONS.width): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 ${symbol.size} ${symbol.size}">` +
    `<rect width="${symbol.size}" height="${symbol.size}" fill="#ffffff"/><path d="${symbol.path}" fill="#000000"/></svg>`
  );
}
