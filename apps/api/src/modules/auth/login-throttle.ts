/**
 * Failed sign-ins per account over a sliding window, in memory: the per-IP limit is the rate-limit
 * plugin's; this one stops a distributed guess at one account. Bounded so it cannot grow without end.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly maxKeys = 50_000,
  ) {}

  private recent(key: string, now: number) {
    const kept = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  isBlocked(key: string, now = Date.now()) {
    return this.recent(key, now).length >= this.max;
  }

  fail(key: string, now = Date.now()) {
    if (this.failures.size >= this.maxKeys && !this.failures.has(key)) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(key: string) {
    this.failures.delete(key);
  }
}
