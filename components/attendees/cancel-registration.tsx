'use client';

import { LocaleField } from '@/components/forms/locale-field';
import { defaultLocale, type Locale } from '@/content/locales';
import { localePath } from '@/lib/routes';
import { useActionState, useContext, useEffect, useRef } from 'react';
import { FormRecoveryContext } from '@/components/forms/action-boundary';
import { FormBanner } from '@/components/forms/form-banner';
import { PendingButton } from '@/components/forms/pending-button';
import { IntentLink } from '@/components/ui/intent-link';
import { idleSelfCancelState, type SelfCancelState } from '@/lib/attendees/self-cancel-state';
import { CancelNotice } from './cancel-notice';

type Texts = {
  title: string;
  confirm: string;
  ticketLabel: string;
  nameLabel: string;
  formName: string;
  submit: string;
  submitting: string;
  keep: string;
  cancelled: string;
  cancelledDetail: string;
  alreadyCancelled: string;
  alreadyCancelledDetail: string;
  invalid: string;
  invalidDetail: string;
  replaced: string;
  replacedDetail: string;
  unavailable: string;
  unavailableDetail: string;
  failed: string;
};

export interface CancelRegistrationProps {
  /** lib/handlers/attendee-actions.ts cancelOwnRegistration, handed down by the page. */
  action: (previous: SelfCancelState, formData: FormData) => Promise<SelfCancelState>;
  /** The link's token, posted back with the button. */
  token: string;
  /** The registration as the page found it: still to confirm, or cancelled before. */
  start: 'confirm' | 'already-cancelled';
  attendee: { name: string; ticketId: string } | null;
  texts: Texts;
  /** The page's language: sent with the form, and its home page is where "Keep my registration" leads. */
  locale?: Locale;
}

/**
 * The self-cancel page's confirmation and its answer, in one place so the answer to a post
 * without script (the page comes back with the action's state) lands where the question was.
 * Without script the browser posts the form; with script React sends it and the answer replaces
 * the question. A press that could not reach the server comes back through ActionBoundary as
 * the failure below, the question still there.
 */
export function CancelRegistration({
  action,
  token,
  start,
  attendee,
  texts,
  locale = defaultLocale,
}: CancelRegistrationProps) {
  const recovery = useContext(FormRecoveryContext);
  const initial: SelfCancelState = recovery.start.status === 'error' ? { status: 'failed' } : idleSelfCancelState;
  const [state, formAction, pending] = useActionState(action, initial);
  const answered = state.status !== 'idle';
  const notice = useRef<HTMLElement>(null);
  // React's answer replaces the question: the visitor is taken to it (the button is gone).
  useEffect(() => {
    if (state.status !== 'idle') notice.current?.focus();
  }, [state]);

  if (state.status === 'done')
    return <CancelNotice ref={notice} title={texts.cancelled} detail={texts.cancelledDetail} tone="done" focus />;
  if (state.status === 'already-cancelled' || (state.status === 'idle' && start === 'already-cancelled'))
    return (
      <CancelNotice
        ref={notice}
        title={texts.alreadyCancelled}
        detail={texts.alreadyCancelledDetail}
        tone="problem"
        focus={answered}
      />
    );
  if (state.status === 'replaced')
    return <CancelNotice ref={notice} title={texts.replaced} detail={texts.replacedDetail} tone="problem" focus />;
  if (state.status === 'invalid')
    return <CancelNotice ref={notice} title={texts.invalid} detail={texts.invalidDetail} tone="problem" focus />;

  const problem =
    state.status === 'unavailable'
      ? { text: texts.unavailable, note: texts.unavailableDetail }
      : state.status === 'failed'
        ? { text: texts.failed, note: undefined }
        : null;
  return (
    <section
      aria-labelledby="cancel-title"
      className="mx-auto w-full max-w-md rounded-3xl border-t-8 border-brand bg-white px-6 py-10 shadow-xl"
    >
      <h1 id="cancel-title" className="text-2xl font-extrabold text-ink">
        {texts.title}
      </h1>
      <p className="mt-3 text-base text-ink">{texts.confirm}</p>
      {attendee ? (
        <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
          <dt className="font-semibold text-muted">{texts.nameLabel}</dt>
          <dd className="text-ink">{attendee.name}</dd>
          <dt className="font-semibold text-muted">{texts.ticketLabel}</dt>
          <dd className="break-all font-mono text-sm text-ink">{attendee.ticketId}</dd>
        </dl>
      ) : null}
      <form
        action={formAction}
        onSubmit={(event) => recovery.remember(new FormData(event.currentTarget))}
        aria-label={texts.formName}
        className="mt-8 flex flex-col gap-4"
        data-state={pending ? 'submitting' : state.status}
      >
        <input type="hidden" name="token" value={token} />
        <LocaleField locale={locale} />
        <PendingButton
          pending={pending}
          label={texts.submit}
          pendingLabel={texts.submitting}
          className="bg-red-700 hover:bg-red-800"
        />
        <IntentLink
          href={localePath(locale, '/')}
          className="inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-ink px-6 py-3 font-semibold text-ink underline-offset-4 hover:underline"
        >
          {texts.keep}
        </IntentLink>
        <div role="status" aria-live="polite" aria-atomic="true">
          {problem && !pending ? <FormBanner kind="error" text={problem.text} note={problem.note} /> : null}
        </div>
      </form>
    </section>
  );
}
