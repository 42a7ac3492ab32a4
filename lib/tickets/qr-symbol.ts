import QRCode from 'qrcode';

/**
 * The ticket's QR symbol (error correction H, margin 2, shown 300 pixels wide) as vector data,
 * shared by the ticket page (inline SVG) and the PDF (vector path). No site or content imports, so
 * the PDF chunk can use it in the browser.
 */
export const QR_OPTIONS = { errorCorrectionLevel: 'H', width: 300, margin: 2 } as const;

export const QR_ERROR = 'QR code generation failed';

export type QrSymbol = {
  /** Modules per side, quiet zone included: the SVG viewBox is 0 0 size size. */
  size: number;
  /**
   * One path of the dark modules in module units, to be stroked 1 unit wide: each row's runs
   * of dark modules as horizontal lines through the row's middle, with relative moves (the
   * most compact form: the page carries it twice, in the HTML and in the React payload).
   */
  path: string;
};

/**
 * Builds the symbol; any failure (empty content, too much data) shows the ticket's error state.
 * A signed letter's link is long: its QR takes error correction M (`level`), which keeps the
 * modules large enough for a phone to read off a printed page.
 */
export function qrSymbol(content: string, level: 'M' | 'H' = QR_OPTIONS.errorCorrectionLevel): QrSymbol {
  let modules: ReturnType<typeof QRCode.create>['modules'];
  try {
    if (!content) throw new Error('No content');
    modules = QRCode.create(content, { errorCorrectionLevel: level }).modules;
  } catch {
    throw new Error(QR_ERROR);
  }
  const margin = QR_OPTIONS.margin;
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    let x = 0;
    let lastEnd = -1;
    while (x < modules.size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < modules.size && modules.get(y, x)) x++;
      path +=
        lastEnd < 0 ? `M${start + margin} ${y + margin + 0.5}h${x - start}` : `m${start - lastEnd} 0h${x - start}`;
      lastEnd = x;
    }
  }
  return { size: modules.size + 2 * margin, path };
}
