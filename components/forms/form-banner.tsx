import type { FormState } from '@/lib/forms/form-state';

/** The message banner under a form: success (green) or failure (red), with an optional note. */
export function FormBanner({ kind, text, note }: { kind: 'success' | 'error'; text: string; note?: string }) {
  const tone = kind === 'success' ? 'bg-leaf text-white' : 'bg-red-700 text-white';
  return (
    <div className={`rounded-lg px-4 py-3 ${tone}`} data-banner={kind}>
      <p className="font-semibold" data-testid="form-banner-text">
        {text}
      </p>
      {note ? (
        <p className="mt-1 text-sm" data-testid="form-banner-note">
          {note}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The banner of a form whose answer stays on screen (the lost ticket, the visa letter request):
 * none while it is sent or before, else the success or the failure with the server's reason.
 */
export function lastingBanner(
  state: FormState,
  pending: boolean,
  success: { text: string; note?: string },
  failure: string,
): { kind: 'success' | 'error'; text: string; note?: string } | null {
  if (pending || state.status === 'idle') return null;
  return state.status === 'success'
    ? { kind: 'success', ...success }
    : { kind: 'error', text: failure, note: state.message };
}
