import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { HELD_SUBMIT } from '@/lib/paint-first/loader';

/**
 * For a form whose submit the page's loader may hold until React has mounted it
 * (lib/paint-first/loader.ts): the form's `ref`, and its other `props`, the hold marker and
 * `onSubmit` wrapped so that a submit the loader cancelled is left to the loader's hold. Once mounted (in the commit, before the
 * browser can dispatch another event) the form's submits are its own, and a held submit,
 * pressed before the framework had started, is sent once with what the visitor typed (the
 * forms are uncontrolled, so hydration keeps it). Whatever the order of the press, the
 * hydration and this commit, the replay is the one send: React may also dispatch the held
 * event itself (hydrating during it), and that event arrives cancelled.
 */
export function useHeldSubmit(onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute(HELD_SUBMIT.ready, '');
    if (!form.hasAttribute(HELD_SUBMIT.pending)) return;
    form.removeAttribute(HELD_SUBMIT.pending);
    form.querySelectorAll('[type="submit"][aria-disabled]').forEach((button) => button.removeAttribute('aria-disabled'));
    form.requestSubmit();
  }, []);
  const props = {
    [HELD_SUBMIT.hold]: '',
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (event.nativeEvent.defaultPrevented) return;
      onSubmit(event);
    },
  };
  return { ref, props };
}
