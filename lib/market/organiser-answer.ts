import 'server-only';
import { fail, isFormPost, ok, seeOther } from '@/lib/http';
import { MarketSetupError } from './settings-store';

/**
 * How the meetings' organiser routes answer: the page's own forms (posted without JavaScript)
 * go back to /admin/market/meetings with what happened, or why not and what was typed; scripts
 * get JSON.
 */
export const MEETINGS_PAGE = '/admin/market/meetings';

/** The page's sections a form belongs to: the outcome shows there, and the answer scrolls to it. */
export type MeetingsSection = 'setup' | 'tables' | 'reports';

export function done(
  request: Request,
  what: string,
  section: MeetingsSection,
  data: Record<string, unknown> = {},
): Response {
  return isFormPost(request) ? seeOther(request, `${MEETINGS_PAGE}?done=${what}&at=${section}#${section}`) : ok(data);
}

/** A refusal of the setup: back to the page with the message, the fields at fault and what was typed. */
export function refusedSetup(
  request: Request,
  error: unknown,
  section: MeetingsSection,
  typed: Record<string, unknown> = {},
): Response {
  if (!(error instanceof MarketSetupError)) throw error;
  if (!isFormPost(request)) return fail(400, error.message, { fieldErrors: error.fieldErrors });
  const query = new URLSearchParams({ error: error.message, at: section });
  const fields = Object.keys(error.fieldErrors);
  if (fields.length > 0) query.set('invalid', fields.join(','));
  for (const [name, value] of Object.entries(typed))
    if (typeof value === 'string' && value.length <= 100) query.set(`typed.${name}`, value);
  return seeOther(request, `${MEETINGS_PAGE}?${query.toString()}#${section}`);
}
