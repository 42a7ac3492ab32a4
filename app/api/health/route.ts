import { sql } from 'kysely';
import { appServices } from '@/lib/submissions/runtime';

export const dynamic = 'force-dynamic';

/** Liveness and readiness for load balancers and the test harness: the database must answer. */
export async function GET() {
  try {
    const { deps } = await appServices();
    await sql`select 1`.execute(deps.db.kysely);
    return Response.json(
      { success: true, data: { status: 'ok', database: 'ok' }, statusCode: 200 },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    console.error('[health] database check failed:', error instanceof Error ? error.message : error);
    return Response.json(
      { success: false, error: 'Service Unavailable', message: 'The database is not reachable.', statusCode: 503 },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
