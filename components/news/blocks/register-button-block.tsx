import { useId } from 'react';
import { asList } from '@/lib/content/news';
import type { BlockProps } from './types';

/**
 * This block has no action and this edition's registration is closed: a button that does nothing
 * (no handler, no form, no link), marked aria-disabled and styled as unavailable, with
 * the block's content as the reason beside it.
 */
export function RegisterButtonBlock({ block }: BlockProps<'register-button'>) {
  const noteId = useId();
  const note = asList(block.content).join(' ');
  return (
    <div data-block="register-button" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={note ? noteId : undefined}
        className="cursor-not-allowed rounded-full border-2 border-dashed border-brand-dark/50 bg-sand px-7 py-3 text-lg font-bold text-brand-dark"
      >
        {block.title}
      </button>
      {note ? (
        <p id={noteId} className="text-base text-muted">
          {note}
        </p>
      ) : null}
    </div>
  );
}
