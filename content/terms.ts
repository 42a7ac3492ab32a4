import { defineContent } from './schemas/define';
import { termsSchema } from './schemas/terms';
import { site } from './site';

/**
 * The terms of use of the site and of the event it registers people for: registration, personal
 * tickets, conduct, photography and filming, intellectual property, liability, changes, contact
 * and governing law. Sample wording for the organisers' lawyers to review before publication.
 */
export const terms = defineContent('content/terms.ts', termsSchema, {
  title: 'Terms of use',
  updated: '2026-11-29',
  intro: [
    `These terms apply to this website and to ${site.name} (“the event”), organised by the ${site.organiser.name} (“we”, “us”). By using the site, sending one of its forms or attending the event, you accept them. Please read them with our privacy notice, which says what we do with the data you give us.`,
  ],
  sections: [
    {
      heading: 'Registration',
      paragraphs: [
        'You register for yourself, with your own name and a working email address, through the registration form on this site. Registration is confirmed only when you receive your ticket by email; before that, a place is not guaranteed.',
        'Places are limited. We may close registration when the venue is full, offer a released place to someone on the waiting list, and refuse or cancel a registration made with false details, made automatically, or in breach of these terms.',
        'You can cancel your own registration at any time from the link in your ticket email, so that your place can go to someone else.',
      ],
    },
    {
      heading: 'Tickets are personal',
      paragraphs: [
        'A ticket carries the name of the person who registered and admits that person only. It may not be sold, transferred or shared. Keep its link to yourself: anyone holding it can show your QR code.',
        'Gate staff may ask for a photo ID that matches the name on the ticket, and may refuse entry to anyone who cannot show a valid ticket, whose ticket has been cancelled, or who uses a copy of someone else’s.',
        'Partner events held elsewhere in the city during the event may have their own registration and conditions, set by their organisers.',
      ],
    },
    {
      heading: 'Conduct at the event',
      paragraphs: [
        'We want the event to be welcoming and safe for everyone. Harassment, discrimination, intimidation, violence and disruptive behaviour are not tolerated, in person or online, towards attendees, speakers, exhibitors, volunteers or staff.',
        'Follow the instructions of staff and security, the venue’s own rules and the law. We may remove anyone who breaches this code, without refund of any cost they incurred, and report offences to the authorities. Tell any member of staff, or write to us, if you see or experience a problem.',
      ],
    },
    {
      heading: 'Photography and filming',
      paragraphs: [
        'The event is photographed, filmed and streamed by us and by accredited media. By attending, you accept that you may appear in these pictures and recordings, and that we may use them to report on the event and to promote its future editions, on this site, on social media and in print, without payment.',
        'If you would rather not be photographed, tell a photographer or the registration desk; we will try to avoid you, and will remove an image of you from our own channels if you ask us. You may take pictures for your own use, but not record sessions in full or use recordings commercially without our written permission and the speakers’.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The ${site.name} name and logo, this site’s text, design, photographs and videos belong to us or to those who licensed them to us. You may share links and quote short extracts with credit; any other use needs our written permission.`,
        'Speakers, exhibitors and partners keep the rights in their own work, talks, products and trademarks. A pitch or project shown at the event remains its owner’s; showing it does not grant us or other attendees any right to use it.',
      ],
    },
    {
      heading: 'Using this site',
      paragraphs: [
        'Use the site and its forms only for their purpose: do not send false, abusive or unlawful content, try to reach the organisers’ area, disrupt the service, or collect other people’s data from it. We may block requests that do.',
        'We try to keep the schedule, speakers and other information accurate, but they can change before and during the event. Links to other sites are given for convenience; we are not responsible for their content.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'You attend at your own risk and are responsible for your belongings. To the extent the law allows, we are not liable for indirect loss, for travel or accommodation costs, or for loss caused by events beyond our reasonable control, such as extreme weather, strikes, public-health measures or decisions of the authorities.',
        'If the event has to be changed, moved, postponed or cancelled, we will tell registered attendees by email and on this site as soon as we can. Nothing in these terms limits liability that cannot be limited by law, such as for death or personal injury caused by negligence.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms, for example for a new edition of the event. The date at the top of this page says when they last changed; the version published when you register applies to your registration.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`For any question about these terms, write to ${site.contact.email} or call ${site.contact.phone}.`],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Federal Republic of Nigeria. Any dispute that cannot be settled amicably will be brought before the courts of Lagos State.',
      ],
    },
  ],
});
