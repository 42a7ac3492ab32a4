import { z } from 'zod';

/** The terms of use (/terms): an introduction, then one numbered section per topic. */
export const termsSchema = z.object({
  title: z.string().min(1),
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a yyyy-mm-dd date'),
  intro: z.array(z.string().min(1)).min(1),
  sections: z.array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) })).min(5),
});
