'use client';

import { unlockAudio } from '@/lib/scanner/feedback';

/** "Ticket code or link": for a code the camera cannot read; the field empties once it is checked. */
export function CodeForm({ checking, onCheck }: { checking: boolean; onCheck: (raw: string) => Promise<void> }) {
  return (
    <form
      className="mt-6 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        unlockAudio();
        const form = event.currentTarget;
        const code = String(new FormData(form).get('ticket') ?? '');
        if (code.trim()) void onCheck(code).then(() => form.reset());
      }}
    >
      <label htmlFor="ticket-code" className="text-lg font-semibold text-ink">
        Ticket code or link
      </label>
      <input
        id="ticket-code"
        name="ticket"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        className="rounded-lg border-2 border-ink/40 px-4 py-3 text-base"
      />
      <button
        type="submit"
        disabled={checking}
        className="self-start rounded-lg bg-ink px-6 py-3 text-lg font-bold text-white hover:bg-ink/85 disabled:opacity-70"
      >
        {checking ? 'Checking...' : 'Check ticket'}
      </button>
    </form>
  );
}
