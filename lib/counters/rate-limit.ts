/**
 * Fixed-window rate limits. One algorithm: a key's window starts at its first event and lasts
 * windowMs; a limiter allows `limit` events per window. The counts live in a CounterStore: in
 * this process's memory (MemoryCounters, enough on the embedded SQLite where one process serves
 * the site) or in the database (./db-counters.ts DbCounters, shared by every instance on one
 * PostgreSQL).
 */
export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the window resets (the Retry-After value when refused). */
  retryAfterSeconds: number;
  remaining: number;
}

/** Anything that decides whether one more request of a client fits its budget. */
export interface Limiter {
  hit(key: string, now?: number): RateDecision | Promise<RateDecision>;
}

/** A fixed-window count: how many events in the window that is current, and when it ends. */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/** Fixed-window counters by key, wherever they are kept. */
export interface CounterStore {
  /** Counts one event for `key` and answers the window's count including it. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** The window's count without counting anything. */
  peek(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** Forgets the key's window (a successful sign-in clears its account's failures). */
  clear(key: string): Promise<void>;
  /**
   * Takes back one event of the key's window while it is current: an event counted before it
   * was known whether it counts (a letter's passport number, counted before it is compared so
   * concurrent guesses cannot all pass a count they read first, then found right). A window
   * left with no event is forgotten, so an event that did not count starts no window.
   */
  undo(key: string, windowMs: number, now: number): Promise<void>;
}

const unlimited: RateDecision = { allowed: true, retryAfterSeconds: 0, remaining: Number.POSITIVE_INFINITY };

/** The decision on the event just counted in a window holding `count` events. */
function decide(limit: number, { count, resetAt }: WindowCount, now: number): RateDecision {
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  if (count > limit) return { allowed: false, retryAfterSeconds, remaining: 0 };
  return { allowed: true, retryAfterSeconds, remaining: limit - count };
}

/**
 * Windows kept in this process's memory, answering at once. At most maxKeys windows are kept:
 * past that, finished windows go, and if every window is live the oldest half goes.
 */
class MemoryWindows {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly maxKeys: number) {}

  hit(key: string, windowMs: number, now: number): WindowCount {
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.prune(windowMs, now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetAt: window.start + windowMs };
  }

  peek(key: string, windowMs: number, now: number): WindowCount {
    const window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) return { count: 0, resetAt: now + windowMs };
    return { count: window.count, resetAt: window.start + windowMs };
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  undo(key: string, windowMs: number, now: number): void {
    const window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) return;
    window.count -= 1;
    if (window.count <= 0) this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private prune(windowMs: number, now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= windowMs) this.windows.delete(key);
    let drop = this.windows.size >= this.maxKeys ? Math.ceil(this.windows.size / 2) : 0;
    for (const key of this.windows.keys()) {
      if (drop-- <= 0) break;
      this.windows.delete(key);
    }
  }
}

/** The counters in this process's memory: each server process counts on its own. */
export class MemoryCounters implements CounterStore {
  private readonly windows: MemoryWindows;

  constructor(maxKeys = 50_000) {
    this.windows = new MemoryWindows(maxKeys);
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    return this.windows.hit(key, windowMs, now);
  }

  async peek(key: string, windowMs: number, now: number): Promise<WindowCount> {
    return this.windows.peek(key, windowMs, now);
  }

  async clear(key: string): Promise<void> {
    this.windows.clear(key);
  }

  async undo(key: string, windowMs: number, now: number): Promise<void> {
    this.windows.undo(key, windowMs, now);
  }
}

/**
 * A per-client limit in this process's memory that answers at once (no promise). With N server
 * processes a client gets up to N times the limit, which bounds abuse of a form well enough.
 * A limit of 0 turns limiting off.
 */
export class RateLimiter implements Limiter {
  private readonly windows: MemoryWindows;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    maxKeys = 50_000,
  ) {
    this.windows = new MemoryWindows(maxKeys);
  }

  hit(key: string, now = Date.now()): RateDecision {
    if (this.limit <= 0) return { ...unlimited };
    return decide(this.limit, this.windows.hit(key, this.windowMs, now), now);
  }

  get size(): number {
    return this.windows.size;
  }
}

/** A per-client limit over any CounterStore, its keys prefixed by `prefix`. A limit of 0 turns it off. */
export class CounterLimiter implements Limiter {
  constructor(
    private readonly store: CounterStore,
    private readonly prefix: string,
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  async hit(key: string, now = Date.now()): Promise<RateDecision> {
    if (this.limit <= 0) return { ...unlimited };
    return decide(this.limit, await this.store.hit(`${this.prefix}:${key}`, this.windowMs, now), now);
  }
}
