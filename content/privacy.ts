import { defineContent } from './schemas/define';
import { privacySchema } from './schemas/privacy';
import { formPages } from './form-pages';
import { site } from './site';

/**
 * The privacy notice under the Nigeria Data Protection Act 2023: what each form collects, why,
 * how long it is kept (each form's line in content/form-pages.ts), who receives it, and how to
 * ask for access or erasure.
 */
export const privacy = defineContent('content/privacy.ts', privacySchema, {
  title: 'Privacy notice',
  updated: '2026-11-29',
  intro: [
    `${site.name} ("we") collects personal data only through the forms on this site. This notice says what each form collects, why, how long we keep it, who receives it and how you can see, correct or erase it, as the Nigeria Data Protection Act 2023 requires.`,
    'The site sets no advertising or analytics cookies. When you choose a language with the language switch, or follow or dismiss the offer of a page in your browser’s language, the page stores a cookie named NEXT_LOCALE in your browser for one year. It holds only that language’s code ("en" or "fr") and only keeps the offer from appearing again: no page is chosen or redirected by it. The site’s only other cookies are sign-in sessions: the organisers’ own area, which visitors never receive, and the market’s, which a participant receives when they sign in with a mailed link and which lasts 30 days or until they sign out.',
  ],
  forms: Object.values(formPages).map((form) => form.privacy),
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
      heading: 'The market',
      paragraphs: [
        'Taking part in the market is your choice. Attendees with a ticket, and exhibitors the organisers admitted, sign in with a link mailed to their registered address; the link works once, for 15 minutes. We keep your address, your language and when you last asked for a link.',
        'Your profile holds only what you write: your name, organisation, role, sectors, country, what you offer and what you are looking for, up to three links and a picture (re-encoded, its metadata removed). The organisers read it before it is published. It appears in the market directory only once they approve it, and search engines may list it only if you tick that they may.',
        'Your email address and phone number are never shown on your profile. Someone you have a meeting with, accepted by both of you, sees your email address only if you chose to share it, and your phone number only if you gave one for that.',
        'When you ask for a meeting, the other person sees your message and the times you proposed. We keep your availability, requests, meetings, the people you blocked and any report you made; the organisers see the meetings, the no-shows and the reports, to run the lounge.',
        'All of it is erased 90 days after the edition in which you last signed in, or at once when you ask for erasure.',
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
        'An erasure removes every form you sent with that address, your newsletter subscription, any attendee registration, everything the market holds about you and the emails we sent you. We keep only a record that an erasure took place and when, without your data.',
        'You may also complain to the Nigeria Data Protection Commission.',
      ],
    },
  ],
});
