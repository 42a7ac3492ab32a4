/**
 * content/schemas owns the shape of the static content: one zod schema per kind of item in
 * content/, and the loader that validates a content file at build time (define.ts). These files
 * import only zod and each other, so content/ depends on nothing outside content/.
 */
import { z } from 'zod';
import { imageService } from './image-hosts';

export const text = z.string().trim().min(1);
/** A file the site ships under public/media, referenced by its public path. */
export const mediaPath = z
  .string()
  .regex(/^\/media\/[\w./-]+\.(webp|png|jpg|jpeg|svg|avif|mp4|pdf)$/, 'must be a /media/... file path');
const externalUrl = z.url({ protocol: /^https?$/ });
/**
 * A picture a list shows: a file under /media, or a picture on the hosted media service or the
 * placeholder CDN, which resize it themselves (lib/images/media-url.ts).
 */
export const imageSource = z.union([
  mediaPath,
  z
    .url({ protocol: /^https$/ })
    .refine((url) => imageService(url) !== 'none', 'must be a /media/... file path or a hosted media URL'),
]);
const internalPath = z.string().regex(/^\/[\w\-/#?=&.]*$/, 'must be a site path starting with /');

export const siteLinkSchema = z.object({
  title: text,
  link: z.union([internalPath, externalUrl]),
  external: z.boolean().optional(),
});

export const navItemSchema = siteLinkSchema.extend({
  sublinks: z.array(siteLinkSchema).min(1).optional(),
});

export const faqItemSchema = z.object({
  id: z.number().int().positive(),
  question: text,
  answer: text,
  /** The question and answer after the edition, where the ones above only make sense before it. */
  past: z.object({ question: text, answer: text }).optional(),
});

export const partnerLogoSchema = z.object({
  image: imageSource,
  alt: text,
  url: externalUrl.optional(),
});

export const eventCardSchema = z.object({
  title: text,
  description: text,
  link: externalUrl.optional(),
  img: imageSource,
});

export const galleryImageSchema = z.object({
  url: imageSource,
  alt: text,
});

export const statSchema = z.object({ value: text, label: text });

export const sectorSchema = z.object({
  title: text,
  description: text,
  image: imageSource,
});

export type SiteLink = z.infer<typeof siteLinkSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type PartnerLogo = z.infer<typeof partnerLogoSchema>;
export type EventCard = z.infer<typeof eventCardSchema>;
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type Stat = z.infer<typeof statSchema>;
export type Sector = z.infer<typeof sectorSchema>;
