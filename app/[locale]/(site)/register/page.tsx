import type { Metadata } from 'next';
import { connection } from 'next/server';
import { RegisteredForm } from '@/components/forms/registered-form';
import { ButtonLink } from '@/components/ui/button-link';
import { IntentLink } from '@/components/ui/intent-link';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { serverEnv } from '@/lib/env';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { localePath } from '@/lib/routes';
import { seatFigures } from '@/lib/attendees/seats';
import { appDb } from '@/lib/runtime';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteClock } from '@/lib/phase';
import { reviewArticle, todaysProgrammeHref } from '@/components/home/phase-links';
import { programmeDaysIn } from '@/lib/programme';

type Props = { params: Promise<{ locale: string }> };

/** REGISTRATION_OPEN is read when the page is requested, so opening registration needs no rebuild. */
async function registrationOpen(): Promise<boolean> {
  await connection();
  return serverEnv().REGISTRATION_OPEN;
}

/**
 * Whether the capacity (REGISTRATION_CAPACITY) is reached: the form then joins the waiting list.
 * If the database cannot say, the usual form is shown: its answer says what happened.
 */
async function registrationFull(): Promise<boolean> {
  const capacity = serverEnv().REGISTRATION_CAPACITY;
  if (capacity === undefined) return false;
  try {
    return (await seatFigures(await appDb(), capacity)).full;
  } catch (error) {
    console.error('[register] the seats could not be counted:', error instanceof Error ? error.message : error);
    return false;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).register;
  const { edition } = localizedContent(locale);
  const { phase, nextYear } = await siteClock();
  if (phase === 'after') {
    const description = fill(t.over.description, {
      title: edition.title,
      dates: edition.datesInWords,
      next: nextYear,
    });
    return pageMetadata({ locale, title: fill(t.over.title, { year: edition.year }), description, path: '/register' });
  }
  const open = await registrationOpen();
  const description = fill(open ? t.descriptionOpen : t.descriptionClosed, { title: edition.title });
  if (phase === 'during' && !open) {
    const title = fill(t.during.title, { shortTitle: edition.shortTitle });
    return pageMetadata({ locale, title, description, path: '/register' });
  }
  return pageMetadata({ locale, title: fill(t.title, { year: edition.year }), description, path: '/register' });
}

/** Registered already, open or closed: the way to get one's ticket mailed again. */
function LostTicketLink({ locale }: { locale: Locale }) {
  return (
    <p className="mt-8 text-lg">
      <IntentLink
        href={localePath(locale, '/register/lost-ticket')}
        className="font-semibold text-brand underline underline-offset-4"
      >
        {localizedContent(locale).attendeeHelp.lostTicketTexts.link}
      </IntentLink>
    </p>
  );
}

/** A notice where the form would be (closed, or the edition over): its words, then two buttons. */
function Notice({
  locale,
  heading,
  line,
  seeYou,
  more,
  buttons,
}: {
  locale: Locale;
  heading: string;
  line: string;
  seeYou: string;
  more: React.ReactNode;
  buttons: [href: string, label: string][];
}) {
  return (
    <section className="container-page max-w-3xl py-16">
      <div role="status" className="rounded-2xl border-l-8 border-brand bg-sand p-8 shadow-sm sm:p-10">
        <h2 className="text-3xl font-extrabold tracking-tight">{heading}</h2>
        <p className="mt-4 text-lg">{line}</p>
        <p className="mt-2 text-2xl font-bold text-brand">{seeYou}</p>
        {more ? <p className="mt-4 text-lg text-muted">{more}</p> : null}
        <div className="mt-8 flex flex-wrap gap-3">
          {buttons.map(([href, label], index) => (
            <ButtonLink key={href} href={href} variant={index === 0 ? 'primary' : 'outline-dark'}>
              {label}
            </ButtonLink>
          ))}
        </div>
      </div>
      <LostTicketLink locale={locale} />
    </section>
  );
}

/** After the edition, whatever REGISTRATION_OPEN says: the edition is over, and what is left to do. */
function EditionOver({ locale, nextYear }: { locale: Locale; nextYear: number }) {
  const t = messages(locale).register;
  const { edition } = localizedContent(locale);
  return (
    <>
      <PageBanner
        title={fill(t.over.title, { year: edition.year })}
        lead={fill(t.over.lead, { dates: edition.datesWithYear })}
      />
      <Notice
        locale={locale}
        heading={t.over.heading}
        line={fill(t.over.line, { title: edition.title, dates: edition.datesInWords })}
        seeYou={fill(t.over.seeYou, { year: nextYear })}
        more={t.over.certificate}
        buttons={[
          [localePath(locale, reviewArticle.url), t.over.review],
          [localePath(locale, '/contact'), t.contact],
        ]}
      />
    </>
  );
}

/** During the edition, with registration closed: it is on now, and where to go instead. */
function EditionRunning({ locale, day }: { locale: Locale; day: number }) {
  const t = messages(locale).register;
  const { edition, site } = localizedContent(locale);
  return (
    <>
      <PageBanner
        title={fill(t.during.title, { shortTitle: edition.shortTitle })}
        lead={fill(t.during.lead, {
          day,
          days: programmeDaysIn(locale).length,
          venue: site.venue.name,
          place: site.venue.locality,
        })}
      />
      <Notice
        locale={locale}
        heading={t.closedTitle}
        line={fill(t.during.line, { year: edition.year })}
        seeYou={t.during.seeYou}
        more={null}
        buttons={[
          [todaysProgrammeHref(locale, day), t.during.schedule],
          [localePath(locale, '/contact'), t.during.venue],
        ]}
      />
    </>
  );
}

/**
 * While REGISTRATION_OPEN is false (the default), the Registration Closed notice; while it is true,
 * the registration form (docs/product.md, "Pinned texts", holds both pages' words). After the
 * edition, that it is over.
 */
export default async function RegisterPage({ params }: Props) {
  const locale = await localeParam(params);
  const clock = await siteClock();
  if (clock.phase === 'after') return <EditionOver locale={locale} nextYear={clock.nextYear} />;
  const t = messages(locale).register;
  const { edition, site, registration } = localizedContent(locale);
  const { registrationTexts } = registration;
  const open = await registrationOpen();
  if (clock.phase === 'during' && !open) return <EditionRunning locale={locale} day={clock.day ?? 1} />;
  // Only while open and under a capacity: one count of the seats, read per request like the flag.
  const full = open && (await registrationFull());
  return (
    <>
      <PageBanner title={fill(t.title, { year: edition.year })} lead={t.lead} />
      {open ? (
        <section aria-labelledby="register-form-title" className="container-page max-w-3xl py-16">
          <h2 id="register-form-title" className="text-3xl font-extrabold tracking-tight">
            {full ? registrationTexts.fullTitle : registrationTexts.formTitle}
          </h2>
          <p className="mt-3 text-lg text-muted">{full ? registrationTexts.fullIntro : registrationTexts.formIntro}</p>
          <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-10">
            <RegisteredForm
              kind="registration"
              submitLabel={full ? registrationTexts.waitlistSubmit : undefined}
              locale={locale}
            />
          </div>
          <LostTicketLink locale={locale} />
        </section>
      ) : (
        <Notice
          locale={locale}
          heading={t.closedTitle}
          line={fill(t.closedLine, { year: edition.year })}
          seeYou={t.seeYou}
          more={
            <>
              {t.future}{' '}
              <a
                className="break-words font-semibold text-brand underline underline-offset-4 [overflow-wrap:anywhere]"
                href={`mailto:${site.contact.email}`}
              >
                {site.contact.email}
              </a>
              .
            </>
          }
          buttons={[
            [localePath(locale, '/contact'), t.contact],
            [localePath(locale, '/news'), t.news],
          ]}
        />
      )}
    </>
  );
}
