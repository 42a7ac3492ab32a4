import { useLayoutEffect, type RefObject } from 'react';
import { HELD_SUBMIT } from '@/lib/paint-first/loader';

/** Rendered on a form whose submit the page's loader may hold until the form is hydrated. */
export const heldSubmitProps = { [HELD_SUBMIT.hold]: '' } as const;

/**
 * Takes over a submit the page's loader held (lib/paint-first/loader.ts): the form is no longer
 * pending and its button no longer marked. Called first in the form's submit handler, so a
 * press React saw itself (during hydration, or between its commit and this hook) is sent once.
 */
export function takeHeldSubmit(form: HTMLFormElement): void {
  form.removeAttribute(HELD_SUBMIT.pending);
  form.querySelectorAll('[type="submit"][aria-disabled]').forEach((button) => button.removeAttribute('aria-disabled'));
}

/**
 * Once React has mounted the form (in the commit, before the browser can dispatch another
 * event), its submits are its own; a submit the loader held, pressed before the framework had
 * started, is sent now with what the visitor typed (the forms are uncontrolled, so hydration
 * keeps it). The form's submit handler calls takeHeldSubmit.
 */
export function useHeldSubmit(formRef: RefObject<HTMLFormElement | null>): void {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(HELD_SUBMIT.ready, '');
    if (form.hasAttribute(HELD_SUBMIT.pending)) form.requestSubmit();
  }, [formRef]);
}
