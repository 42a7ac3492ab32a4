import { apiUser } from '@/lib/authz';
import { answeringFailures, fail, readFields } from '@/lib/http';
import { done, refusedSetup } from '@/lib/market/organiser-answer';
import { parseMeetingSettings, saveMeetingSettings } from '@/lib/market/settings-store';
import { appDb } from '@/lib/runtime';

/**
 * POST /api/admin/market/meetings/settings: the meeting days (day-YYYY-MM-DD checkboxes, or a
 * `days` array), start, end (HH:MM), slotMinutes, maxOpenRequests, maxNewSendersPerDay.
 * Organisers only; refused when a booked meeting's slot would go.
 */
async function post(request: Request): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: true });
  if (!guard.ok) return guard.response;
  const fields = await readFields(request);
  if (!fields) return fail(400, 'Send the settings as a form or a JSON object.');
  const db = await appDb();
  try {
    await saveMeetingSettings(db, parseMeetingSettings(fields), guard.user.email);
  } catch (error) {
    return refusedSetup(request, error, 'setup', fields);
  }
  return done(request, 'settings', 'setup');
}

export const POST = answeringFailures('POST /api/admin/market/meetings/settings', post);
