/**
 * Seeds published market profiles for the benchmark and for looking at the directory
 * (DATABASE_URL, default file:./data/acm.db; run from the project folder):
 *
 *   npm run seed-market -- [--count 2000]
 *
 * Each profile belongs to a participant of its own (market_people, kind attendee) and is
 * published at once, as if an organiser had approved it. Names, organisations, roles, sectors and
 * countries are drawn from lists of the continent's names with a fixed seed, so two runs seed the
 * same profiles (and a rerun adds nothing: the addresses are the same).
 */
import { openMigratedDatabase } from '@/lib/db';
import { parseServerEnv } from '@/lib/env';
import { marketRoles, marketSectors, searchTextOf, slugBase } from '@/lib/market/profiles-fields';
import { option, runCli, UsageError } from './lib/cli';

const firstNames = [
  'Adaeze',
  'Chidi',
  'Ngozi',
  'Tunde',
  'Folake',
  'Emeka',
  'Aisha',
  'Yusuf',
  'Kwame',
  'Ama',
  'Kofi',
  'Abena',
  'Wanjiru',
  'Otieno',
  'Achieng',
  'Baraka',
  'Thandiwe',
  'Sipho',
  'Lerato',
  'Themba',
  'Amara',
  'Moussa',
  'Fatou',
  'Awa',
  'Mamadou',
  'Aminata',
  'Youssef',
  'Salma',
  'Karim',
  'Nadia',
  'Tesfaye',
  'Selam',
  'Abebe',
  'Hana',
  'Chipo',
  'Tendai',
  'Nomvula',
  'Kagiso',
  'Zanele',
  'Ifeoma',
  'Babajide',
  'Oluwaseun',
  'Zainab',
  'Ibrahim',
  'Mariam',
  'Élodie',
  'Serge',
  'Aïcha',
  'Jean-Baptiste',
  'Grâce',
  'Nia',
  'Jabari',
  'Imani',
];
const lastNames = [
  'Okafor',
  'Adeyemi',
  'Nwachukwu',
  'Balogun',
  'Eze',
  'Mensah',
  'Owusu',
  'Asante',
  'Boateng',
  'Kamau',
  'Odhiambo',
  'Mwangi',
  'Njoroge',
  'Dlamini',
  'Ndlovu',
  'Mokoena',
  'Khumalo',
  'Diallo',
  'Traoré',
  'Ndiaye',
  'Diop',
  'Sow',
  'Keïta',
  'Coulibaly',
  'Kouassi',
  'Konaté',
  'El Amrani',
  'Benali',
  'Haddad',
  'Bekele',
  'Tadesse',
  'Girma',
  'Moyo',
  'Chikwanha',
  'Banda',
  'Phiri',
  'Mutua',
  'Abubakar',
  'Bello',
  'Okonkwo',
];
const studios = [
  'Studios',
  'Films',
  'Records',
  'Collective',
  'Atelier',
  'Gallery',
  'Pictures',
  'Sounds',
  'Labs',
  'Media',
  'Ventures',
  'Capital',
  'Distribution',
  'Couture',
  'Dance Company',
  'Games',
  'XR',
  'Sports Media',
];
const places = [
  'Lagos',
  'Accra',
  'Nairobi',
  'Dakar',
  'Abidjan',
  'Kigali',
  'Joburg',
  'Cape',
  'Addis',
  'Kampala',
  'Lusaka',
  'Harare',
  'Casablanca',
  'Tunis',
  'Cairo',
  'Douala',
  'Kinshasa',
  'Luanda',
  'Maputo',
  'Abuja',
  'Ibadan',
];
const countries = [
  'NG',
  'GH',
  'KE',
  'SN',
  'CI',
  'RW',
  'ZA',
  'ET',
  'UG',
  'ZM',
  'ZW',
  'MA',
  'TN',
  'EG',
  'CM',
  'CD',
  'AO',
  'MZ',
  'TZ',
  'FR',
  'GB',
  'US',
];
const offers: Record<string, string> = {
  seller:
    'Our catalogue of {sector} work from {place}: finished titles, new releases and rights for every territory. We bring samples and a showreel to the lounge.',
  buyer:
    'We acquire and distribute {sector} across Africa and Europe, with a network of partners in retail, broadcast and streaming.',
  investor:
    'Seed and growth capital for {sector} companies, from 50,000 to 2 million dollars, with mentoring from operators who built in {place}.',
};
const seekings: Record<string, string> = {
  seller: 'Distributors, festival programmers and brands who want authentic {sector} from {place}.',
  buyer: 'New {sector} talent with work ready for the market, and co-production partners.',
  investor: 'Founders in {sector} with traction and a plan to grow across the continent.',
};

/** A small fixed-seed generator (mulberry32): the same seed draws the same profiles. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeededProfile {
  email: string;
  displayName: string;
  organisation: string;
  role: (typeof marketRoles)[number];
  sectors: (typeof marketSectors)[number][];
  country: string;
  offer: string;
  seeking: string;
}

export function seededProfiles(count: number, seed = 38): SeededProfile[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, index) => {
    const role = pick(marketRoles);
    const sectors = [...new Set([pick(marketSectors), ...(next() < 0.4 ? [pick(marketSectors)] : [])])];
    const place = pick(places);
    const displayName = `${pick(firstNames)} ${pick(lastNames)}`;
    const sectorWords = sectors.map((sector) => sector.replace('-', ' ')).join(' and ');
    const words = (text: string) => text.replace('{sector}', sectorWords).replace('{place}', place);
    return {
      email: `seed-${index}@market.example`,
      displayName,
      organisation: next() < 0.75 ? `${place} ${pick(studios)}` : '',
      role,
      sectors,
      country: pick(countries),
      offer: words(offers[role]),
      seeking: words(seekings[role]),
    };
  });
}

async function main(args: string[]) {
  const count = Number(option(args, 'count') ?? '2000');
  if (!Number.isSafeInteger(count) || count < 1 || count > 100_000) throw new UsageError('--count must be 1 to 100000');
  const db = await openMigratedDatabase(parseServerEnv(process.env).DATABASE_URL);
  try {
    const now = Date.now();
    const taken = new Set<string>();
    const profiles = seededProfiles(count);
    for (let start = 0; start < profiles.length; start += 200) {
      const batch = profiles.slice(start, start + 200);
      const people = batch.map((profile, offset) => ({
        id: `seed-${start + offset}`,
        email: profile.email,
        kind: 'attendee' as const,
        source_id: `seed-${start + offset}`,
        locale: 'en',
        created_at: now,
      }));
      const rows = batch.map((profile, offset) => {
        const base = slugBase(profile.displayName);
        let slug = base;
        for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
        taken.add(slug);
        return {
          person_id: people[offset].id,
          slug,
          display_name: profile.displayName,
          organisation: profile.organisation,
          role: profile.role,
          sectors: JSON.stringify(profile.sectors),
          country: profile.country,
          offer: profile.offer,
          offer_lang: 'en',
          seeking: profile.seeking,
          seeking_lang: 'en',
          links: JSON.stringify([`https://${slug}.example`]),
          indexable: 1,
          status: 'published' as const,
          search_text: searchTextOf(profile),
          created_at: now,
          updated_at: now,
          published_at: now,
        };
      });
      await db.atomic([
        db.kysely
          .insertInto('market_people')
          .values(people)
          .onConflict((c) => c.column('email').doNothing()),
        db.kysely
          .insertInto('market_profiles')
          .values(rows)
          .onConflict((c) => c.column('person_id').doNothing()),
      ]);
    }
    console.log(`seeded ${count} published market profiles`);
  } finally {
    await db.close();
  }
}

if (process.argv[1]?.endsWith('seed-market.ts')) runCli(main, 'npm run seed-market -- [--count 2000]');
