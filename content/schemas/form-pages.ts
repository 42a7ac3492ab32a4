import { z } from 'zod';

/** Schema of content/form-pages.ts: the words around the contact, exhibition and partner forms. */
const pageCopy = z.object({
  title: z.string().min(1),
  eyebrow: z.string().min(1),
  lead: z.string().min(1),
  description: z.string().min(1),
  sectionTitle: z.string().min(1),
  sectionIntro: z.string().min(1),
  formTitle: z.string().min(1),
});

export const formPagesSchema = z.object({
  contact: pageCopy,
  exhibition: pageCopy,
  registerPartner: pageCopy,
});
