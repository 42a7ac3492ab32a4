import type { Locale } from '../locales';
import { en, type MailMessages } from './en';
import { fr } from './fr';

/** Every language's mail texts: a language added to content/locales.ts fails here until its file exists. */
export const mailMessages: Record<Locale, MailMessages> = { en, fr };

export type { MailMessages } from './en';
