import 'server-only';

/**
 * Group commit: the atomic writes requested while the database is busy (or in the same turn
 * of the event loop) are committed together in one transaction, so a burst of submissions pays
 * for one commit, one fsync and one round trip instead of one each.
 *
 * Each caller still gets all-or-nothing for its own statements: when the shared transaction
 * fails, every group of that batch is retried in a transaction of its own and only the
 * failing ones are rejected. `commit` answers one result per statement (the rows a statement
 * returned), and each caller gets its own statements' results, in order.
 */
export interface GroupCommitOptions {
  /** Batches committing at the same time (1 for SQLite; the writer pool size for PostgreSQL). */
  maxInFlight?: number;
  /** Most callers in one transaction, so one batch stays short. */
  maxGroupsPerBatch?: number;
  /**
   * When a shared batch fails, commit each caller's statements alone to find the failing ones
   * (true), or fail them all (false: a batch that is one statement, whose failure is no one
   * caller's, as lib/counters/db-counters.ts counts hits).
   */
  retryAlone?: boolean;
}

type Group<S, R> = { statements: S[]; resolve: (results: R[]) => void; reject: (error: unknown) => void };

export function groupCommit<S, R>(
  commit: (statements: S[]) => Promise<R[]>,
  { maxInFlight = 1, maxGroupsPerBatch = 256, retryAlone = true }: GroupCommitOptions = {},
): (statements: S[]) => Promise<R[]> {
  let pending: Group<S, R>[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function commitBatch(groups: Group<S, R>[]): Promise<void> {
    if (groups.length > 1 || !retryAlone) {
      try {
        const results = await commit(groups.flatMap((group) => group.statements));
        let start = 0;
        for (const group of groups) {
          group.resolve(results.slice(start, start + group.statements.length));
          start += group.statements.length;
        }
        return;
      } catch (error) {
        if (!retryAlone) {
          for (const group of groups) group.reject(error);
          return;
        }
        // Fall through: find the failing group(s) one by one.
      }
    }
    for (const group of groups) {
      try {
        group.resolve(await commit(group.statements));
      } catch (error) {
        group.reject(error);
      }
    }
  }

  function pump(): void {
    scheduled = false;
    while (inFlight < maxInFlight && pending.length > 0) {
      const batch = pending.slice(0, maxGroupsPerBatch);
      pending = pending.slice(batch.length);
      inFlight += 1;
      void commitBatch(batch).finally(() => {
        inFlight -= 1;
        schedule();
      });
    }
  }

  // setImmediate lets every request parsed in this turn of the event loop join the batch.
  function schedule(): void {
    if (scheduled || pending.length === 0) return;
    scheduled = true;
    setImmediate(pump);
  }

  return (statements) =>
    new Promise<R[]>((resolve, reject) => {
      pending.push({ statements, resolve, reject });
      schedule();
    });
}
