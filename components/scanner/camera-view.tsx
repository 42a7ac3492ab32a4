'use client';

import { unlockAudio } from '@/lib/scanner/feedback';
import { useQrCamera } from './use-qr-camera';

/** The camera's picture with its Start and Stop buttons; each code it reads goes to onCode. */
export function CameraView({ onCode, readerFailed }: { onCode: (raw: string) => void; readerFailed: boolean }) {
  const { videoRef, state, error, start, stop } = useQrCamera(onCode);
  const message = error || (readerFailed ? 'The QR reader could not load: type the code instead.' : '');
  return (
    <>
      <div className="relative mt-4 overflow-hidden rounded-lg bg-black">
        <video ref={videoRef} muted playsInline aria-label="Camera view" className="aspect-[4/3] w-full object-cover" />
        {state !== 'on' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white">
            <button
              type="button"
              onClick={() => {
                unlockAudio();
                void start();
              }}
              disabled={state === 'starting'}
              className="rounded-lg bg-white px-6 py-4 text-xl font-bold text-ink disabled:opacity-70"
            >
              {state === 'starting' ? 'Starting camera...' : 'Start camera'}
            </button>
            {message ? <p>{message}</p> : null}
          </div>
        ) : null}
      </div>
      {state === 'on' ? (
        <button type="button" onClick={stop} className="mt-2 underline underline-offset-2 text-ink">
          Stop camera
        </button>
      ) : null}
    </>
  );
}
