import 'server-only';
import { siteNow } from '@/lib/phase/clock';
import { marketRuntime } from '@/lib/runtime';
import type { MeetingDeps } from '@/lib/market/meetings';

/** The meetings' dependencies on the server: the market's database, the link secret, the site's clock. */
export async function meetingDeps(): Promise<MeetingDeps> {
  const { db, linkSecret } = await marketRuntime();
  return { db, linkSecret, now: siteNow() };
}
