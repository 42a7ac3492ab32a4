import 'server-only';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import { formKinds } from '@/lib/forms/registry';
import { mailAddressHash } from '@/lib/email/outbox-rows';
import { auditRow } from './audit';
import { emailFieldsOf } from './inbox';

/**
 * Erasure of a person (Nigeria Data Protection Act 2023): every submission that names the
 * address (as its reply address or in any e-mail field of its form), the newsletter
 * subscription, attendees, their check-ins and scans at the gate, and every mail to the address or confirming an erased submission,
 * in one transaction. Audit entries that mention the address lose their detail; the erasure
 * itself is audited with its counts, by whom and when, never the address.
 */
export const eraseSchema = z.object({ email: z.email('Enter the email address to erase.').max(320) });

export interface ErasureCounts {
  submissions: number;
  subscribers: number;
  attendees: number;
  mails: number;
  checkins: number;
  scans: number;
}

function payloadEmail(db: Db, name: string) {
  return db.dialect === 'postgres' ? sql<string>`lower(payload::jsonb ->> ${name})` : sql<string>`lower(json_extract(payload, ${`$.${name}`}))`;
}

export async function erasePerson(db: Db, email: string, actor: string, now = Date.now()): Promise<ErasureCounts> {
  const address = email.trim().toLowerCase();
  const fields = [...new Set(formKinds.flatMap(emailFieldsOf))];
  return db.kysely.transaction().execute(async (trx) => {
    const submissions = await trx
      .selectFrom('submissions')
      .select('id')
      .where((eb) => eb.or([eb(sql<string>`lower(email)`, '=', address), ...fields.map((name) => eb(payloadEmail(db, name), '=', address))]))
      .execute();
    const ids = submissions.map((row) => row.id);
    const mails = await trx
      .deleteFrom('outbox')
      .where((eb) => eb.or([eb(sql<string>`lower(recipient)`, '=', address), ...(ids.length > 0 ? [eb('submission_id', 'in', ids)] : [])]))
      .executeTakeFirst();
    const removed = ids.length > 0 ? await trx.deleteFrom('submissions').where('id', 'in', ids).executeTakeFirst() : null;
    const subscribers = await trx.deleteFrom('newsletter_subscribers').where(sql<string>`lower(email)`, '=', address).executeTakeFirst();
    const attendees = await trx.deleteFrom('attendees').where(sql<string>`lower(email)`, '=', address).executeTakeFirst();
    // Check-ins and scan logs keep the holder's address lower-cased (lib/checkin).
    const checkins = await trx.deleteFrom('checkins').where('email', '=', address).executeTakeFirst();
    const scans = await trx.deleteFrom('checkin_attempts').where('email', '=', address).executeTakeFirst();
    const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
    const like = (text: string) => `%${escapeLike(text)}%`;
    // The per-address mail windows (lib/email/outbox-rows.ts) hold a hash of the address: gone
    // too, so no trace of it remains and a new registration's mail is not held back.
    await trx.deleteFrom('rate_limits').where(sql<boolean>`key like ${`mail:%:${escapeLike(mailAddressHash(address))}`} escape '\\'`).execute();
    // Export entries keep their filters URL-encoded (ada%40example.com): match both spellings.
    const patterns = [like(address), like(encodeURIComponent(address).toLowerCase())];
    await trx
      .updateTable('audit_log')
      .set({ detail: '[erased]', target: null })
      .where((eb) => eb.or(patterns.flatMap((pattern) => [sql<boolean>`lower(detail) like ${pattern} escape '\\'`, sql<boolean>`lower(target) like ${pattern} escape '\\'`])))
      .execute();
    // Sign-in entries name the address as their actor.
    await trx
      .updateTable('audit_log')
      .set({ actor: '[erased]' })
      .where(sql<string>`lower(actor)`, '=', address)
      .execute();
    const counts: ErasureCounts = {
      submissions: Number(removed?.numDeletedRows ?? 0),
      subscribers: Number(subscribers.numDeletedRows),
      attendees: Number(attendees.numDeletedRows),
      mails: Number(mails.numDeletedRows),
      checkins: Number(checkins.numDeletedRows),
      scans: Number(scans.numDeletedRows),
    };
    const gate = counts.checkins + counts.scans > 0 ? `, ${counts.checkins} check-ins, ${counts.scans} scans` : '';
    const detail = `${counts.submissions} submissions, ${counts.subscribers} subscribers, ${counts.attendees} attendees, ${counts.mails} mails${gate}`;
    await trx.insertInto('audit_log').values(auditRow({ actor, action: 'erasure', detail }, now)).execute();
    return counts;
  });
}
