import { z } from 'zod';
import { imageSource, text } from './items';

/** Speakers of 2025 and of past editions. */
export const speakerSchema = z.object({
  src: imageSource,
  alt: text,
  // Past-speaker names may carry stray spaces: kept as given, trimmed when displayed.
  name: z.string().refine((v) => v.trim().length > 0, 'must not be blank'),
  title: z.string(),
});

export type Speaker = z.infer<typeof speakerSchema>;

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
    .array(editionSpeakerSchema)
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
