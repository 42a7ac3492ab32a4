import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import { auditInsert } from '@/lib/audit';
import { outboxInsert } from '@/lib/email/outbox-rows';
import { marketInviteMail } from '@/lib/email/templates';
import { localePath } from '@/lib/routes';
import { siteUrl } from '@/lib/site-url';
import { findSubmission } from '@/lib/submissions/store';
import { emailKey } from '@/lib/text';

/**
 * An exhibition registration an organiser accepts into the market: its contact becomes a
 * participant (market_people, kind 'exhibitor') who may ask for a sign-in link like an attendee
 * with a ticket, and is mailed an invitation in the language of their form. Audited.
 */
export type AdmitOutcome = 'admitted' | 'already-a-participant' | 'not-found';

export async function admitExhibitor(
  db: Db,
  submissionId: string,
  actor: string,
  now = Date.now(),
): Promise<AdmitOutcome> {
  const submission = await findSubmission(db, 'exhibition', submissionId);
  if (!submission) return 'not-found';
  const address = emailKey(submission.email);
  const existing = await exhibitorAdmission(db, address);
  if (existing) return 'already-a-participant';
  const firstName = typeof submission.payload.firstName === 'string' ? submission.payload.firstName : '';
  const invite = marketInviteMail({
    locale: submission.locale,
    firstName,
    emailAddress: address,
    url: `${siteUrl()}${localePath(submission.locale, '/market/sign-in')}`,
  });
  // One statement set: the participant, their invitation and the audit entry stand or fall together.
  await db.atomic([
    db.kysely.insertInto('market_people').values({
      id: randomUUID(),
      email: address,
      kind: 'exhibitor',
      source_id: submission.id,
      locale: submission.locale,
      created_at: now,
    }),
    outboxInsert(db, invite, now, { submissionId: submission.id }).query,
    auditInsert(db, { actor, action: 'market-admitted', target: submission.id }, now),
  ]);
  return 'admitted';
}

/** The participant an address already is (an attendee who signed in, or an admitted exhibitor), or null. */
export async function exhibitorAdmission(db: Db, address: string) {
  return (
    (await db.kysely
      .selectFrom('market_people')
      .select(['kind', 'source_id', 'created_at'])
      .where('email', '=', emailKey(address))
      .executeTakeFirst()) ?? null
  );
}
