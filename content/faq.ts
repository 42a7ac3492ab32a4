import { z } from 'zod';
import { defineContent } from './schemas/define';
import { faqItemSchema } from './schemas/items';
import { site } from './site';
import { edition } from './edition';

/** The 13 questions of the FAQ page. */
export const faqItems = defineContent(
  'content/faq.ts',
  z
    .array(faqItemSchema)
    .length(13)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'ids must be unique'),
  [
    {
      id: 1,
      question: 'What is Africa Creative Market?',
      answer:
        'Africa Creative Market (ACM) is an annual pan-African conference and marketplace for the creative economy. It brings together creatives, industry professionals, investors, policymakers, exhibitors, sponsors, partners, speakers and media to trade, learn and build business across film and TV, music, fashion, dance, art, photography, AR/VR, sports entertainment, gaming and tech.',
    },
    {
      id: 2,
      question: `When and where does ${edition.shortTitle} take place?`,
      answer: `${edition.shortTitle} runs from ${edition.datesInWords} at the ${site.venue.name}, ${site.venue.street}, Lagos, Nigeria.`,
      past: {
        question: `When and where did ${edition.shortTitle} take place?`,
        answer: `${edition.shortTitle} ran from ${edition.datesInWords} at the ${site.venue.name}, ${site.venue.street}, Lagos, Nigeria.`,
      },
    },
    {
      id: 3,
      question: 'Is entry free?',
      answer:
        'Entry to many sessions, the marketplace and the art exhibition is free, but free entry still requires registration and verification. Please register in advance and bring the confirmation you receive.',
    },
    {
      id: 4,
      question: 'Are all events open to every attendee?',
      answer:
        'No. Some events are invitation-only or need delegate passes, such as the gala and selected closed-door sessions. The schedule marks these events, and invitations are sent by the organisers and partners.',
    },
    {
      id: 5,
      question: `How do I register for ${edition.shortTitle}?`,
      answer: `Registration for the ${edition.year} edition has closed. Subscribe to our newsletter at the bottom of this page or contact us to hear first when registration for the next edition opens.`,
    },
    {
      id: 6,
      question: 'Who should attend?',
      answer:
        'Creatives and creative entrepreneurs, producers, artists and designers, investors and funders, policymakers, brands and buyers, students and anyone who wants to do business in Africa’s creative industries.',
    },
    {
      id: 7,
      question: `What happens during the ${edition.length}?`,
      answer:
        'Conferences and summits, masterclasses and workshops, pitches to investors, a marketplace and exhibition, showcases, the Creative Hackathon, the Next Level competition, a gala evening and partner events across Lagos.',
    },
    {
      id: 8,
      question: 'Can I exhibit at ACM?',
      answer:
        'Yes. Exhibitors showcase products and services to thousands of visitors and buyers. Fill in the exhibition registration form on the Exhibition page and the team will get back to you within 48 hours.',
    },
    {
      id: 9,
      question: 'How can my organisation partner with ACM?',
      answer:
        'We work with sponsors, program partners, media partners and partner-event hosts. Use the Become a Partner form and tell us about your organisation and goals.',
    },
    {
      id: 10,
      question: 'I am outside Nigeria. Can my country or organisation take part?',
      answer: `Yes. ACM welcomes delegations, country pavilions and international partners. For countries and partnership, write to ${site.contact.email}.`,
    },
    {
      id: 11,
      question: 'Is there a hackathon?',
      answer:
        'Yes. The ACM Creative Hackathon runs over four days and ends with a grand prize of 10 million naira for the winning team.',
    },
    {
      id: 12,
      question: `Can I volunteer at ${edition.shortTitle}?`,
      answer:
        'Volunteer applications are not being taken for this edition. Follow our social channels for future opportunities.',
    },
    {
      id: 13,
      question: 'How do I get my ticket on the day?',
      answer:
        'Registered attendees receive an email with a link to their ticket. Open it on your phone to show the QR code at the entrance, or download it as a PDF and print it.',
      past: {
        question: 'Where is my certificate of attendance?',
        answer:
          'On your ticket page, once your ticket was scanned at the entrance: open the link in your ticket email. Lost the email? The Lost your ticket? page sends it to you again.',
      },
    },
  ],
);
