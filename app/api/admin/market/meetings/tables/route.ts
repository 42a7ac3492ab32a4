import { apiUser } from '@/lib/authz';
import { answeringFailures, fail, readFields } from '@/lib/http';
import { done, refusedSetup } from '@/lib/market/organiser-answer';
import { addTable, removeTable, renameTable } from '@/lib/market/settings-store';
import { appDb } from '@/lib/runtime';

/**
 * POST /api/admin/market/meetings/tables { action: add, name } | { action: rename, id, name } |
 * { action: remove, id }: the lounge's meeting tables. Organisers only; a table someone has a
 * meeting at is never removed.
 */
async function post(request: Request): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: true });
  if (!guard.ok) return guard.response;
  const fields = await readFields(request);
  if (!fields) return fail(400, 'Send the table as a form or a JSON object.');
  const db = await appDb();
  const actor = guard.user.email;
  const id = String(fields.id ?? '');
  try {
    switch (fields.action) {
      case 'add':
        return done(request, 'table-added', 'tables', { table: await addTable(db, fields.name, actor) });
      case 'rename':
        await renameTable(db, id, fields.name, actor);
        return done(request, 'table-renamed', 'tables');
      case 'remove':
        await removeTable(db, id, actor);
        return done(request, 'table-removed', 'tables');
      default:
        return fail(400, 'Unknown action: use add, rename or remove.');
    }
  } catch (error) {
    return refusedSetup(request, error, 'tables', fields.action === 'add' ? { name: fields.name } : {});
  }
}

export const POST = answeringFailures('POST /api/admin/market/meetings/tables', post);
