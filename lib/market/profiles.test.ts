/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { marketEditorTexts } from '@/content/market';
import { marketEditorTexts as frEditorTexts } from '@/content/fr/market';
import { erasePerson } from '@/lib/admin/erase';
import { listAudit } from '@/lib/audit';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import {
  decideProfile,
  findOwnProfile,
  findPublishedProfile,
  indexableProfiles,
  profileVersion,
  saveProfile,
} from './profiles';
import { profileFieldsOf, profileSchema, searchTextOf, slugBase, type ProfileInput } from './profiles-fields';
import { savePicture } from './images';

const now = 1_757_000_000_000;

function profileInput(overrides: Partial<ProfileInput> = {}): ProfileInput {
  return {
    displayName: 'Ngozi Okafor',
    organisation: 'Lagos Reel Studios',
    role: 'seller',
    sectors: ['film-tv'],
    country: 'NG',
    offer: 'Feature documentaries about Lagos.',
    offerLang: 'en',
    seeking: 'Distributors in francophone Africa.',
    seekingLang: 'en',
    links: ['https://lagosreel.example'],
    shareEmail: false,
    phone: '',
    indexable: true,
    ...overrides,
  };
}

/** A form as the editor posts it. */
function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) data.append(name, each);
  return data;
}

const valid = {
  displayName: 'Ngozi Okafor',
  role: 'seller',
  sectors: ['music', 'film-tv'],
  country: 'NG',
  offer: 'Afrobeats catalogue',
  offerLang: 'en',
  seeking: '',
  seekingLang: 'fr',
  links: ['https://a.example', '', ''],
};

describe('the profile editor’s schema', () => {
  const schema = profileSchema(marketEditorTexts.errors);
  const parse = (fields: Record<string, string | string[]>) => schema.safeParse(profileFieldsOf(form(fields)));
  const errorsOf = (fields: Record<string, string | string[]>) => {
    const result = parse(fields);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it('takes a valid post: sectors in the list’s order, empty link boxes dropped', () => {
    const result = parse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.sectors).toEqual(['film-tv', 'music']);
    expect(result.data?.links).toEqual(['https://a.example']);
    expect(result.data?.shareEmail).toBe(false);
  });

  it('takes 600 characters of each text and refuses 601 (a CRLF line end counts once)', () => {
    expect(parse({ ...valid, offer: 'a'.repeat(600), seeking: `${'b'.repeat(598)}\r\nc` }).success).toBe(true);
    expect(errorsOf({ ...valid, offer: 'a'.repeat(601) })).toEqual({ offer: 'At most 600 characters' });
    expect(errorsOf({ ...valid, seeking: 'a'.repeat(601) })).toEqual({ seeking: 'At most 600 characters' });
  });

  it('takes three links, refuses a fourth, and takes only http and https', () => {
    const three = ['https://a.example', 'http://b.example/x', 'https://c.example'];
    expect(parse({ ...valid, links: three }).success).toBe(true);
    expect(errorsOf({ ...valid, links: [...three, 'https://d.example'] })).toEqual({ links: 'At most 3 links' });
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://a.example',
      'mailto:a@b.example',
      'lagos.example',
      'https://user:pw@a.example',
    ]) {
      expect(errorsOf({ ...valid, links: [link] })).toEqual({
        links: 'Enter a full address starting with https:// or http://',
      });
    }
  });

  it('takes sectors and countries from their lists only, and asks for a role and a name', () => {
    expect(errorsOf({ ...valid, sectors: [] })).toEqual({ sectors: 'Tick at least one sector' });
    expect(errorsOf({ ...valid, sectors: ['music', 'cooking'] })).toEqual({ sectors: 'Tick at least one sector' });
    expect(errorsOf({ ...valid, country: 'XX' })).toEqual({ country: 'Choose your country from the list' });
    expect(errorsOf({ ...valid, role: 'admin' })).toEqual({ role: 'Choose how you take part' });
    expect(errorsOf({ ...valid, displayName: '  ' })).toEqual({ displayName: 'Enter your display name' });
    expect(errorsOf({ ...valid, offerLang: 'xx' })).toEqual({ offerLang: 'Choose a language from the list' });
    expect(errorsOf({ ...valid, phone: 'call me' })).toHaveProperty('phone');
  });

  it('answers in French on the French editor', () => {
    const french = profileSchema(frEditorTexts.errors).safeParse(profileFieldsOf(form({ ...valid, sectors: [] })));
    expect(french.error?.issues[0].message).toBe('Cochez au moins un secteur');
  });

  it('makes slugs from names and folds the search text', () => {
    expect(slugBase('Ẹ̀kọ́ Films Ltd.')).toBe('eko-films-ltd');
    expect(slugBase('!!!')).toBe('profile');
    expect(searchTextOf({ displayName: 'Côte Studio', organisation: 'ÉCLAT', offer: 'Mode', seeking: '' })).toBe(
      'cote studio\neclat\nmode\n',
    );
  });
});

describe.each(dialectsUnderTest())('market profiles on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await t.dispose();
  });

  async function person(email = `${randomUUID()}@example.com`, locale = 'en') {
    const id = randomUUID();
    await t.db.kysely
      .insertInto('market_people')
      .values({ id, email, kind: 'attendee', source_id: `ACM-${id}`, locale, created_at: now })
      .execute();
    return id;
  }

  it('gives each name a unique slug, keeps it while the name fits, and never changes a published one', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    expect((await saveProfile(t.db, a, profileInput(), now)).slug).toBe('ngozi-okafor');
    expect((await saveProfile(t.db, b, profileInput(), now)).slug).toBe('ngozi-okafor-2');
    expect((await saveProfile(t.db, c, profileInput(), now)).slug).toBe('ngozi-okafor-3');
    // Saved again, unchanged: the slug stays.
    expect((await saveProfile(t.db, b, profileInput(), now + 1)).slug).toBe('ngozi-okafor-2');
    // Renamed before publication: the slug follows.
    expect((await saveProfile(t.db, c, profileInput({ displayName: 'Ada Eze' }), now + 2)).slug).toBe('ada-eze');
    // Published, then renamed: the slug stays.
    await decideProfile(t.db, a, 'approve', { actor: 'org@example.com', now: now + 3 });
    const renamed = await saveProfile(t.db, a, profileInput({ displayName: 'Zainab Bello' }), now + 4);
    expect(renamed).toEqual({ slug: 'ngozi-okafor', status: 'pending', wasPublished: true });
    // "me" is a page of the market: no profile takes it.
    const d = await person();
    expect((await saveProfile(t.db, d, profileInput({ displayName: 'Me' }), now)).slug).toBe('me-2');
  });

  it('saving sends to review; approve publishes (mail and audit), an edit sends it back, unpublish takes it out', async () => {
    const id = await person('ngozi@example.com', 'fr');
    await saveProfile(t.db, id, profileInput(), now);
    expect((await findOwnProfile(t.db, id))?.status).toBe('pending');
    expect(await findPublishedProfile(t.db, 'ngozi-okafor')).toBeNull();

    expect(await decideProfile(t.db, id, 'unpublish', { actor: 'o', reason: 'x', now: now + 1 })).toEqual({
      ok: false,
      problem: 'decided',
    });
    // The organiser read the version saved at `now`; the owner edits before the approval lands.
    const seen = profileVersion((await findOwnProfile(t.db, id))!);
    await saveProfile(t.db, id, profileInput({ offer: 'Something new, unseen by anyone' }), now + 1);
    expect(await decideProfile(t.db, id, 'approve', { actor: 'org@example.com', now: now + 2, seen })).toEqual({
      ok: false,
      problem: 'changed',
    });
    expect((await findOwnProfile(t.db, id))?.status).toBe('pending');
    const approved = await decideProfile(t.db, id, 'approve', {
      actor: 'org@example.com',
      now: now + 2,
      seen: profileVersion((await findOwnProfile(t.db, id))!),
    });
    expect(approved.ok && approved.profile.status).toBe('published');
    expect((await findPublishedProfile(t.db, 'ngozi-okafor'))?.publishedAt).toBe(now + 2);
    // A second organiser's approval of the same profile: decided already, nothing more sent.
    expect(await decideProfile(t.db, id, 'approve', { actor: 'other@example.com', now: now + 3 })).toEqual({
      ok: false,
      problem: 'decided',
    });

    await saveProfile(t.db, id, profileInput({ offer: 'New catalogue' }), now + 4);
    expect(await findPublishedProfile(t.db, 'ngozi-okafor')).toBeNull();
    await decideProfile(t.db, id, 'approve', { actor: 'org@example.com', now: now + 5 });
    // Published first at now + 2: the date stays.
    expect((await findPublishedProfile(t.db, 'ngozi-okafor'))?.publishedAt).toBe(now + 2);
    await decideProfile(t.db, id, 'unpublish', { actor: 'org@example.com', reason: 'Duplicate account', now: now + 6 });
    expect(await findOwnProfile(t.db, id)).toMatchObject({ status: 'unpublished', reason: 'Duplicate account' });

    const mails = await t.db.kysely
      .selectFrom('outbox')
      .select(['kind', 'recipient', 'subject', 'text'])
      .orderBy('created_at')
      .execute();
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['market-profile-approved', 'ngozi@example.com'],
      ['market-profile-approved', 'ngozi@example.com'],
      ['market-profile-unpublished', 'ngozi@example.com'],
    ]);
    // In the person's language, with the organiser's reason as typed.
    expect(mails[2].subject).toBe('Votre profil a été retiré du marché');
    expect(mails[2].text).toContain('Duplicate account');
    expect(mails[0].text).toContain('/fr/market/ngozi-okafor');
    const audit = (await listAudit(t.db)).filter((entry) => entry.action.startsWith('market-'));
    expect(audit.map((entry) => [entry.action, entry.actor, entry.target, entry.detail]).reverse()).toEqual([
      ['market-profile-approved', 'org@example.com', id, null],
      ['market-profile-approved', 'org@example.com', id, null],
      ['market-profile-unpublished', 'org@example.com', id, 'reason: Duplicate account'],
    ]);
  });

  it('rejects with a reason, mailed in English to an English participant, and audited', async () => {
    const id = await person('kofi@example.com');
    await saveProfile(t.db, id, profileInput({ displayName: 'Kofi Mensah' }), now);
    const result = await decideProfile(t.db, id, 'reject', {
      actor: 'org@example.com',
      reason: 'Add a real picture',
      now: now + 1,
    });
    expect(result.ok && result.profile).toMatchObject({ status: 'rejected', reason: 'Add a real picture' });
    const mail = await t.db.kysely.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      kind: 'market-profile-rejected',
      recipient: 'kofi@example.com',
      subject: 'Your market profile needs a change',
    });
    expect(mail.text).toContain('Add a real picture');
    expect(mail.text).toContain('/market/me');
    const [entry] = await listAudit(t.db);
    expect(entry).toMatchObject({
      action: 'market-profile-rejected',
      actor: 'org@example.com',
      target: id,
      detail: 'reason: Add a real picture',
    });
    // Saved again: back to review, the reason gone.
    await saveProfile(t.db, id, profileInput({ displayName: 'Kofi Mensah' }), now + 2);
    expect(await findOwnProfile(t.db, id)).toMatchObject({ status: 'pending', reason: null });
  });

  it('lists in the sitemap only the published profiles that may be indexed', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    await saveProfile(t.db, a, profileInput({ displayName: 'Indexed One' }), now);
    await saveProfile(t.db, b, profileInput({ displayName: 'Private One', indexable: false }), now);
    await saveProfile(t.db, c, profileInput({ displayName: 'Pending One' }), now);
    for (const id of [a, b]) await decideProfile(t.db, id, 'approve', { actor: 'o', now: now + 1 });
    expect(await indexableProfiles(t.db)).toEqual([{ slug: 'indexed-one', updatedAt: now + 1 }]);
  });

  it('erasing a person removes their profile and picture, and nobody else’s', async () => {
    const gone = await person('gone@example.com');
    const kept = await person('kept@example.com');
    for (const id of [gone, kept]) {
      await saveProfile(t.db, id, profileInput(), now);
      await savePicture(t.db, id, { webp: Buffer.from('RIFFxxxxWEBP'), width: 1, height: 1 }, now);
    }
    const counts = await erasePerson(t.db, 'GONE@example.com', 'org@example.com', now + 1);
    expect(counts.marketParticipants).toBe(1);
    expect(await findOwnProfile(t.db, gone)).toBeNull();
    const images = await t.db.kysely.selectFrom('market_profile_images').select('person_id').execute();
    expect(images.map((row) => row.person_id)).toEqual([kept]);
    expect(await findOwnProfile(t.db, kept)).not.toBeNull();
    const [entry] = await listAudit(t.db);
    expect(entry.detail).toContain('a market participant');
    expect(entry.detail).not.toContain('gone@example.com');
  });
});
