import { randomUUID } from 'node:crypto';
import type { Compilable } from 'kysely';
import type { Db } from '@/lib/db';

/** A rendered e-mail waiting in the outbox. */
export interface OutgoingMail {
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
}

/** The insert that queues a mail; run it in the same db.atomic() as the row it confirms (submissionId links the two). */
export function outboxInsert(
  db: Db,
  mail: OutgoingMail,
  now: number,
  id: string = randomUUID(),
  submissionId: string | null = null,
): { id: string; query: Compilable } {
  const query = db.kysely.insertInto('outbox').values({
    id,
    kind: mail.kind,
    recipient: mail.recipient,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    last_error: null,
    created_at: now,
    sent_at: null,
    locked_until: null,
    submission_id: submissionId,
  });
  return { id, query };
}
