import 'server-only';
import { defaultLocale, type Locale } from '@/content/locales';
import type { Db } from '@/lib/db';
import type { DeliveryState, OutboxWorker } from '@/lib/email/outbox';
import type { OutgoingMail } from '@/lib/email/outbox-rows';
import { formRegistry, type FormInput, type SubmissionFormKind } from '@/lib/forms';
import { siteNow } from '@/lib/phase/clock';
import { recordSubmission, subscribeToNewsletter } from './store';
import { forwardToUpstream, type UpstreamConfig, type UpstreamResult } from './upstream';

/**
 * What happens to a valid submission: forwarded to the organisers' API when one is
 * configured, then kept with its confirmation mail in one write, then one attempt to send the
 * mail while the visitor waits (the outbox keeps retrying after that). An e-mail problem never
 * turns an accepted submission into a failure.
 */
export interface ServiceDeps {
  db: Db;
  upstream: UpstreamConfig | null;
  outbox: OutboxWorker | null;
  /** How long a request waits for its confirmation mail before answering "pending". */
  deliveryWaitMs: number;
  now?: () => number;
  log?: (message: string) => void;
}

export type UpstreamFailure = Exclude<UpstreamResult, { ok: true }>;

/**
 * sent: the confirmation went out; pending: queued (no transport, or still sending);
 * retrying: the first attempt failed and the outbox will try again; failed: the mail could not
 * be queued (the submission itself was accepted upstream).
 */
export type EmailState = DeliveryState | 'failed';

export type SubmitResult = { ok: true; id: string; email: EmailState } | { ok: false; failure: UpstreamFailure };

/** The confirmation mail of a submission, as its form's registry entry writes it, in the form's language. */
function confirmationMail<K extends SubmissionFormKind>(
  kind: K,
  input: FormInput<K>,
  locale: Locale,
  at: number,
): OutgoingMail {
  const build = formRegistry[kind].confirmationMail as
    ((input: FormInput<K>, locale: Locale, at: number) => OutgoingMail) | null;
  if (!build) throw new Error(`the ${kind} form has no confirmation mail`);
  return build(input, locale, at);
}

/** The service's log line: deps.log, or the console with a [submissions] prefix (lib/attendees/register.ts logs here too). */
export function serviceLog(deps: ServiceDeps, message: string): void {
  (deps.log ?? ((text: string) => console.log(`[submissions] ${text}`)))(message);
}

/** OutboxWorker.deliver never rejects and answers pending without a transport. */
export async function deliverMails(deps: ServiceDeps, mailIds: string[]): Promise<EmailState> {
  return deps.outbox ? deps.outbox.deliver(mailIds, deps.deliveryWaitMs) : 'pending';
}

/**
 * Stores a submission with its mail, then sends the mail. A forwarded one counts as accepted even
 * if our own database fails: the organisers already have it.
 */
async function storeAndSend(
  deps: ServiceDeps,
  forwarded: boolean,
  write: () => Promise<{ id: string; mailIds: string[] }>,
): Promise<SubmitResult> {
  try {
    const recorded = await write();
    return { ok: true, id: recorded.id, email: await deliverMails(deps, recorded.mailIds) };
  } catch (error) {
    if (!forwarded) throw error;
    serviceLog(
      deps,
      `forwarded submission could not be kept locally: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { ok: true, id: 'upstream', email: 'failed' };
  }
}

/** `locale`: the language of the form it came from, kept with it and used for its mail. */
export async function submitForm<K extends SubmissionFormKind>(
  deps: ServiceDeps,
  kind: K,
  input: FormInput<K>,
  locale: Locale = defaultLocale,
): Promise<SubmitResult> {
  const form = formRegistry[kind];
  if (deps.upstream) {
    const forwarded = await forwardToUpstream(deps.upstream, form.endpoint, input);
    if (!forwarded.ok) return { ok: false, failure: forwarded };
  }
  const now = (deps.now ?? Date.now)();
  return storeAndSend(deps, deps.upstream !== null, () =>
    recordSubmission(
      deps.db,
      {
        kind,
        email: (form.emailOf as (input: FormInput<K>) => string)(input),
        status: deps.upstream ? 'forwarded' : 'stored',
        payload: input,
        locale,
        now,
      },
      // The edition a mail speaks of follows the site's clock (SITE_DATE), as the pages do.
      [confirmationMail(kind, input, locale, deps.now ? now : siteNow())],
    ),
  );
}

/** A known address keeps the language it first subscribed in. */
export async function subscribe(
  deps: ServiceDeps,
  email: string,
  locale: Locale = defaultLocale,
): Promise<{ created: boolean }> {
  return subscribeToNewsletter(deps.db, email, (deps.now ?? Date.now)(), locale);
}
