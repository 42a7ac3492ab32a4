import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { Suspense } from 'react';
import { MeetingsNotice } from '@/components/market/meetings-notice';
import { MeetingsSlotGrid } from '@/components/market/meetings-slot-grid';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { currentParticipant } from '@/lib/authz/participant';
import { fill } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { freeSlotsForBoth, MAX_MESSAGE_LENGTH, peopleCards, publishedPersonBySlug } from '@/lib/market/meetings';
import { sendMeetingRequest } from '@/lib/handlers/market-meetings';
import { RETURN_ROUTE } from '@/lib/market/meetings-return';
import { meetingDeps } from '@/lib/handlers/market-meetings-deps';
import { DEFAULT_MEETING_SETTINGS, meetingSettings } from '@/lib/market/slots';
import { localePath } from '@/lib/routes';

type Props = {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<{ done?: string; message?: string; slots?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return {
    title: localizedContent(locale).market.meetings.section.title,
    robots: { index: false, follow: false },
  };
}

/**
 * "Request a meeting": the times both people are free, up to three chosen, and a message. Signed
 * out, the visitor signs in first and comes back here (lib/market/meetings-return.ts).
 */
export default async function MeetingRequestPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const { slug } = await params;
  const query = await searchParams;
  const texts = localizedContent(locale).market.meetings;
  const path = localePath(locale, `/market/${slug}/request`);
  const participant = await currentParticipant();
  if (!participant) redirect(`${RETURN_ROUTE}?to=${encodeURIComponent(path)}`);
  const { db, now } = await meetingDeps();
  const recipientId = await publishedPersonBySlug(db, slug);
  if (!recipientId) notFound();
  const recipient = (await peopleCards(db, [recipientId])).get(recipientId)!;
  const settings = await meetingSettings(db);
  const free =
    settings && recipientId !== participant.id
      ? await freeSlotsForBoth(db, settings, [participant.id, recipientId], now)
      : [];
  const kept = new Set((query.slots ?? '').split(',').map(Number));
  const name = recipient.name;
  const sender = (await peopleCards(db, [participant.id])).get(participant.id);
  const refusal = !settings
    ? texts.problems['not-set-up']
    : recipientId === participant.id
      ? texts.problems.self
      : !sender?.slug
        ? texts.problems['no-profile']
        : free.length === 0
          ? fill(texts.request.noSlots, { name })
          : null;

  return (
    <>
      <PageBanner
        title={fill(texts.request.title, { name })}
        lead={fill(texts.request.lead, { minutes: settings?.slotMinutes ?? DEFAULT_MEETING_SETTINGS.slotMinutes })}
        back={{ href: localePath(locale, '/market/me'), label: texts.request.backToMe }}
      />
      <section className="container-page max-w-3xl py-12 sm:py-16">
        <Suspense>
          <MeetingsNotice locale={locale} words={texts} />
        </Suspense>
        {query.done === 'sent' ? (
          <p role="status" className="rounded-xl bg-emerald-50 p-4 text-base text-ink ring-1 ring-emerald-300">
            {fill(texts.request.sent, { name })}
          </p>
        ) : refusal ? (
          <p role="alert" className="rounded-xl bg-amber-50 p-4 text-base text-ink ring-1 ring-amber-300">
            {refusal}
            {refusal === texts.problems['no-profile'] ? (
              <>
                {' '}
                <a href={localePath(locale, '/market/me/profile')} className="font-semibold underline">
                  {texts.request.writeProfile}
                </a>
              </>
            ) : null}
          </p>
        ) : (
          <form
            action={sendMeetingRequest}
            className="space-y-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-10"
            aria-label={fill(texts.request.title, { name })}
          >
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="slug" value={slug} />
            <p className="text-lg">
              {fill(texts.request.choose, { name })} <span className="text-ink/70">({texts.lagosTime})</span>
            </p>
            <fieldset>
              <legend className="mb-4 text-xl font-bold">{texts.request.slotsLegend}</legend>
              <MeetingsSlotGrid
                locale={locale}
                legend="{day}"
                slots={free.map((start) => ({ start, checked: kept.has(start) }))}
              />
            </fieldset>
            <div>
              <label htmlFor="meeting-message" className="mb-2 block font-semibold">
                {texts.request.message}
              </label>
              <textarea
                id="meeting-message"
                name="message"
                rows={5}
                maxLength={MAX_MESSAGE_LENGTH}
                defaultValue={query.message ?? ''}
                aria-describedby="meeting-message-hint"
                className="w-full rounded-lg border border-ink/30 p-3 text-base"
              />
              <p id="meeting-message-hint" className="mt-1 text-sm text-ink/70">
                {texts.request.messageHint}
              </p>
            </div>
            <button type="submit" className="rounded-full bg-ink px-6 py-3 font-semibold text-white">
              {texts.request.submit}
            </button>
          </form>
        )}
        {query.done === 'sent' ? (
          <p className="mt-6">
            <Link href={localePath(locale, '/market/me')} className="font-semibold underline">
              {texts.request.backToMe}
            </Link>
          </p>
        ) : null}
      </section>
    </>
  );
}
