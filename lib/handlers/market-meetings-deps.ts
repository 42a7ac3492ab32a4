import 'server-only';
import { sessionSecret } from '@/lib/auth/secret';
import { serverEnv } from '@/lib/env';
import { siteNow } from '@/lib/phase/clock';
import { processSingleton } from '@/lib/process-singleton';
import { marketRuntime } from '@/lib/runtime';
import type { MeetingDeps } from '@/lib/market/meetings';

/** The meetings' dependencies on the server: the market's database, the link secret, the site's clock. */
export async function meetingDeps(): Promise<MeetingDeps> {
  const { db } = await marketRuntime();
  const linkSecret = await processSingleton('market-meetings-secret', () => sessionSecret(db, serverEnv().AUTH_SECRET));
  return { db, linkSecret, now: siteNow() };
}
