import { z } from 'zod';

/** The privacy notice (/privacy): an introduction, then one section per topic. */
export const privacySchema = z.object({
  title: z.string().min(1),
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a yyyy-mm-dd date'),
  intro: z.array(z.string().min(1)).min(1),
  forms: z
    .array(
      z.object({
        form: z.string().min(1),
        collects: z.string().min(1),
        why: z.string().min(1),
        kept: z.string().min(1),
      }),
    )
    .min(1),
  sections: z.array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) })).min(3),
});
