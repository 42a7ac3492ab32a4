'use server';

import { redirect } from 'next/navigation';
import { isLocale, defaultLocale, type Locale } from '@/content/locales';
import { currentParticipant } from '@/lib/authz/participant';
import { localePath } from '@/lib/routes';
import {
  acceptRequest,
  block,
  cancelMeeting,
  cancelRequest,
  declineRequest,
  markAvailable,
  markNoShow,
  markUnavailable,
  report,
  requestMeeting,
  type MeetingDeps,
} from '@/lib/market/meetings';
import { meetingDeps } from './market-meetings-deps';
import { meetingSettings } from '@/lib/market/slots';

/**
 * The meetings' forms, posted as server actions: each works without JavaScript (the browser
 * posts the form, the action answers a redirect) and says what happened in the query of the page
 * it returns to (?done=… or ?problem=…), which the page's notice reads.
 */

function localeOf(form: FormData): Locale {
  const value = String(form.get('locale') ?? '');
  return isLocale(value) ? value : defaultLocale;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const instant = (value: FormDataEntryValue | null) => Number(String(value ?? ''));

/** The signed-in participant, or the sign-in page. */
async function signedIn(locale: Locale) {
  const participant = await currentParticipant();
  if (!participant) redirect(localePath(locale, '/market/sign-in'));
  return participant;
}

function back(locale: Locale, path: string, query: Record<string, string>, hash = ''): never {
  const search = new URLSearchParams(query).toString();
  redirect(`${localePath(locale, path)}${search ? `?${search}` : ''}${hash}`);
}

export async function sendMeetingRequest(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const slug = text(form, 'slug');
  const page = `/market/${encodeURIComponent(slug)}/request`;
  const participant = await signedIn(locale);
  const slots = form.getAll('slot').map(instant);
  const message = text(form, 'message');
  const deps = await meetingDeps();
  const answer = await requestMeeting(deps, participant.id, { slug }, slots, message);
  if (answer.ok) back(locale, page, { done: 'sent' });
  const settings = answer.problem === 'too-many-open' ? await meetingSettings(deps.db) : null;
  back(locale, page, {
    problem: answer.problem,
    ...(settings ? { max: String(settings.maxOpenRequests) } : {}),
    // Kept, so a refused request is not typed again (the form shows them back).
    ...(message ? { message } : {}),
    ...(slots.length ? { slots: slots.join(',') } : {}),
  });
}

const ME = '/market/me';
const SECTION = '#meetings';

export async function acceptMeetingRequest(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const participant = await signedIn(locale);
  const slot = form.get('slot');
  if (slot === null) back(locale, ME, { problem: 'no-choice' }, SECTION);
  const answer = await acceptRequest(await meetingDeps(), participant.id, text(form, 'request'), instant(slot));
  if (answer.ok) back(locale, ME, { done: 'accepted' }, SECTION);
  back(
    locale,
    ME,
    { problem: answer.problem, ...('remaining' in answer ? { left: answer.remaining.join(',') } : {}) },
    SECTION,
  );
}

/** A change from the meetings section: run it for the signed-in participant, then back to the section saying how it went. */
async function onSection(
  form: FormData,
  done: string,
  change: (deps: MeetingDeps, personId: string) => Promise<{ ok: true } | { ok: false; problem: string }>,
): Promise<void> {
  const locale = localeOf(form);
  const participant = await signedIn(locale);
  const answer = await change(await meetingDeps(), participant.id);
  back(locale, ME, answer.ok ? { done } : { problem: answer.problem }, SECTION);
}

export async function declineMeetingRequest(form: FormData): Promise<void> {
  await onSection(form, 'declined', (deps, me) =>
    declineRequest(deps, me, text(form, 'request'), text(form, 'reason')),
  );
}

export async function blockParticipant(form: FormData): Promise<void> {
  await onSection(form, 'blocked', (deps, me) => block(deps, me, text(form, 'person')));
}

export async function reportParticipant(form: FormData): Promise<void> {
  await onSection(form, 'reported', (deps, me) => report(deps, me, text(form, 'person'), text(form, 'reason')));
}

export async function cancelMeetingRequest(form: FormData): Promise<void> {
  await onSection(form, 'request-cancelled', (deps, me) => cancelRequest(deps, me, text(form, 'request')));
}

export async function cancelBookedMeeting(form: FormData): Promise<void> {
  await onSection(form, 'meeting-cancelled', (deps, me) => cancelMeeting(deps, me, text(form, 'meeting')));
}

export async function reportNoShow(form: FormData): Promise<void> {
  await onSection(form, 'no-show', (deps, me) => markNoShow(deps, me, text(form, 'meeting')));
}

export async function changeAvailability(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const page = '/market/me/availability';
  const participant = await signedIn(locale);
  const slots = form.getAll('slot').map(instant);
  if (slots.length === 0) back(locale, page, { problem: 'no-choice' });
  const { db } = await meetingDeps();
  const available = text(form, 'mode') === 'available';
  const answer = await (available ? markAvailable : markUnavailable)(db, participant.id, slots);
  back(locale, page, answer.ok ? { done: available ? 'available' : 'unavailable' } : { problem: answer.problem });
}
