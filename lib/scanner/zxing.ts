import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import type { QrDetector } from './detector';

/**
 * The ZXing fallback. zxing-wasm fetches its .wasm from a public CDN unless told otherwise; the
 * venue has no such network, so the file is a build asset of this site (the bundler copies it to
 * /_next/static/media with a content hash: cached for a year, and by the offline worker).
 */
const wasmUrl = new URL('../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm', import.meta.url).href;

export async function zxingDetector(): Promise<QrDetector> {
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
