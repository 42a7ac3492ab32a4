import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { escapeHtml } from '@/lib/text';
import {
  attendeeMail,
  cancellationMail,
  exhibitionMail as exhibitionMailAt,
  formMail,
  letterApprovedMail,
  letterRejectedMail,
  seatOfferMail,
  waitlistMail,
} from './templates';

type Person = { emailAddress: string; locale: Locale };

/** A form's confirmation, with its words of content/form-pages.ts. */
function confirmation(kind: string, name: string, person: Person) {
  const words = localizedContent(person.locale).formPages[kind]?.mail;
  if (!words) throw new Error(`no mail words for ${kind}`);
  return formMail({ kind, name, emailAddress: person.emailAddress, locale: person.locale, words });
}
const contactMail = (person: Person & { firstName: string }) => confirmation('contact', person.firstName, person);
const partnerMail = (person: Person & { fullName: string }) => confirmation('partner', person.fullName, person);
const exhibitionMail = (person: Person & { firstName: string }) => confirmation('exhibition', person.firstName, person);

const hostile = `<script>alert("x")</script> & 'quotes'`;

describe('confirmation mail templates', () => {
  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it.each([
    ['contact', contactMail({ firstName: hostile, emailAddress: 'a@example.com', locale: 'en' })],
    ['partner', partnerMail({ fullName: hostile, emailAddress: 'a@example.com', locale: 'en' })],
    ['exhibition', exhibitionMail({ firstName: hostile, emailAddress: 'a@example.com', locale: 'en' })],
    [
      'attendee',
      attendeeMail({
        firstName: hostile,
        emailAddress: 'a@example.com',
        ticketUrl: 'https://x.test/ticket/qr-download?data=a"b',
        cancelUrl: 'https://x.test/ticket/cancel?token=t',
        visaLetterUrl: 'https://x.test/ticket/visa-letter?data=e30',
        locale: 'en',
      }),
    ],
    ['waitlist', waitlistMail({ firstName: hostile, emailAddress: 'a@example.com', locale: 'en' })],
    [
      'seat-offer',
      seatOfferMail({
        firstName: hostile,
        emailAddress: 'a@example.com',
        claimUrl: 'https://x.test/register/claim?token=a"b',
        expiresAt: 0,
        locale: 'en',
      }),
    ],
  ])('%s mail: escaped name in HTML, raw name in the text alternative', (kind, mail) => {
    expect(mail.kind).toBe(kind);
    expect(mail.recipient).toBe('a@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;,');
    expect(mail.text).toContain(`Dear ${hostile},`);
    expect(mail.text).not.toMatch(/<(p|a|table|br)[ >]/);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('The Africa Creative Market team');
  });

  it.each([
    [
      'contact',
      contactMail({ firstName: 'Ada', emailAddress: 'a@example.com', locale: 'en' }),
      'We have received your inquiry',
    ],
    [
      'partner',
      partnerMail({ fullName: 'Ada Obi', emailAddress: 'a@example.com', locale: 'en' }),
      'We have received your partnership inquiry',
    ],
    [
      'exhibition',
      exhibitionMail({ firstName: 'Ada', emailAddress: 'a@example.com', locale: 'en' }),
      'Thank you for registering to exhibit at Africa Creative Market 2025',
    ],
  ])('%s mail promises a reply within 48 hours', (_kind, mail, subject) => {
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain('within 48 hours');
    expect(mail.html).toContain('within 48 hours');
  });

  it('the partner mail greets by full name', () => {
    expect(partnerMail({ fullName: 'Ada Obi', emailAddress: 'a@example.com', locale: 'en' }).text).toContain(
      'Dear Ada Obi,',
    );
  });

  it('the attendee mail thanks for registering and links to the ticket page', () => {
    const url = 'https://africacreativemarket.com/ticket/qr-download?data=eyJ0aWNrZXRJZCI6IkFDTSJ9%3D';
    const mail = attendeeMail({
      firstName: 'Ada',
      emailAddress: 'a@example.com',
      ticketUrl: url,
      cancelUrl: 'https://x.test/ticket/cancel?token=t',
      visaLetterUrl: 'https://x.test/ticket/visa-letter?data=e30',
      locale: 'en',
    });
    expect(mail.subject).toBe('Thank you for registering for Africa Creative Market 2025');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('present the QR code at the event entrance');
  });

  it('the attendee mail carries the link that cancels the registration, after the ticket', () => {
    const cancelUrl = 'https://africacreativemarket.com/ticket/cancel?token=eyJwIjoiY2FuY2VsIn0.c2ln';
    const mail = attendeeMail({
      firstName: 'Ada',
      emailAddress: 'a@example.com',
      ticketUrl: 'https://x.test/ticket/qr-download?data=e30',
      cancelUrl,
      visaLetterUrl: 'https://x.test/ticket/visa-letter?data=e30',
      locale: 'en',
    });
    expect(mail.html).toContain(
      `<a href="${cancelUrl}" style="color:#b8360f">Can&#39;t come? Cancel your registration</a>`,
    );
    expect(mail.html.indexOf(cancelUrl)).toBeGreaterThan(mail.html.indexOf('View your ticket'));
    expect(mail.text).toContain(`Can't come? Cancel your registration:\n${cancelUrl}`);
  });

  it('the attendee mail links to the visa letter request, after the ticket and before the cancel link', () => {
    const visaLetterUrl = 'https://africacreativemarket.com/ticket/visa-letter?data=eyJ0aWNrZXRJZCI6IkFDTSJ9%3D';
    const mail = attendeeMail({
      firstName: 'Ada',
      emailAddress: 'a@example.com',
      ticketUrl: 'https://x.test/ticket/qr-download?data=e30',
      cancelUrl: 'https://x.test/ticket/cancel?token=t',
      visaLetterUrl,
      locale: 'en',
    });
    expect(mail.html).toContain(
      `<a href="${visaLetterUrl}" style="color:#b8360f">Need a visa? Request a visa invitation letter</a>`,
    );
    expect(mail.html.indexOf(visaLetterUrl)).toBeGreaterThan(mail.html.indexOf('View your ticket'));
    expect(mail.html.indexOf(visaLetterUrl)).toBeLessThan(mail.html.indexOf('Cancel your registration'));
    expect(mail.text).toContain(`Need a visa? Request a visa invitation letter:\n${visaLetterUrl}`);
  });

  it('escapes a hostile ticket link inside the href attribute', () => {
    const mail = attendeeMail({
      firstName: 'A',
      emailAddress: 'a@example.com',
      ticketUrl: 'https://x.test/?data="><img src=x onerror=alert(1)>',
      cancelUrl: 'https://x.test/ticket/cancel?token="><b>',
      visaLetterUrl: 'https://x.test/ticket/visa-letter?data=e30',
      locale: 'en',
    });
    expect(mail.html).not.toContain('"><img');
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('"><b>');
  });

  it('the waiting-list mail carries no ticket; the offer mail its claim link and the hour it ends, in Lagos time', () => {
    const waiting = waitlistMail({ firstName: 'Ada', emailAddress: 'a@example.com', locale: 'en' });
    expect(waiting.subject).toBe('You are on the waiting list for Africa Creative Market 2025');
    expect(waiting.html).not.toContain('qr-download');
    // 2025-09-01 08:30 UTC is 09:30 in Lagos (UTC+1).
    const offer = seatOfferMail({
      firstName: 'Ada',
      emailAddress: 'a@example.com',
      claimUrl: 'https://x.test/register/claim?token=t.s',
      expiresAt: Date.UTC(2025, 8, 1, 8, 30),
      locale: 'en',
    });
    expect(offer.subject).toBe('A seat at Africa Creative Market 2025 is yours to claim');
    expect(offer.html).toContain('href="https://x.test/register/claim?token=t.s"');
    expect(offer.text).toContain('https://x.test/register/claim?token=t.s');
    expect(offer.text).toContain('held for you until Monday, 1 September 2025 at 09:30 (Lagos time)');
  });

  it('keeps subjects on one line', () => {
    const mail = contactMail({ firstName: 'A\r\nBcc: evil@example.com', emailAddress: 'a@example.com', locale: 'en' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('the mails in French', () => {
  const NNBSP = '\u202f';
  const person = { firstName: 'Aïssatou', emailAddress: 'a@example.com', locale: 'fr' as const };
  const ticketLinks = {
    ticketUrl: 'https://x.test/fr/ticket/qr-download?data=e30',
    cancelUrl: 'https://x.test/fr/ticket/cancel?token=t',
    visaLetterUrl: 'https://x.test/ticket/visa-letter?data=e30',
  };
  // 2025-09-01 08:30 UTC is 09:30 in Lagos (UTC+1), a Monday.
  const expiresAt = Date.UTC(2025, 8, 1, 8, 30);
  const mails = [
    [
      'contact',
      contactMail(person),
      'Nous avons bien reçu votre message | Africa Creative Market',
      'Nous avons bien reçu votre message et nous vous répondrons sous 48 heures.',
    ],
    [
      'partner',
      partnerMail({ fullName: 'Aïssatou Diop', emailAddress: 'a@example.com', locale: 'fr' }),
      'Nous avons bien reçu votre demande de partenariat | Africa Creative Market',
      'notre équipe reviendra vers vous sous 48 heures',
    ],
    [
      'exhibition',
      exhibitionMail(person),
      'Merci de votre inscription comme exposant à Africa Creative Market 2025',
      'pour vous présenter les prochaines étapes',
    ],
    [
      'attendee',
      attendeeMail({ ...person, ...ticketLinks }),
      'Merci de votre inscription à Africa Creative Market 2025',
      'votre billet est prêt',
    ],
    [
      'waitlist',
      waitlistMail(person),
      'Vous êtes sur la liste d’attente de Africa Creative Market 2025',
      'votre nom figure sur la liste d’attente',
    ],
    [
      'seat-offer',
      seatOfferMail({ ...person, claimUrl: 'https://x.test/fr/register/claim?token=t.s', expiresAt }),
      'Une place à Africa Creative Market 2025 vous attend',
      'c’est votre tour',
    ],
    [
      'cancellation',
      cancellationMail(person),
      'Votre inscription à Africa Creative Market 2025 est annulée',
      'votre billet n’est plus valable',
    ],
    [
      'letter-approved',
      letterApprovedMail({
        holder: 'Aïssatou Diop',
        emailAddress: 'a@example.com',
        number: 'ACM-L-2025-0007',
        downloadUrl: 'https://x.test/letters/download?token=t',
        locale: 'fr',
      }),
      'Votre lettre d’invitation à Africa Creative Market 2025',
      'Votre lettre n°\u00a0ACM-L-2025-0007 est prête',
    ],
    [
      'letter-rejected',
      letterRejectedMail({
        holder: 'Aïssatou Diop',
        emailAddress: 'a@example.com',
        reason: 'Passport expires before the event.',
        locale: 'fr',
      }),
      'Votre demande de lettre d’invitation à Africa Creative Market 2025',
      `pour la raison suivante${NNBSP}:`,
    ],
  ] as const;

  it.each(mails)(
    '%s: French subject, body, greeting, signature and html lang; no English left',
    (kind, mail, subject, phrase) => {
      expect(mail.kind).toBe(kind);
      expect(mail.subject).toBe(subject);
      expect(mail.text.startsWith(subject.replace(/ \| Africa Creative Market$/, ''))).toBe(true);
      for (const body of [mail.text, mail.html.replace(/&#39;/g, "'")]) {
        expect(body).toContain(phrase);
        expect(body).toContain('Bien cordialement,');
        expect(body).toContain('L’équipe Africa Creative Market');
        expect(body).not.toMatch(/Dear |Warm regards|Thank you|The Africa Creative Market team|If the button/);
      }
      expect(mail.text).toContain(
        kind === 'partner'
          ? 'Bonjour Aïssatou Diop,'
          : kind.startsWith('letter')
            ? 'Bonjour Aïssatou Diop,'
            : 'Bonjour Aïssatou,',
      );
      expect(mail.html).toContain('<html lang="fr">');
    },
  );

  it('gives the edition’s dates in French, in words', () => {
    for (const mail of [contactMail(person), waitlistMail(person), attendeeMail({ ...person, ...ticketLinks })]) {
      expect(mail.text).toContain(
        'Africa Creative Market 2025 se tient du 16 au 19 septembre 2025 au Landmark Event Centre, à Lagos.',
      );
    }
  });

  it('the ticket mail: its button and links in French, the attendee’s pages under /fr, the visa letter page as it is', () => {
    const mail = attendeeMail({ ...person, ...ticketLinks });
    expect(mail.html).toContain(`href="${ticketLinks.ticketUrl}"`);
    expect(mail.html).toContain('>Voir mon billet</a>');
    expect(mail.html).toContain(`Si le bouton ne fonctionne pas, ouvrez ce lien${NNBSP}:`);
    expect(mail.html).toContain(
      `<a href="${ticketLinks.visaLetterUrl}" style="color:#b8360f">Besoin d’un visa${NNBSP}? Demandez une lettre d’invitation</a>`,
    );
    expect(mail.html).toContain(
      `<a href="${ticketLinks.cancelUrl}" style="color:#b8360f">Vous ne pourrez pas venir${NNBSP}? Annulez votre inscription</a>`,
    );
    expect(mail.text).toContain(`Votre billet${NNBSP}:\n\n${ticketLinks.ticketUrl}`);
    expect(mail.text).toContain(
      `Besoin d’un visa${NNBSP}? Demandez une lettre d’invitation${NNBSP}:\n${ticketLinks.visaLetterUrl}`,
    );
    expect(mail.text).toContain(
      `Vous ne pourrez pas venir${NNBSP}? Annulez votre inscription${NNBSP}:\n${ticketLinks.cancelUrl}`,
    );
  });

  it('the seat offer ends at a French date and hour, Lagos time', () => {
    const offer = seatOfferMail({ ...person, claimUrl: 'https://x.test/fr/register/claim?token=t.s', expiresAt });
    expect(offer.text).toContain(
      'Elle vous est réservée jusqu’au lundi 1er septembre 2025 à 9\u00a0h\u00a030 (heure de Lagos).',
    );
    expect(offer.text).toContain(`Confirmer ma place${NNBSP}:\n\nhttps://x.test/fr/register/claim?token=t.s`);
  });

  it('the rejection keeps the organisers’ reason as they typed it, braces and all', () => {
    const reason = 'Le passeport expire avant l’événement {sic} & <b>';
    const mail = letterRejectedMail({ holder: 'Aïssatou Diop', emailAddress: 'a@example.com', reason, locale: 'fr' });
    expect(mail.text).toContain(
      `pour la raison suivante${NNBSP}:\n\n${reason}\n\nVous pouvez envoyer une nouvelle demande`,
    );
    expect(mail.html).toContain(escapeHtml(reason));
  });

  it('the same person’s name in either language is escaped in HTML', () => {
    const mail = contactMail({ firstName: hostile, emailAddress: 'a@example.com', locale: 'fr' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Bonjour &lt;script&gt;');
  });
});

describe('the exhibition application’s confirmation, by the edition it is for', () => {
  const lagos = (local: string) => Date.parse(`${local}+01:00`);
  const send = (locale: Locale, at: number) =>
    exhibitionMailAt({
      name: 'Ada',
      emailAddress: 'ada@example.com',
      locale,
      words: localizedContent(locale).formPages.exhibition!.mail!,
      at,
    });

  it('names this edition, with its dates, until the day before it opens', () => {
    for (const [locale, title] of [
      ['en', 'Thank you for registering to exhibit at Africa Creative Market 2025'],
      ['fr', 'Merci de votre inscription comme exposant à Africa Creative Market 2025'],
    ] as const) {
      const mail = send(locale, lagos('2025-09-15T23:59:00'));
      expect(mail.subject).toBe(title);
      expect(mail.text).toContain('2025');
      expect(mail.text).not.toContain('2026');
    }
  });

  it('names the next edition, without dates, once this one has opened and after it', () => {
    for (const at of [lagos('2025-09-16T00:00:00'), lagos('2025-09-17T11:00:00'), lagos('2025-10-01T10:00:00')]) {
      const english = send('en', at);
      expect(english.subject).toBe('Your enquiry to exhibit at Africa Creative Market 2026');
      expect(english.text).toContain('when stands for the 2026 edition open');
      expect(english.html).toContain('font-weight:bold">Africa Creative Market 2026</td>');
      expect(`${english.text}${english.html}`).not.toContain('2025');
      const french = send('fr', at);
      expect(french.subject).toBe('Votre demande pour exposer à Africa Creative Market 2026');
      expect(french.text).toContain('les stands de l’édition 2026');
      expect(`${french.text}${french.html}`).not.toContain('2025');
    }
  });

  it('names the first edition not yet begun, a year and more later', () => {
    expect(send('en', Date.UTC(2026, 10, 29, 9)).subject).toBe(
      'Your enquiry to exhibit at Africa Creative Market 2027',
    );
    expect(send('fr', Date.UTC(2026, 10, 29, 9)).text).toContain('l’édition 2027');
  });
});
