import { z } from 'zod';
import { imageSource, text } from './items';

/**
 * How the sample portrait of a speaker is drawn (scripts/media/portraits.mjs reads it), set by
 * hand from the person's name and where the name comes from, so no drawing contradicts its name:
 * beards and ties only for men, earrings, headwraps and dresses only for women, and skin tones in
 * the range of the region. Replace it with nothing when a real photograph replaces the drawing.
 */
const womenOnly = { hair: ['gele', 'wrap', 'hijab', 'bun'], attire: ['dress'] } as const;
const menOnly = { hair: ['kufi', 'fila'], attire: ['suit-tie', 'agbada'] } as const;
export const portraitLookSchema = z
  .strictObject({
    presentation: z.enum(['woman', 'man']),
    skin: z.enum(['deep', 'dark', 'brown', 'medium', 'tan']),
    hair: z.enum([
      'short',
      'fade',
      'bald',
      'twa',
      'afro',
      'locs',
      'braids',
      'bun',
      'gele',
      'wrap',
      'hijab',
      'kufi',
      'fila',
    ]),
    attire: z.enum(['suit', 'suit-tie', 'agbada', 'kaftan', 'print', 'dress', 'tee']),
    facialHair: z.enum(['none', 'moustache', 'goatee', 'beard']).optional(),
    earrings: z.literal(true).optional(),
    glasses: z.literal(true).optional(),
  })
  .superRefine((look, ctx) => {
    const other = look.presentation === 'woman' ? menOnly : womenOnly;
    for (const key of ['hair', 'attire'] as const)
      if ((other[key] as readonly string[]).includes(look[key]))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `"${look[key]}" is not drawn for a ${look.presentation}`,
        });
    if (look.presentation === 'woman' && look.facialHair)
      ctx.addIssue({ code: 'custom', path: ['facialHair'], message: 'facial hair is drawn for men only' });
    if (look.presentation === 'man' && look.earrings)
      ctx.addIssue({ code: 'custom', path: ['earrings'], message: 'earrings are drawn for women only' });
  });

/** Speakers of 2025 and of past editions. */
export const speakerSchema = z.object({
  src: imageSource,
  alt: text,
  // Past-speaker names may carry stray spaces: kept as given, trimmed when displayed.
  name: z.string().refine((v) => v.trim().length > 0, 'must not be blank'),
  title: z.string(),
});

export type Speaker = z.infer<typeof speakerSchema>;

/** A speaker of the content files: the sample portrait is drawn from `look`. */
export const drawnSpeakerSchema = speakerSchema.extend({ look: portraitLookSchema });

/** A slug as slugify makes it: lower-case letters and digits joined by single dashes. */
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug (a-z, 0-9 and single dashes)');

/**
 * A 2025 speaker has a page, /speakers/{id}: the id is a stable slug (programme sessions refer
 * to it, so it is not recomputed when a name's spelling changes) and the bio is shown there.
 */
const editionSpeakerSchema = speakerSchema.extend({
  id: slugSchema,
  bio: text,
});

export type EditionSpeaker = z.infer<typeof editionSpeakerSchema>;

/** The 2025 line-up: `count` speakers with unique ids. */
export function editionSpeakersSchema(count: number) {
  return z
    .array(editionSpeakerSchema.extend({ look: portraitLookSchema }))
    .length(count)
    .superRefine((speakers, ctx) => {
      const seen = new Set<string>();
      speakers.forEach((speaker, index) => {
        if (seen.has(speaker.id))
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate speaker id "${speaker.id}"` });
        seen.add(speaker.id);
      });
    });
}

/** A portrait's alt text where the data only has a file label (« Portrait of Ada Lovelace »). */
export const portraitAlt = (name: string) => `Portrait of ${name}`;
