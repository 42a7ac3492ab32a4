import { useState } from 'react';
import type { FormState } from '@/lib/forms/form-state';

/**
 * Whether `state` is the answer the page itself was served with: the form was posted without
 * script (or before the page was hydrated) and this page is the server's answer. Such a page
 * opens at its top, so the form marks where the visitor should land with `autofocus` (the first
 * field in error, or the success message); answers that arrive later are React's, which moves
 * focus itself.
 */
export function useServedAnswer(state: FormState): boolean {
  const [served] = useState(state);
  return served === state && state.status !== 'idle';
}
