import { defineContent } from './schemas/define';
import { privacySchema } from './schemas/privacy';
import { site } from './site';

/**
 * The privacy notice under the Nigeria Data Protection Act 2023: what each form collects, why, how
 * long it is kept, who receives it, and how to ask for access or erasure (docs/deviations.md 16).
 */
export const privacy = defineContent('content/privacy.ts', privacySchema, {
  title: 'Privacy notice',
  updated: '2026-11-27',
  intro: [
    `${site.name} ("we") collects personal data only through the forms on this site. This notice says what each form collects, why, how long we keep it, who receives it and how you can see, correct or erase it, as the Nigeria Data Protection Act 2023 requires.`,
    'The site sets no advertising or analytics cookies. When you choose a language with the language switch, or follow or dismiss the offer of a page in your browser’s language, the page stores a cookie named NEXT_LOCALE in your browser for one year. It holds only that language’s code ("en" or "fr") and only keeps the offer from appearing again: no page is chosen or redirected by it. The site’s only other cookie is the sign-in session of the organisers’ own area, which visitors never receive.',
  ],
  forms: [
    {
      form: 'Contact form',
      collects:
        'Your first and last name, email address, phone number, optional alternative email and phone, the category of your enquiry and your message.',
      why: 'To answer your enquiry and send you a confirmation that we received it.',
      kept: 'Up to 24 months after the edition your enquiry concerns, then deleted.',
    },
    {
      form: 'Partner registration',
      collects:
        'Your full name, email address, phone number, optional alternatives, your company’s name and your message.',
      why: 'To discuss a partnership with you and confirm we received your registration.',
      kept: 'Up to 24 months after the edition it concerns, then deleted.',
    },
    {
      form: 'Exhibition registration',
      collects:
        'Your name, company, email address, phone number, optional alternatives, industry, website, services and comments.',
      why: 'To allocate exhibition space, contact you about it and confirm your registration.',
      kept: 'Up to 24 months after the edition it concerns, then deleted.',
    },
    {
      form: 'Attendee registration',
      collects: 'Your name, email address, company and the ticket issued to you.',
      why: 'To issue your ticket, check it at the gate and send it to you by email.',
      kept: 'Up to 12 months after the event, then deleted.',
    },
    {
      form: 'Newsletter',
      collects: 'Your email address.',
      why: 'To send you our news and programme updates.',
      kept: 'Until you ask us to remove it.',
    },
  ],
  sections: [
    {
      heading: 'Visa invitation letters',
      paragraphs: [
        'If you ask for a visa invitation letter from your ticket, we collect your full name as in your passport, your passport number, nationality, date of birth and passport expiry date, the Nigerian embassy or consulate where you will apply, your travel dates and, if you give them, your organisation and role. We use them only to write and sign your letter.',
        'Passport data is sensitive: only signed-in organisers see it, it never appears in our other exports or in our logs, and the embassy or consulate that checks your letter at /letters/verify sees only your name, nationality, the last 4 characters of your passport number and the event dates.',
        'Your passport number, date of birth and passport expiry date are erased automatically 30 days after the event ends. An erasure of your data deletes your letter requests at once; a letter already issued then keeps only its number and shows as withdrawn. A certificate of attendance carries your name and the event only.',
      ],
    },
    {
      heading: 'Who receives your data',
      paragraphs: [
        `The ${site.name} organising team. Submissions may be passed to the organisers’ own registration system, and confirmation emails are sent through our email provider on our behalf. We do not sell your data or share it for advertising.`,
        'Data is kept on servers operated for the organisers and is only readable by signed-in organisers, whose access is logged.',
      ],
    },
    {
      heading: 'Legal basis',
      paragraphs: [
        'Your consent when you send a form, and our legitimate interest in running the event you asked about or registered for.',
      ],
    },
    {
      heading: 'Access, correction and erasure',
      paragraphs: [
        `You may ask to see the data we hold about you, to correct it, or to have it erased. Write to ${site.contact.email} from the address you used, or call ${site.contact.phone}. We answer within 30 days.`,
        'An erasure removes every form you sent with that address, your newsletter subscription, any attendee registration and the emails we sent you. We keep only a record that an erasure took place and when, without your data.',
        'You may also complain to the Nigeria Data Protection Commission.',
      ],
    },
  ],
});
