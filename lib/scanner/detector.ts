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

async function createQrDetector(): Promise<{ detector: QrDetector; engine: 'native' | 'zxing' }> {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native) {
    try {
      if ((await native.getSupportedFormats()).includes('qr_code'))
        return { detector: new native({ formats: ['qr_code'] }), engine: 'native' };
    } catch {
      // A detector that cannot list its formats is not trusted: the fallback reads QR codes.
    }
  }
  const { zxingDetector } = await import('./zxing');
  return { detector: await zxingDetector(), engine: 'zxing' };
}

let loaded: Promise<{ detector: QrDetector; engine: 'native' | 'zxing' }> | null = null;

/** The QR reader, loaded once per page; a failed load is tried again on the next call. */
export function loadQrDetector() {
  loaded ??= createQrDetector().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

/** Resolves once the offline worker controls this page, or after `ms` without one. */
function controlledOrAfter(ms: number): Promise<void> {
  const worker = navigator.serviceWorker;
  if (!worker || worker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      worker.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = window.setTimeout(done, ms);
    worker.addEventListener('controllerchange', done);
  });
}

/**
 * Loads the reader before the camera starts, once the offline worker controls the page: its
 * script and WebAssembly then pass through the worker, which keeps them for a visit without a
 * network. (Starting the camera loads it at once.)
 */
export function preloadQrDetector() {
  return controlledOrAfter(15_000).then(loadQrDetector);
}
