import { sql } from 'kysely';
import { ok, serviceUnavailable } from '@/lib/http';
import { appServices } from '@/lib/runtime';

export const dynamic = 'force-dynamic';

/** Liveness and readiness for load balancers and the test harness: the database must answer. */
export async function GET() {
  try {
    const { deps } = await appServices();
    await sql`select 1`.execute(deps.db.kysely);
    return ok({ status: 'ok', database: 'ok' });
  } catch (error) {
    console.error('[health] database check failed:', error instanceof Error ? error.message : error);
    return serviceUnavailable('The database is not reachable.');
  }
}
