/**
 * The QR reader of the gate scanner: the browser's own BarcodeDetector where it reads QR codes
 * (Chrome on Android, Safari), otherwise the `barcode-detector` ponyfill (ZXing compiled to
 * WebAssembly), loaded on demand so only /admin/scan ever downloads it.
 */
export type QrDetector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };

type NativeDetectorClass = {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
};

export async function createQrDetector(): Promise<{ detector: QrDetector; engine: 'native' | 'zxing' }> {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native) {
    try {
      if ((await native.getSupportedFormats()).includes('qr_code')) return { detector: new native({ formats: ['qr_code'] }), engine: 'native' };
    } catch {
      // A detector that cannot list its formats is not trusted: the fallback reads QR codes.
    }
  }
  const { zxingDetector } = await import('./zxing');
  return { detector: await zxingDetector(), engine: 'zxing' };
}
