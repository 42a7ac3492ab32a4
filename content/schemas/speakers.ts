import { z } from 'zod';
import { imageSource, text } from './items';

/** Speakers of 2025 and of past editions (SPEC.md section 3, "Speaker"). */
export const speakerSchema = z.object({
  src: imageSource,
  alt: text,
  // Past-speaker names may carry stray spaces: kept as given, trimmed when displayed.
  name: z.string().refine((v) => v.trim().length > 0, 'must not be blank'),
  title: z.string(),
});

export type Speaker = z.infer<typeof speakerSchema>;
