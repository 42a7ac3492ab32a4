/**
 * A fixed-window request counter per client key, kept in the server's memory. Each server
 * process counts on its own, so with N processes a client gets up to N times the limit; that
 * bounds abuse well enough for a contact form without a shared store.
 */
export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the window resets (the Retry-After value when refused). */
  retryAfterSeconds: number;
  remaining: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one request for `key`. A limit of 0 turns limiting off. */
  hit(key: string, now = Date.now()): RateDecision {
    if (this.limit <= 0) return { allowed: true, retryAfterSeconds: 0, remaining: Number.POSITIVE_INFINITY };
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const retryAfterSeconds = Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    if (window.count > this.limit) return { allowed: false, retryAfterSeconds, remaining: 0 };
    return { allowed: true, retryAfterSeconds, remaining: this.limit - window.count };
  }

  get size(): number {
    return this.windows.size;
  }

  /** Drops finished windows; if every window is live, the oldest half goes (memory stays bounded). */
  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
    if (this.windows.size >= this.maxKeys) {
      let drop = Math.ceil(this.windows.size / 2);
      for (const key of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(key);
      }
    }
  }
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

/**
 * Fixed-window counters by key. The memory store serves one process (the embedded SQLite
 * default); lib/http/db-counters.ts keeps them in the database so every instance on one
 * PostgreSQL shares them.
 */
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

export class MemoryCounters implements CounterStore {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly maxKeys = 50_000) {}

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.prune(windowMs, now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetAt: window.start + windowMs };
  }

  async peek(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) return { count: 0, resetAt: now + windowMs };
    return { count: window.count, resetAt: window.start + windowMs };
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async undo(key: string, windowMs: number, now: number): Promise<void> {
    const window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) return;
    window.count -= 1;
    if (window.count <= 0) this.windows.delete(key);
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

/** A per-client limit over a CounterStore (the database-backed limit of the public forms). */
export class CounterLimiter implements Limiter {
  constructor(
    private readonly store: CounterStore,
    private readonly prefix: string,
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  async hit(key: string, now = Date.now()): Promise<RateDecision> {
    if (this.limit <= 0) return { allowed: true, retryAfterSeconds: 0, remaining: Number.POSITIVE_INFINITY };
    const { count, resetAt } = await this.store.hit(`${this.prefix}:${key}`, this.windowMs, now);
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
    if (count > this.limit) return { allowed: false, retryAfterSeconds, remaining: 0 };
    return { allowed: true, retryAfterSeconds, remaining: this.limit - count };
  }
}
