import { defineContent } from './schemas/define';
import { formPagesSchema } from './schemas/form-pages';
import { edition } from './edition';

/** The words around the forms of /contact, /exhibition and /register-partner (SPEC.md section 2). */
export const formPages = defineContent('content/form-pages.ts', formPagesSchema, {
  contact: {
    title: 'Get in touch',
    eyebrow: 'Contact Us',
    lead: 'Questions about tickets, exhibiting, partnering or the programme? Our team answers every message.',
    description:
      'Contact the Africa Creative Market team in Lagos: venue address, telephone, map and a contact form for enquiries, exhibition space, partnerships and complaints.',
    sectionTitle: 'We would love to hear from you',
    sectionIntro: 'Send us a message and we will reply within 48 hours.',
    formTitle: 'Send us a message',
  },
  exhibition: {
    title: 'Exhibition',
    eyebrow: edition.title,
    lead: `Show your products and services to thousands of creatives, buyers and investors in Lagos, ${edition.datesWithYear}.`,
    description: `Register to exhibit at ${edition.title} in Lagos, ${edition.dates}: venue details and the exhibition registration form.`,
    sectionTitle: 'Exhibit at the event',
    sectionIntro: 'Tell us about your business and the team will get back to you within 48 hours.',
    formTitle: 'Exhibition registration',
  },
  registerPartner: {
    title: 'Become a Partner',
    eyebrow: 'Partners',
    lead: 'Partner with Africa Creative Market to grow the creative economy across Africa and connect with its creatives.',
    description: `Become a partner of ${edition.title}: register your company with the partner registration form and the team will reply within 48 hours.`,
    sectionTitle: 'Partner Registration Form',
    sectionIntro: 'Fields marked with * are required. We reply to every partnership inquiry within 48 hours.',
    formTitle: 'Partner Registration Form',
  },
});
