'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { loadQrDetector } from '@/lib/scanner/detector';

export type CameraState = 'off' | 'starting' | 'on' | 'error';

/** How often a frame is read: fast enough for a queue, light enough for an old phone. */
const FRAME_INTERVAL_MS = 200;

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
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
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
      setError(
        cause instanceof Error && cause.name === 'NotAllowedError'
          ? 'The camera is not allowed: allow it in the browser settings.'
          : 'The camera could not start. Type the code below instead.',
      );
    }
  }, []);

  useEffect(() => stop, [stop]);

  return { videoRef, state, error, start, stop };
}
