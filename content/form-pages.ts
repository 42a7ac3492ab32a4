import { defineContent } from './schemas/define';
import { formPagesSchema } from './schemas/form-pages';
import { edition } from './edition';

/**
 * Each form's words beyond its fields and buttons (those are the interface catalogue's
 * `forms`): its page, its confirmation mail and its line in the privacy notice, keyed by the
 * form's kind. French in content/fr/form-pages.ts, with the same keys.
 */
export const formPages = defineContent('content/form-pages.ts', formPagesSchema, {
  contact: {
    page: {
      title: 'Get in touch',
      metadataTitle: 'Contact Us',
      eyebrow: 'Contact Us',
      lead: 'Questions about tickets, exhibiting, partnering or the schedule? Our team answers every message.',
      description:
        'Contact the Africa Creative Market team in Lagos: venue address, telephone, map and a contact form for enquiries, exhibition space, partnerships and complaints.',
      sectionTitle: 'We would love to hear from you',
      sectionIntro: 'Send us a message and we will reply within 48 hours.',
      formTitle: 'Send us a message',
    },
    mail: {
      title: 'We have received your inquiry',
      subject: 'We have received your inquiry | {siteName}',
      received:
        'Thank you for contacting {siteName}. We have received your inquiry and will get back to you within 48 hours.',
    },
    privacy: {
      form: 'Contact form',
      collects:
        'Your first and last name, email address, phone number, optional alternative email and phone, the category of your enquiry and your message.',
      why: 'To answer your enquiry and send you a confirmation that we received it.',
      kept: 'Up to 24 months after the edition your enquiry concerns, then deleted.',
    },
  },
  partner: {
    page: {
      title: 'Become a Partner',
      eyebrow: 'Partners',
      lead: 'Partner with Africa Creative Market to grow the creative economy across Africa and connect with its creatives.',
      description: `Become a partner of ${edition.title}: register your company with the partner registration form and the team will reply within 48 hours.`,
      sectionTitle: 'Partner Registration Form',
      sectionIntro: 'Fields marked with * are required. We reply to every partnership inquiry within 48 hours.',
      formTitle: 'Partner Registration Form',
    },
    mail: {
      title: 'We have received your partnership inquiry',
      subject: 'We have received your partnership inquiry | {siteName}',
      received:
        'Thank you for your interest in partnering with {event}. We have received your partnership inquiry and our team will get back to you within 48 hours.',
    },
    privacy: {
      form: 'Partner registration',
      collects:
        'Your full name, email address, phone number, optional alternatives, your company’s name and your message.',
      why: 'To discuss a partnership with you and confirm we received your registration.',
      kept: 'Up to 24 months after the edition it concerns, then deleted.',
    },
  },
  exhibition: {
    page: {
      title: 'Exhibition',
      metadataTitle: 'Exhibition',
      eyebrow: edition.title,
      lead: `Show your products and services to thousands of creatives, buyers and investors in Lagos, ${edition.datesWithYear}.`,
      description: `Register to exhibit at ${edition.title} in Lagos, ${edition.dates}: venue details and the exhibition registration form.`,
      sectionTitle: 'Exhibit at the event',
      sectionIntro: 'Tell us about your business and the team will get back to you within 48 hours.',
      formTitle: 'Exhibition registration',
      phases: {
        nextEdition: {
          sectionTitle: 'Exhibit at {shortName} {year}',
          sectionIntro:
            'Tell us about your business and what you would show: we reply within 48 hours and write to you first when stands for the {year} edition open. Only want the news? Sign up to the newsletter at the foot of this page.',
          formTitle: 'Exhibition enquiry for {year}',
        },
        during: {
          lead: 'The marketplace and the art exhibition are open now at {venue}, every day until {lastDay}.',
          whereTitle: 'Where and when',
          whereIntro:
            'Both are at {venue}, {street}, Lagos. Entry is free for registered visitors: bring the ticket you received.',
          marketplace: 'Marketplace and exhibitor stands',
          art: 'NOVUS art exhibition',
          daily: 'Every day, {time}',
        },
        after: {
          lead: 'The {year} exhibition is over. Thank you to every exhibitor, buyer and visitor who came to Lagos.',
          description:
            'The exhibition of {title} in Lagos, {dates}, in review, and how to exhibit at the {nextYear} edition.',
          reviewTitle: 'The {year} exhibition',
          review:
            'For the {length} of the market, {dates}, exhibitors from film, music, fashion, art, photography and technology showed and sold their work to buyers, distributors and investors in the {hall}, beside the NOVUS art exhibition in the {gallery}.',
          daysLabel: 'Days of trade',
          sectorsLabel: 'Creative industries',
        },
      },
    },
    mail: {
      title: 'Thank you for registering to exhibit at {event}',
      received:
        'Thank you for registering to exhibit at {event}. We have received your exhibition registration and our team will get back to you within 48 hours with the next steps.',
    },
    privacy: {
      form: 'Exhibition registration',
      collects:
        'Your name, company, email address, phone number, optional alternatives, industry, website, services and comments.',
      why: 'To allocate exhibition space, contact you about it and confirm your registration.',
      kept: 'Up to 24 months after the edition it concerns, then deleted.',
    },
  },
  registration: {
    privacy: {
      form: 'Attendee registration',
      collects: 'Your name, email address, company and the ticket issued to you.',
      why: 'To issue your ticket, check it at the gate and send it to you by email.',
      kept: 'Up to 12 months after the event, then deleted.',
    },
  },
  newsletter: {
    privacy: {
      form: 'Newsletter',
      collects: 'Your email address.',
      why: 'To send you our news and schedule updates.',
      kept: 'Until you ask us to remove it.',
    },
  },
});
