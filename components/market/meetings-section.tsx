import 'server-only';
import Link from 'next/link';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import type { Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import type { Participant } from '@/lib/authz/participant';
import { fill } from '@/lib/i18n';
import { MAX_REASON_LENGTH, meetingsOverview, type PersonCard } from '@/lib/market/meetings';
import {
  acceptMeetingRequest,
  blockParticipant,
  cancelBookedMeeting,
  cancelMeetingRequest,
  declineMeetingRequest,
  reportNoShow,
  reportParticipant,
} from '@/lib/handlers/market-meetings';
import { RETURN_COOKIE, RETURN_ROUTE } from '@/lib/market/meetings-return';
import { meetingDeps } from '@/lib/handlers/market-meetings-deps';
import { slotLabel } from '@/lib/market/meetings-time';
import { localePath } from '@/lib/routes';
import { MeetingsNotice } from './meetings-notice';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6';
const primary = 'min-h-11 rounded-full bg-ink px-5 py-2 font-semibold text-white';
const secondary = 'min-h-11 rounded-full bg-white px-5 py-2 font-semibold text-ink ring-1 ring-ink/30';
const input = 'w-full rounded-lg border border-ink/30 p-2 text-base';

/** A person's name, linked to their profile when it is published. */
function PersonName({ person, locale }: { person: PersonCard; locale: Locale }) {
  const name = person.organisation ? `${person.name}, ${person.organisation}` : person.name;
  if (!person.slug) return <>{name}</>;
  return (
    <Link href={localePath(locale, `/market/${person.slug}`)} className="underline">
      {name}
    </Link>
  );
}

/**
 * The meetings part of /market/me: requests received (accept a time, decline, block, report),
 * requests sent (cancel), booked meetings (cancel, "did not show"), and the links to the
 * availability and "My meetings" pages. Every control is a plain form.
 */
export async function MeetingsSection({ locale, participant }: { locale: Locale; participant: Participant }) {
  // Back from signing in to the request page the visitor had opened.
  if ((await cookies()).get(RETURN_COOKIE)) redirect(RETURN_ROUTE);
  const texts = localizedContent(locale).market.meetings;
  const words = texts.section;
  const { db, now } = await meetingDeps();
  const { received, sent, meetings } = await meetingsOverview(db, participant.id, now);
  const hidden = <input type="hidden" name="locale" value={locale} />;

  return (
    <section id="meetings" aria-labelledby="meetings-title" className="container-page max-w-2xl scroll-mt-24 pb-16">
      <h2 id="meetings-title" className="text-3xl font-bold">
        {words.title}
      </h2>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <Link href={localePath(locale, '/market/me/meetings')} className="font-semibold underline">
          {words.myMeetings}
        </Link>
        <Link href={localePath(locale, '/market/me/availability')} className="font-semibold underline">
          {words.availability}
        </Link>
      </p>
      <div className="mt-6">
        <Suspense>
          <MeetingsNotice locale={locale} words={texts} />
        </Suspense>
      </div>

      <h3 className="mt-8 text-2xl font-bold">{words.received}</h3>
      {received.length === 0 ? <p className="mt-3">{words.receivedEmpty}</p> : null}
      <ul className="mt-4 space-y-4">
        {received.map((request) => {
          const free = request.slots.filter((slot) => slot.free);
          return (
            <li key={request.id} className={card}>
              <p className="font-semibold">
                {words.from} <PersonName person={request.from} locale={locale} />
              </p>
              {request.message ? (
                <blockquote className="mt-3 border-l-4 border-plum/40 pl-4 whitespace-pre-line">
                  {request.message}
                </blockquote>
              ) : null}
              {free.length === 0 ? (
                <p className="mt-4">{words.noFreeTime}</p>
              ) : (
                <form action={acceptMeetingRequest} className="mt-4">
                  {hidden}
                  <input type="hidden" name="request" value={request.id} />
                  <fieldset>
                    <legend className="mb-2 font-semibold">
                      {words.chooseTime} ({texts.lagosTime})
                    </legend>
                    <div className="space-y-2">
                      {free.map((slot, index) => (
                        <label key={slot.start} className="flex min-h-11 items-center gap-3">
                          <input
                            type="radio"
                            name="slot"
                            value={slot.start}
                            defaultChecked={index === 0}
                            className="size-5 accent-plum"
                          />
                          {slotLabel(locale, slot.start)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <button type="submit" className={`${primary} mt-3`}>
                    {words.accept}
                  </button>
                </form>
              )}
              <form action={declineMeetingRequest} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
                {hidden}
                <input type="hidden" name="request" value={request.id} />
                <label className="grow">
                  <span className="mb-1 block text-sm font-semibold">{words.reason}</span>
                  <input name="reason" maxLength={MAX_REASON_LENGTH} className={input} />
                </label>
                <button type="submit" className={secondary}>
                  {words.decline}
                </button>
              </form>
              <details className="mt-4">
                <summary className="min-h-11 cursor-pointer py-2 font-semibold">{words.more}</summary>
                <p className="mt-2 text-sm text-ink/80">{words.blockNote}</p>
                <ActionButton action={blockParticipant} locale={locale} field={['person', request.from.id]}>
                  {fill(words.block, { name: request.from.name })}
                </ActionButton>
                <form action={reportParticipant} className="mt-4">
                  {hidden}
                  <input type="hidden" name="person" value={request.from.id} />
                  <label className="block">
                    <span className="mb-1 block text-sm font-semibold">{words.reportReason}</span>
                    <textarea name="reason" required rows={3} maxLength={MAX_REASON_LENGTH} className={input} />
                  </label>
                  <button type="submit" className={`${secondary} mt-2`}>
                    {words.report}
                  </button>
                </form>
              </details>
            </li>
          );
        })}
      </ul>

      <h3 className="mt-10 text-2xl font-bold">{words.sent}</h3>
      {sent.length === 0 ? <p className="mt-3">{words.sentEmpty}</p> : null}
      <ul className="mt-4 space-y-4">
        {sent.map((request) => (
          <li key={request.id} className={card}>
            <p className="font-semibold">
              {words.to} <PersonName person={request.to} locale={locale} />
            </p>
            <p className="mt-2 text-sm font-semibold">
              {words.proposed} ({texts.lagosTime})
            </p>
            <ul className="mt-1 list-disc pl-6">
              {request.slots.map((slot) => (
                <li key={slot}>{slotLabel(locale, slot)}</li>
              ))}
            </ul>
            <ActionButton action={cancelMeetingRequest} locale={locale} field={['request', request.id]}>
              {words.cancelRequest}
            </ActionButton>
          </li>
        ))}
      </ul>

      <h3 className="mt-10 text-2xl font-bold">{words.upcoming}</h3>
      {meetings.length === 0 ? <p className="mt-3">{words.upcomingEmpty}</p> : null}
      <ul className="mt-4 space-y-4">
        {meetings.map((meeting) => (
          <li key={meeting.id} className={card}>
            <p className="text-lg font-semibold">
              {fill(words.at, { time: slotLabel(locale, meeting.slot), table: meeting.tableName })}
            </p>
            <p className="mt-1">
              <PersonName person={meeting.other} locale={locale} />
            </p>
            <MeetingContact person={meeting.other} words={words} />
            {meeting.slot > now ? (
              <ActionButton action={cancelBookedMeeting} locale={locale} field={['meeting', meeting.id]}>
                {words.cancelMeeting}
              </ActionButton>
            ) : meeting.reportedNoShow ? (
              <p className="mt-4 text-sm">{words.noShowNoted}</p>
            ) : (
              <ActionButton action={reportNoShow} locale={locale} field={['meeting', meeting.id]}>
                {words.noShow}
              </ActionButton>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A form of one button that posts one id (and the language) to a meetings action. */
function ActionButton({
  action,
  locale,
  field: [name, value],
  children,
}: {
  action: (form: FormData) => Promise<void>;
  locale: Locale;
  field: [string, string];
  children: React.ReactNode;
}) {
  return (
    <form action={action} className="mt-4">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name={name} value={value} />
      <button type="submit" className={secondary}>
        {children}
      </button>
    </form>
  );
}

/** What the other person chose to share with the people they meet: their address, their phone. */
export function MeetingContact({ person, words }: { person: PersonCard; words: { email: string; phone: string } }) {
  if (!person.shareEmail && !person.phone) return null;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {person.shareEmail ? (
        <>
          <dt className="font-semibold">{words.email}</dt>
          <dd>
            <a href={`mailto:${person.email}`} className="underline">
              {person.email}
            </a>
          </dd>
        </>
      ) : null}
      {person.phone ? (
        <>
          <dt className="font-semibold">{words.phone}</dt>
          <dd>
            <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`} className="underline">
              {person.phone}
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
