// The Events Guide PDF, laid out with @react-pdf/renderer from the programme (content/programme.ts:
// every session of every day), the overview boards, and the venue and dates of content/site.ts.
// Set in Inter (@fontsource/inter, SIL Open Font License), embedded as subsets with their
// Unicode maps: a PDF that names a font without embedding it (the built-in Helvetica it used
// before) is drawn in whatever face the reader has. Fixed dates, so reruns give identical bytes.
import React from 'react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Document, Font, Page, Text, View, StyleSheet, renderToBuffer } from '@react-pdf/renderer';
import { rng } from './core.mjs';

const h = React.createElement;

import { formatDate, formatTime } from '../../content/schemas/programme.ts';
import { deriveEdition } from '../../content/schemas/edition.ts';

/** Set by renderGuide from content/site.ts. */
let VENUE;
let SITE;
let DATES;
let PARTNER_EVENTS;

/**
 * The site has no brand face yet: Inter, an open sans-serif made for screens that prints well
 * small. @fontsource ships it as one static WOFF per Unicode subset and weight (the renderer
 * takes TTF or WOFF, not variable WOFF2), so each subset is a family of its own and the stack
 * lists them in order: a letter missing from the Latin file (ẹ, ọ, ṣ of Yoruba names) is taken
 * from the next. Only the subsets a text uses are embedded.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
const SUBSETS = ['latin', 'latin-ext', 'vietnamese'];
const SANS = SUBSETS.map((subset) => `Inter ${subset}`);
for (const subset of SUBSETS) {
  Font.register({
    family: `Inter ${subset}`,
    fonts: [400, 700].map((fontWeight) => ({
      src: path.join(FONT_FILES, `inter-${subset}-${fontWeight}-normal.woff`),
      fontWeight,
    })),
  });
}
const BOLD = { fontFamily: SANS, fontWeight: 700 };
// Lines break between words only: the renderer's hyphenation split the site's address and names.
Font.registerHyphenationCallback((word) => [word]);

const C = {
  plum: '#2d0f3f',
  brand: '#b8360f',
  gold: '#f5b700',
  leaf: '#0b6e4f',
  ink: '#141016',
  muted: '#5b5560',
  sand: '#fbf6ee',
};

const s = StyleSheet.create({
  page: { padding: 40, paddingBottom: 56, fontFamily: SANS, fontSize: 10.5, color: C.ink, backgroundColor: '#ffffff' },
  cover: { padding: 0, fontFamily: SANS, backgroundColor: C.plum, color: '#ffffff' },
  kente: { flexDirection: 'row', height: 22 },
  eyebrow: { ...BOLD, fontSize: 10, color: C.brand, marginBottom: 4 },
  h1: { ...BOLD, fontSize: 24, color: C.plum, marginBottom: 4 },
  sub: { fontSize: 12, color: C.muted, marginBottom: 14 },
  rule: { height: 4, width: 70, backgroundColor: C.brand, marginBottom: 16 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#e7e0d6', paddingVertical: 12 },
  time: { width: 84, ...BOLD, color: C.brand, fontSize: 12 },
  title: { ...BOLD, fontSize: 13.5, marginBottom: 4 },
  meta: { fontSize: 11, color: C.muted, marginBottom: 1 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 40,
    right: 40,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8.5,
    color: C.muted,
  },
  card: { backgroundColor: C.sand, borderLeftWidth: 4, borderLeftColor: C.gold, padding: 10, marginBottom: 8 },
});

const KENTE = ['#f5b700', '#0b8a4f', '#c8321c', '#141016', '#f28c28', '#0b8a4f', '#f5b700', '#c8321c'];
const Kente = () =>
  h(
    View,
    { style: s.kente },
    ...Array.from({ length: 32 }, (_, i) =>
      h(View, { key: i, style: { flex: 1, backgroundColor: KENTE[i % KENTE.length] } }),
    ),
  );

const Footer = () =>
  h(
    View,
    { style: s.footer, fixed: true },
    h(Text, null, `${SITE.name} ${SITE.edition} \u00b7 Events Guide`),
    h(Text, { render: ({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}` }),
  );

function cover(overview) {
  return h(
    Page,
    { size: 'A4', style: s.cover },
    h(Kente),
    h(
      View,
      { style: { padding: 48, flexGrow: 1 } },
      h(Text, { style: { ...BOLD, fontSize: 12, color: C.gold, marginTop: 40 } }, SITE.name.toUpperCase()),
      h(Text, { style: { ...BOLD, fontSize: 46, marginTop: 14, lineHeight: 1.1 } }, `${SITE.edition} Events Guide`),
      h(Text, { style: { fontSize: 16, marginTop: 16, color: '#f3e8ff' } }, DATES),
      h(Text, { style: { fontSize: 16, marginTop: 4, color: '#f3e8ff' } }, `${VENUE.name}, ${VENUE.city}`),
      h(View, { style: { height: 5, width: 90, backgroundColor: C.gold, marginTop: 28, marginBottom: 28 } }),
      ...overview.items
        .slice(1)
        .map((it, i) =>
          h(Text, { key: i, style: { fontSize: 12.5, marginBottom: 9, color: '#ffffff' } }, `\u2022  ${it}`),
        ),
      h(View, { style: { flexGrow: 1 } }),
      h(
        Text,
        { style: { fontSize: 10.5, color: '#e9d8f5' } },
        'Conferences, workshops, pitches, showcases and trade for film, music, fashion, art, photography, gaming and tech.',
      ),
      h(Text, { style: { fontSize: 10.5, color: C.gold, marginTop: 6 } }, VENUE.site),
    ),
    h(Kente),
  );
}

function glance(overview) {
  return h(
    Page,
    { size: 'A4', style: s.page },
    h(Text, { style: s.eyebrow }, 'AT A GLANCE'),
    h(Text, { style: s.h1 }, `Four days in ${VENUE.city}`),
    h(View, { style: s.rule }),
    ...overview.map((board, i) =>
      h(
        View,
        { key: i, style: s.card, wrap: false },
        h(Text, { style: { ...BOLD, fontSize: 13, color: C.plum, marginBottom: 5 } }, board.title),
        ...board.items.map((it, j) =>
          h(Text, { key: j, style: { fontSize: 10.5, marginBottom: 2.5 } }, `\u2022  ${it}`),
        ),
      ),
    ),
    h(Footer),
  );
}

/** One day of the programme: every session, in order, with its room and speakers. */
function day({ n, date, sessions }) {
  return h(
    Page,
    { size: 'A4', style: s.page },
    h(Text, { style: s.eyebrow }, 'PROGRAMME'),
    h(Text, { style: s.h1 }, `Day ${n}`),
    h(Text, { style: s.sub }, formatDate(date)),
    h(View, { style: s.rule }),
    ...sessions.map((x, i) =>
      h(
        View,
        { key: i, style: { ...s.row, paddingVertical: 7 }, wrap: false },
        // Two lines as two texts: a line break has no glyph in Inter, and the renderer would draw
        // it in its built-in Helvetica, a font the PDF would name without embedding.
        h(
          View,
          null,
          ...[x.start, x.end].map((time, t) =>
            h(Text, { key: t, style: { ...s.time, fontSize: 10.5 } }, formatTime(time)),
          ),
        ),
        h(
          View,
          { style: { flex: 1 } },
          h(Text, { style: { ...s.title, fontSize: 11.5, marginBottom: 2 } }, x.title),
          h(Text, { style: { ...s.meta, fontSize: 9.5 } }, [x.room, x.speakers].filter(Boolean).join(' \u00b7 ')),
        ),
      ),
    ),
    h(
      Text,
      { style: { marginTop: 12, fontSize: 9.5, color: C.muted } },
      `Times are local (${SITE.timeZone}) and may change; the programme on ${VENUE.site} is always up to date.`,
    ),
    h(Footer),
  );
}

function partnerEventsPage() {
  return h(
    Page,
    { size: 'A4', style: s.page },
    h(Text, { style: s.eyebrow }, 'PARTNER EVENTS'),
    h(Text, { style: s.h1 }, `${SITE.edition} Partner Events`),
    h(View, { style: s.rule }),
    ...PARTNER_EVENTS.map((e, i) =>
      h(
        View,
        { key: i, style: { flexDirection: 'row', marginBottom: 8 }, wrap: false },
        h(Text, { style: { width: 24, ...BOLD, color: C.brand } }, `${i + 1}.`),
        h(
          View,
          { style: { flex: 1 } },
          h(Text, { style: { ...BOLD, fontSize: 11.5 } }, e.title),
          h(Text, { style: { fontSize: 10, color: C.muted } }, e.description),
        ),
      ),
    ),
    h(Footer),
  );
}

function venue() {
  return h(
    Page,
    { size: 'A4', style: s.page },
    h(Text, { style: s.eyebrow }, 'VENUE AND PRACTICAL INFORMATION'),
    h(Text, { style: s.h1 }, VENUE.name),
    h(Text, { style: s.sub }, `${VENUE.street}, ${VENUE.locality}`),
    h(View, { style: s.rule }),
    ...[
      ['Dates', `${DATES}. Doors open at ${FIRST.time} on ${FIRST.day} for ${FIRST.title}.`],
      [
        'Admission',
        'Entry to the conference and the art exhibition is free, but registration and verification are required. Some events are by invitation only or need a delegate pass.',
      ],
      ['Art exhibition', 'Open daily from 9 AM to 5 PM, free admission with registration.'],
      ...(GALA
        ? [
            [
              GALA.title,
              `${formatDate(GALA.date, { weekday: 'long', day: 'numeric', month: 'long' })}, ${formatTime(GALA.start)}: an evening for 300 guests, by invitation.`,
            ],
          ]
        : []),
      ['Attendance', 'More than 25,000 attendees are expected over the four days.'],
      [
        'Getting there',
        `${VENUE.street}, ${VENUE.city}. Allow extra time for traffic at rush hour; ride-hailing drop-off is at the main gate.`,
      ],
      ['Contact', `Telephone ${VENUE.phone} \u00b7 Email ${VENUE.email} \u00b7 ${VENUE.site}`],
    ].map(([k, v], i) =>
      h(
        View,
        { key: i, style: { flexDirection: 'row', marginBottom: 10 }, wrap: false },
        h(Text, { style: { width: 110, ...BOLD, color: C.plum } }, k),
        h(Text, { style: { flex: 1 } }, v),
      ),
    ),
    h(Footer),
  );
}

let FIRST;
let GALA;

/** Builds the guide and returns the PDF bytes. */
export async function renderGuide(boards, { programme, site, speakers, partnerEvents }) {
  SITE = site;
  PARTNER_EVENTS = partnerEvents;
  VENUE = {
    name: site.venue.name,
    street: site.venue.street,
    city: site.venue.locality,
    locality: `${site.venue.locality}, ${site.venue.region}, Nigeria`,
    phone: site.contact.phone,
    email: site.contact.email,
    site: new URL(site.defaultSiteUrl).host,
  };
  DATES = deriveEdition(site).datesWithYear;
  const names = new Map(speakers.map((speaker) => [speaker.id, speaker.name.trim()]));
  const sorted = [...programme].sort(
    (a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.room.localeCompare(b.room),
  );
  const dates = [...new Set(sorted.map((x) => x.date))];
  const days = dates.map((date, i) => ({
    n: i + 1,
    date,
    sessions: sorted
      .filter((x) => x.date === date)
      .map((x) => ({ ...x, speakers: x.speakers.map((id) => names.get(id) ?? id).join(', ') })),
  }));
  const first = sorted[0];
  FIRST = {
    time: formatTime(first.start),
    day: formatDate(first.date, { weekday: 'long', day: 'numeric', month: 'long' }),
    title: first.partnerEvent ?? first.title,
  };
  GALA = sorted.find((x) => / Gala$/.test(x.title));
  const { overview } = boards.programmeBoards;
  const doc = h(
    Document,
    {
      title: `${site.name} ${site.edition} Events Guide`,
      author: site.name,
      subject: `Programme, partner events and venue, ${DATES}, ${site.venue.locality}`,
      creator: 'scripts/generate-media.mjs',
      producer: 'react-pdf',
      // Fixed dates, so the file is the same on every run.
      creationDate: new Date(`${site.edition}-08-01T09:00:00Z`),
      modificationDate: new Date(`${site.edition}-08-01T09:00:00Z`),
      language: 'en',
    },
    cover(overview[0]),
    glance(overview),
    ...days.map(day),
    partnerEventsPage(),
    venue(),
  );
  // pdfkit tags embedded fonts with Math.random; pin it so the bytes never change.
  const real = Math.random;
  const r = rng('events-guide');
  Math.random = r.next;
  try {
    return await renderToBuffer(doc);
  } finally {
    Math.random = real;
  }
}
