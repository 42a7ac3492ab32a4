import { useEffect, type RefObject } from 'react';
import { HELD_SUBMIT } from '@/lib/paint-first/loader';

/** Rendered on a form whose submit the page's loader may hold until the form is hydrated. */
export const heldSubmitProps = { [HELD_SUBMIT.hold]: '' } as const;

/**
 * Once React has mounted the form, its submits are its own; a submit the page's loader held
 * (pressed before the framework had started, lib/paint-first/loader.ts) is sent now, with what
 * the visitor typed (the forms are uncontrolled, so hydration keeps it).
 */
export function useHeldSubmit(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(HELD_SUBMIT.ready, '');
    if (!form.hasAttribute(HELD_SUBMIT.pending)) return;
    form.removeAttribute(HELD_SUBMIT.pending);
    form.removeAttribute('aria-busy');
    form.requestSubmit();
  }, [formRef]);
}
