import 'server-only';
import { serverEnv } from '@/lib/env';
import { getDb, type Db } from './index';

/** The running server's database (DATABASE_URL), migrated on first use. */
export function appDb(): Promise<Db> {
  return getDb(serverEnv().DATABASE_URL);
}
