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
