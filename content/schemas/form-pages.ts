import { z } from 'zod';

const text = z.string().min(1);

/** The words around a form's own page. */
const pageCopy = z.object({
  title: z.string().min(1),
  /** The browser tab's title, when it is not `title`. */
  metadataTitle: z.string().min(1).optional(),
  eyebrow: z.string().min(1),
  lead: z.string().min(1),
  description: z.string().min(1),
  sectionTitle: z.string().min(1),
  sectionIntro: z.string().min(1),
  formTitle: z.string().min(1),
  /** The exhibition page while the edition runs and after it; the words above are for before it. */
  phases: z
    .object({
      /** The enquiry form once the edition has begun: for the next one ({year} is its year). */
      nextEdition: z.object({ sectionTitle: text, sectionIntro: text, formTitle: text }),
      during: z.object({
        lead: text,
        whereTitle: text,
        whereIntro: text,
        marketplace: text,
        art: text,
        daily: text,
      }),
      after: z.object({
        lead: text,
        description: text,
        reviewTitle: text,
        review: text,
        daysLabel: text,
        sectorsLabel: text,
      }),
    })
    .optional(),
});

/**
 * Schema of content/form-pages.ts: each form's words beyond its fields and buttons, keyed by
 * its kind in lib/forms/registry.ts. `page` for a form with a page of its own, `mail` for a form
 * confirmed by mail (its {event} and {siteName} are filled in; the subject is the title unless
 * given), `privacy` for every form: the
 * line of the privacy notice saying what it collects, why and for how long.
 */
export const formPagesSchema = z.record(
  z.string(),
  z.object({
    page: pageCopy.optional(),
    mail: z
      .object({ title: z.string().min(1), received: z.string().min(1), subject: z.string().min(1).optional() })
      .optional(),
    privacy: z.object({
      form: z.string().min(1),
      collects: z.string().min(1),
      why: z.string().min(1),
      kept: z.string().min(1),
    }),
  }),
);
