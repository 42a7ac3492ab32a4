import type { Outcome } from './engine';

/**
 * The sound and vibration of each result, different enough to tell apart without looking:
 * green a short high double beep, amber two middle beeps, red one long low buzz, blue a rising
 * three-note call, grey one short low note.
 */
export type FeedbackTone = 'green' | 'amber' | 'red' | 'blue' | 'grey';

const tones: Record<Outcome['kind'], FeedbackTone> = {
  checked_in: 'green',
  already_checked_in: 'amber',
  invalid: 'red',
  revoked: 'red',
  unverified: 'blue',
  error: 'grey',
};

/** The colour, and so the sound, of an outcome: grey for a scan that was not recorded. */
export function toneOf(outcome: Outcome): FeedbackTone {
  return tones[outcome.kind];
}

type Note = { hz: number; ms: number; wave: OscillatorType };

const feedback: Record<FeedbackTone, { notes: Note[]; vibrate: number[] }> = {
  green: {
    notes: [
      { hz: 1320, ms: 90, wave: 'sine' },
      { hz: 1760, ms: 120, wave: 'sine' },
    ],
    vibrate: [80],
  },
  amber: {
    notes: [
      { hz: 660, ms: 180, wave: 'square' },
      { hz: 0, ms: 90, wave: 'sine' },
      { hz: 660, ms: 180, wave: 'square' },
    ],
    vibrate: [200, 100, 200],
  },
  red: { notes: [{ hz: 180, ms: 700, wave: 'sawtooth' }], vibrate: [600] },
  blue: {
    notes: [
      { hz: 523, ms: 120, wave: 'triangle' },
      { hz: 659, ms: 120, wave: 'triangle' },
      { hz: 784, ms: 160, wave: 'triangle' },
    ],
    vibrate: [100, 60, 100, 60, 100],
  },
  grey: { notes: [{ hz: 330, ms: 150, wave: 'sine' }], vibrate: [50] },
};

let context: AudioContext | null = null;

/** Creates or resumes the audio context; browsers allow it only after a tap, so the Start button calls it. */
export function unlockAudio(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
}

/** Plays the result's notes (WebAudio) and vibration pattern where the device has them. */
export function playFeedback(tone: FeedbackTone): void {
  const { notes, vibrate } = feedback[tone];
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate(vibrate);
  if (!context || context.state !== 'running') return;
  let start = context.currentTime;
  for (const note of notes) {
    const seconds = note.ms / 1000;
    if (note.hz > 0) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = note.wave;
      oscillator.frequency.value = note.hz;
      // A short fade in and out: no click at either end.
      gain.gain.setValueAtTime(0, start);
      gain.gain.linearRampToValueAtTime(0.25, start + 0.01);
      gain.gain.setValueAtTime(0.25, start + seconds - 0.02);
      gain.gain.linearRampToValueAtTime(0, start + seconds);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + seconds);
    }
    start += seconds;
  }
}
