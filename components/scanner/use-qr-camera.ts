'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createQrDetector, type QrDetector } from '@/lib/scanner/detector';

export type CameraState = 'off' | 'starting' | 'on' | 'error';

/** How often a frame is read: fast enough for a queue, light enough for an old phone. */
const FRAME_INTERVAL_MS = 200;

let detector: Promise<{ detector: QrDetector; engine: 'native' | 'zxing' }> | null = null;

/**
 * Loads the QR reader once per page (the native detector, or ZXing's JavaScript and WebAssembly).
 */
export function loadQrDetector() {
  detector ??= createQrDetector().catch((error: unknown) => {
    detector = null;
    throw error;
  });
  return detector;
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

/**
 * The rear camera (facingMode environment) into a video element, read continuously for QR codes;
 * each code read is passed to onCode (the caller decides what to ignore).
 */
export function useQrCamera(onCode: (raw: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('off');
  const [error, setError] = useState('');
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState('off');
  }, []);

  const start = useCallback(async () => {
    const video = videoRef.current;
    if (!video || stream.current) return;
    setState('starting');
    setError('');
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser gives no camera to web pages.');
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      video.srcObject = stream.current;
      await video.play();
      const { detector: reader } = await loadQrDetector();
      setState('on');
      const read = async () => {
        if (!stream.current) return;
        try {
          if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            const [code] = await reader.detect(video);
            if (code?.rawValue) onCodeRef.current(code.rawValue);
          }
        } catch {
          // A frame that cannot be read (the camera switching, a blank frame): try the next one.
        }
        timer.current = window.setTimeout(() => void read(), FRAME_INTERVAL_MS);
      };
      void read();
    } catch (cause) {
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
      setState('error');
      setError(cause instanceof Error && cause.name === 'NotAllowedError' ? 'The camera is not allowed: allow it in the browser settings.' : 'The camera could not start. Type the code below instead.');
    }
  }, []);

  useEffect(() => stop, [stop]);

  return { videoRef, state, error, start, stop };
}
