/** @jest-environment node */
import { groupCommit } from './group-commit';

/**
 * A fake database: records each transaction; a statement 'bad' makes its transaction fail.
 * Each statement's result names it and the transaction it ran in.
 */
function fakeDatabase(options: { delayMs?: number } = {}) {
  const transactions: string[][] = [];
  let open = 0;
  let mostOpen = 0;
  const commit = async (statements: string[]) => {
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    try {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      if (statements.includes('bad')) throw new Error(`failed: ${statements.join(',')}`);
      transactions.push(statements);
      return statements.map((statement) => `${statement} in ${statements.join('+')}`);
    } finally {
      open -= 1;
    }
  };
  return { commit, transactions, mostOpen: () => mostOpen };
}

describe('groupCommit', () => {
  it('commits the writes of one turn of the event loop in one transaction, in order', async () => {
    const db = fakeDatabase();
    const atomic = groupCommit(db.commit);
    const results = await Promise.all([atomic(['a1', 'a2']), atomic(['b1']), atomic(['c1', 'c2'])]);
    expect(db.transactions).toEqual([['a1', 'a2', 'b1', 'c1', 'c2']]);
    // Each caller gets its own statements' results.
    const shared = 'a1+a2+b1+c1+c2';
    expect(results).toEqual([
      [`a1 in ${shared}`, `a2 in ${shared}`],
      [`b1 in ${shared}`],
      [`c1 in ${shared}`, `c2 in ${shared}`],
    ]);
  });

  it('a single write is committed on its own', async () => {
    const db = fakeDatabase();
    await groupCommit(db.commit)(['only']);
    expect(db.transactions).toEqual([['only']]);
  });

  it('when the shared transaction fails, retries each write alone and rejects only the failing one', async () => {
    const db = fakeDatabase();
    const atomic = groupCommit(db.commit);
    const results = await Promise.allSettled([atomic(['a']), atomic(['x', 'bad']), atomic(['c'])]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('failed: x,bad'));
    expect((results[2] as PromiseFulfilledResult<string[]>).value).toEqual(['c in c']);
    // Nothing of the failed shared transaction was kept; the good writes are stored once each.
    expect(db.transactions).toEqual([['a'], ['c']]);
  });

  it('without retryAlone, a failed batch fails every write in it and tries none again', async () => {
    const db = fakeDatabase();
    const attempts: string[][] = [];
    const atomic = groupCommit(
      (statements: string[]) => {
        attempts.push(statements);
        return db.commit(statements);
      },
      { retryAlone: false },
    );
    const results = await Promise.allSettled([atomic(['a']), atomic(['bad']), atomic(['c'])]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(attempts).toEqual([['a', 'bad', 'c']]);
    // Alone, a failing write is not tried twice either.
    await expect(atomic(['bad'])).rejects.toThrow('failed: bad');
    expect(attempts).toHaveLength(2);
  });

  it('writes arriving while a batch commits form the next batch (never more than maxInFlight at once)', async () => {
    const db = fakeDatabase({ delayMs: 20 });
    const atomic = groupCommit(db.commit, { maxInFlight: 1 });
    const first = atomic(['a']);
    await new Promise((resolve) => setTimeout(resolve, 5)); // 'a' is now committing
    await Promise.all([first, atomic(['b']), atomic(['c']), atomic(['d'])]);
    expect(db.transactions).toEqual([['a'], ['b', 'c', 'd']]);
    expect(db.mostOpen()).toBe(1);
  });

  it('runs up to maxInFlight batches at the same time and caps the size of a batch', async () => {
    const db = fakeDatabase({ delayMs: 20 });
    const atomic = groupCommit(db.commit, { maxInFlight: 2, maxGroupsPerBatch: 2 });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => atomic([name])));
    expect(db.transactions).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(db.mostOpen()).toBe(2);
  });
});
