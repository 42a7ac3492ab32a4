/** @jest-environment node */
import { openMigratedDatabase } from '@/lib/db';
import { dialectsUnderTest, useTestDatabase } from '@/lib/db/testing';
import { seedMeeting, seedPerson, seedTable } from './organiser-fixtures';
import { reminderDueAt, sendMeetingReminders } from './reminders';
import { lagosInstant } from './slots';

const at = (day: string, hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return lagosInstant(day, hours * 60 + minutes);
};

describe('when reminders are due', () => {
  it('is 18:00 Lagos time the day before the meeting, whatever its hour', () => {
    expect(new Date(reminderDueAt(at('2025-09-17', '10:00'))).toISOString()).toBe('2025-09-16T17:00:00.000Z');
    expect(reminderDueAt(at('2025-09-17', '16:40'))).toBe(at('2025-09-16', '18:00'));
    expect(reminderDueAt(at('2025-09-16', '00:20'))).toBe(at('2025-09-15', '18:00'));
  });
});

describe.each(dialectsUnderTest())('the meeting reminders job on %s', (dialect) => {
  const current = useTestDatabase(dialect);

  async function seed() {
    const { db } = current();
    await seedPerson(db, 'ada', { name: 'Ada Obi', organisation: 'Lagos Films', locale: 'en' });
    await seedPerson(db, 'binta', { name: 'Binta Sow', organisation: 'Dakar Mode', locale: 'fr' });
    await seedPerson(db, 'chidi', { name: 'Chidi', locale: 'en' });
    await seedTable(db, 't1', 'Table 1', 1);
    await seedTable(db, 't2', 'Table 2', 2);
    // Two booked meetings on the 17th, a cancelled one that day, and one on the 18th.
    await seedMeeting(db, { id: 'm1', a: 'ada', b: 'binta', slotStart: at('2025-09-17', '10:00'), table: 't1' });
    await seedMeeting(db, { id: 'm2', a: 'chidi', b: 'ada', slotStart: at('2025-09-17', '15:00'), table: 't2' });
    await seedMeeting(db, {
      id: 'm3',
      a: 'binta',
      b: 'chidi',
      slotStart: at('2025-09-17', '11:00'),
      table: 't1',
      status: 'cancelled',
    });
    await seedMeeting(db, { id: 'm4', a: 'binta', b: 'chidi', slotStart: at('2025-09-18', '10:00'), table: 't1' });
    return db;
  }

  const mails = () =>
    current()
      .db.kysely.selectFrom('outbox')
      .select(['kind', 'recipient', 'subject', 'text'])
      .orderBy('recipient')
      .orderBy('subject')
      .execute();

  it('names a participant without a profile or a registered name neutrally, never by address', async () => {
    const { db } = current();
    await seedPerson(db, 'ada', { name: 'Ada Obi', locale: 'en' });
    await seedPerson(db, 'nameless');
    await seedTable(db, 't1', 'Table 1', 1);
    await seedMeeting(db, { id: 'm1', a: 'nameless', b: 'ada', slotStart: at('2025-09-17', '10:00'), table: 't1' });
    expect(await sendMeetingReminders({ db, now: at('2025-09-16', '18:00') })).toBe(1);
    const toAda = (await mails()).find((mail) => mail.recipient === 'ada@example.com');
    expect(toAda?.text).toContain('you meet ACM participant at Table 1');
    expect(toAda?.text).not.toContain('nameless');
  });

  it('queues nothing before 18:00 the day before, then one mail per person per meeting, once', async () => {
    const db = await seed();
    expect(await sendMeetingReminders({ db, now: at('2025-09-16', '17:59') })).toBe(0);
    expect(await mails()).toEqual([]);

    const evening = at('2025-09-16', '18:00');
    expect(await sendMeetingReminders({ db, now: evening })).toBe(2);
    expect(await sendMeetingReminders({ db, now: evening + 60_000 })).toBe(0);
    const queued = await mails();
    expect(queued.map((mail) => [mail.recipient, mail.kind])).toEqual([
      ['ada@example.com', 'market-reminder'],
      ['ada@example.com', 'market-reminder'],
      ['binta@example.com', 'market-reminder'],
      ['chidi@example.com', 'market-reminder'],
    ]);
    const binta = queued.find((mail) => mail.recipient === 'binta@example.com');
    expect(binta?.subject).toBe('Votre rendez-vous de demain au marché de Africa Creative Market 2025');
    expect(binta?.text).toContain(
      'Demain, mercredi 17 septembre 2025 à 10\u00a0h\u00a000 (heure de Lagos), vous rencontrez Ada Obi (Lagos Films) au point de rencontre «\u202fTable 1\u202f» du salon B2B.',
    );
    expect(binta?.text).toContain('/fr/market/me/meetings');
    const ada = queued.filter((mail) => mail.recipient === 'ada@example.com').map((mail) => mail.text);
    expect(ada.some((text) => text.includes('you meet Binta Sow (Dakar Mode) at Table 1'))).toBe(true);
    expect(
      ada.some((text) =>
        text.includes('Tomorrow, Wednesday, 17 September 2025 at 15:00 (Lagos time), you meet Chidi at Table 2'),
      ),
    ).toBe(true);
    // The cancelled meeting got none; the 18th's comes the next evening.
    expect(queued.filter((mail) => mail.recipient === 'chidi@example.com')).toHaveLength(1);
    expect(await sendMeetingReminders({ db, now: at('2025-09-17', '18:00') })).toBe(1);
    expect(await mails()).toHaveLength(6);
  });

  it('sends each reminder once when two instances run the job at the same moment', async () => {
    const { db, url } = current();
    await seed();
    // A second instance is a second connection pool on PostgreSQL. An SQLite file has one
    // writer, and its driver waits for a lock synchronously (two handles in one process would
    // wait on each other forever): there the "instances" are concurrent calls on the one handle.
    const other = dialect === 'postgres' ? await openMigratedDatabase(url) : db;
    try {
      const now = at('2025-09-16', '20:00');
      const claimed = await Promise.all([
        sendMeetingReminders({ db, now }),
        sendMeetingReminders({ db: other, now }),
        sendMeetingReminders({ db, now }),
        sendMeetingReminders({ db: other, now }),
      ]);
      expect(claimed.reduce((total, count) => total + count, 0)).toBe(2);
      const queued = await mails();
      expect(queued).toHaveLength(4);
      expect(new Set(queued.map((mail) => `${mail.recipient} ${mail.text}`)).size).toBe(4);
      const reminded = await db.kysely
        .selectFrom('market_meetings')
        .select(['id', 'reminded_at'])
        .orderBy('id')
        .execute();
      expect(reminded.map((row) => [row.id, row.reminded_at === null ? null : Number(row.reminded_at)])).toEqual([
        ['m1', now],
        ['m2', now],
        ['m3', null],
        ['m4', null],
      ]);
    } finally {
      if (other !== db) await other.close();
    }
  });

  it('sends nothing for a meeting that has begun or was cancelled before the evening', async () => {
    const db = await seed();
    await db.kysely.updateTable('market_meetings').set({ status: 'cancelled' }).where('id', '=', 'm1').execute();
    expect(await sendMeetingReminders({ db, now: at('2025-09-17', '15:00') })).toBe(0);
    expect(await sendMeetingReminders({ db, now: at('2025-09-17', '14:59') })).toBe(1);
    expect((await mails()).map((mail) => mail.recipient)).toEqual(['ada@example.com', 'chidi@example.com']);
  });
});
