import 'server-only';
import { sql } from 'kysely';
import { isLocale } from '@/content/locales';
import { auditInsert } from '@/lib/audit';
import { isUniqueViolation, type Db, type Queryable } from '@/lib/db';
import type { MarketProfileStatus, MarketRole } from '@/lib/db/schema';
import { outboxInsert } from '@/lib/email/outbox-rows';
import { marketProfileDecisionMail } from '@/lib/email/templates';
import { localePath } from '@/lib/routes';
import { siteUrl } from '@/lib/site-url';
import { isMarketSector, searchTextOf, slugBase, type MarketSector, type ProfileInput } from './profiles-fields';

/**
 * The market_profiles door: a participant's own profile (save, read), the public page's read,
 * and the organisers' decisions. Saving always sends the profile to review (pending); only an
 * organiser publishes it. The slug follows the display name until the profile is first
 * published, then stays: links to it keep working.
 */

export interface MarketProfile {
  personId: string;
  slug: string;
  displayName: string;
  organisation: string;
  role: MarketRole;
  sectors: MarketSector[];
  country: string;
  offer: string;
  offerLang: string;
  seeking: string;
  seekingLang: string;
  links: string[];
  shareEmail: boolean;
  phone: string;
  /** The picture's version (its updated_at), or null without one. */
  imageVersion: number | null;
  indexable: boolean;
  status: MarketProfileStatus;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
}

/** Addresses under /market that are pages, so no profile may take them. */
const reservedSlugs = new Set(['me', 'sign-in', 'request', 'images']);

function jsonList(value: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function profileSelect(db: Queryable) {
  return db.kysely
    .selectFrom('market_profiles as p')
    .leftJoin('market_profile_images as i', 'i.person_id', 'p.person_id')
    .select([
      'p.person_id',
      'p.slug',
      'p.display_name',
      'p.organisation',
      'p.role',
      'p.sectors',
      'p.country',
      'p.offer',
      'p.offer_lang',
      'p.seeking',
      'p.seeking_lang',
      'p.links',
      'p.share_email',
      'p.phone',
      'p.has_image',
      'p.indexable',
      'p.status',
      'p.reason',
      'p.created_at',
      'p.updated_at',
      'p.published_at',
      'i.updated_at as image_updated_at',
    ]);
}

type ProfileRow = Awaited<ReturnType<ReturnType<typeof profileSelect>['executeTakeFirstOrThrow']>>;

export function profileOf(row: ProfileRow): MarketProfile {
  return {
    personId: row.person_id,
    slug: row.slug,
    displayName: row.display_name,
    organisation: row.organisation,
    role: row.role,
    sectors: jsonList(row.sectors).filter(isMarketSector),
    country: row.country,
    offer: row.offer,
    offerLang: row.offer_lang,
    seeking: row.seeking,
    seekingLang: row.seeking_lang,
    links: jsonList(row.links).filter((link): link is string => typeof link === 'string'),
    shareEmail: Number(row.share_email) === 1,
    phone: row.phone,
    imageVersion: Number(row.has_image) === 1 && row.image_updated_at !== null ? Number(row.image_updated_at) : null,
    indexable: Number(row.indexable) === 1,
    status: row.status,
    reason: row.reason,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    publishedAt: row.published_at === null ? null : Number(row.published_at),
  };
}

/** A participant's own profile, whatever its status, or null before their first save. */
export async function findOwnProfile(db: Queryable, personId: string): Promise<MarketProfile | null> {
  const row = await profileSelect(db).where('p.person_id', '=', personId).executeTakeFirst();
  return row ? profileOf(row) : null;
}

/** A published profile by its address, or null (any other status is not found). */
export async function findPublishedProfile(db: Queryable, slug: string): Promise<MarketProfile | null> {
  const row = await profileSelect(db).where('p.slug', '=', slug).where('p.status', '=', 'published').executeTakeFirst();
  return row ? profileOf(row) : null;
}

/** The first free slug for a name: the name's own, else with -2, -3… after it. */
async function freeSlug(db: Queryable, name: string, personId: string): Promise<string> {
  const base = slugBase(name);
  const taken = new Set(
    (
      await db.kysely
        .selectFrom('market_profiles')
        .select('slug')
        .where('person_id', '<>', personId)
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate) && !reservedSlugs.has(candidate)) return candidate;
  }
}

/** Whether a slug still fits a name: the name's own, or it with a number after it. */
function slugFits(slug: string, name: string): boolean {
  const base = slugBase(name);
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}

export type SaveOutcome = { slug: string; status: MarketProfileStatus; wasPublished: boolean };

/**
 * Saves a participant's profile and sends it to review (pending), whatever it was: an edit of a
 * published profile takes it off the directory until an organiser approves it again. Two people
 * who take the same name at once: the unique index refuses the second, which retries.
 */
export async function saveProfile(db: Db, personId: string, input: ProfileInput, now: number): Promise<SaveOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    const existing = await findOwnProfile(db, personId);
    const slug =
      existing && (existing.publishedAt !== null || slugFits(existing.slug, input.displayName))
        ? existing.slug
        : await freeSlug(db, input.displayName, personId);
    const values = {
      slug,
      display_name: input.displayName,
      organisation: input.organisation,
      role: input.role,
      sectors: JSON.stringify(input.sectors),
      country: input.country,
      offer: input.offer,
      offer_lang: input.offerLang,
      seeking: input.seeking,
      seeking_lang: input.seekingLang,
      links: JSON.stringify(input.links),
      share_email: input.shareEmail ? 1 : 0,
      phone: input.phone,
      indexable: input.indexable ? 1 : 0,
      status: 'pending' as const,
      reason: null,
      search_text: searchTextOf(input),
      updated_at: now,
    };
    try {
      await db.atomic([
        db.kysely
          .insertInto('market_profiles')
          .values({ person_id: personId, created_at: now, ...values })
          .onConflict((conflict) => conflict.column('person_id').doUpdateSet(values)),
      ]);
      return { slug, status: 'pending', wasPublished: existing?.status === 'published' };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/** Everything organisers moderate: the profiles waiting first (oldest first), then the others, newest first. */
export async function profilesForModeration(db: Queryable): Promise<(MarketProfile & { email: string })[]> {
  const rows = await profileSelect(db)
    .innerJoin('market_people as m', 'm.id', 'p.person_id')
    .select('m.email')
    .orderBy(sql`case when p.status = 'pending' then 0 else 1 end`)
    .orderBy(sql`case when p.status = 'pending' then p.updated_at else -p.updated_at end`)
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...profileOf(row), email: row.email }));
}

export type Decision = 'approve' | 'reject' | 'unpublish';

const transitions: Record<
  Decision,
  {
    from: MarketProfileStatus;
    to: MarketProfileStatus;
    action: 'market-profile-approved' | 'market-profile-rejected' | 'market-profile-unpublished';
  }
> = {
  approve: { from: 'pending', to: 'published', action: 'market-profile-approved' },
  reject: { from: 'pending', to: 'rejected', action: 'market-profile-rejected' },
  unpublish: { from: 'published', to: 'unpublished', action: 'market-profile-unpublished' },
};

export type DecisionResult =
  { ok: true; profile: MarketProfile } | { ok: false; problem: 'not-found' | 'decided' | 'changed' };

/**
 * The version of a profile an organiser looked at: its text's and its picture's times. A decision
 * carries it back, so an approval never publishes what the owner changed after the page loaded.
 */
export function profileVersion(profile: Pick<MarketProfile, 'updatedAt' | 'imageVersion'>): string {
  return `${profile.updatedAt}:${profile.imageVersion ?? 0}`;
}

/**
 * An organiser's decision on a profile: approve a pending one, reject it with a reason, or
 * unpublish a published one with a reason. The change, the mail to the person (in their
 * language, the reason as the organiser typed it) and the audit entry are one write, and the mail
 * and the entry land only if this write made the change (two organisers deciding at once: one
 * decides, the other is told it was decided).
 */
export async function decideProfile(
  db: Db,
  personId: string,
  decision: Decision,
  {
    actor,
    reason = null,
    now,
    seen = null,
  }: { actor: string; reason?: string | null; now: number; seen?: string | null },
): Promise<DecisionResult> {
  const person = await db.kysely
    .selectFrom('market_profiles as p')
    .innerJoin('market_people as m', 'm.id', 'p.person_id')
    .leftJoin('market_profile_images as i', 'i.person_id', 'p.person_id')
    .select([
      'p.status',
      'p.slug',
      'p.display_name',
      'p.updated_at',
      'p.has_image',
      'i.updated_at as image_at',
      'm.email',
      'm.locale',
    ])
    .where('p.person_id', '=', personId)
    .executeTakeFirst();
  if (!person) return { ok: false, problem: 'not-found' };
  const { from, to, action } = transitions[decision];
  if (person.status !== from) return { ok: false, problem: 'decided' };
  const current = profileVersion({
    updatedAt: Number(person.updated_at),
    imageVersion: Number(person.has_image) === 1 && person.image_at !== null ? Number(person.image_at) : null,
  });
  if (seen !== null && seen !== current) return { ok: false, problem: 'changed' };
  const locale = isLocale(person.locale) ? person.locale : 'en';
  const decided = db.kysely
    .selectFrom('market_profiles')
    .select('person_id')
    .where('person_id', '=', personId)
    .where('status', '=', to)
    .where('updated_at', '=', now);
  const mail = outboxInsert(
    db,
    marketProfileDecisionMail({
      locale,
      decision,
      name: person.display_name,
      emailAddress: person.email,
      reason: reason ?? '',
      url: `${siteUrl()}${localePath(locale, decision === 'approve' ? `/market/${person.slug}` : '/market/me')}`,
    }),
    now,
    { when: decided },
  );
  await db.atomic([
    db.kysely
      .updateTable('market_profiles')
      .set({
        status: to,
        reason: decision === 'approve' ? null : reason,
        updated_at: now,
        ...(decision === 'approve' ? { published_at: sql<number>`coalesce(published_at, ${now})` } : {}),
      })
      .where('person_id', '=', personId)
      .where('status', '=', from)
      // The text as it was read above: an edit in between leaves the profile undecided.
      .where('updated_at', '=', Number(person.updated_at)),
    mail.query,
    auditInsert(db, { actor, action, target: personId, detail: reason ? `reason: ${reason}` : null }, now, decided),
  ]);
  const after = await findOwnProfile(db, personId);
  if (!after || after.status !== to || after.updatedAt !== now) return { ok: false, problem: 'decided' };
  return { ok: true, profile: after };
}

/** The published profiles search engines may list, for the sitemap. */
export async function indexableProfiles(db: Queryable): Promise<{ slug: string; updatedAt: number }[]> {
  const rows = await db.kysely
    .selectFrom('market_profiles')
    .select(['slug', 'updated_at'])
    .where('status', '=', 'published')
    .where('indexable', '=', 1)
    .orderBy('slug')
    .execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: Number(row.updated_at) }));
}
