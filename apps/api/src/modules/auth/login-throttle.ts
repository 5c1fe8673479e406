import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-errors';

export type ThrottleScope = 'account' | 'address' | 'registration' | 'reset_account' | 'reset_address';
export interface ThrottleLimits {
  /** Failed sign-ins tolerated per account (e-mail) in a window. */
  perAccount: number;
  /** Failed sign-ins tolerated per client address in a window (a head office shares one address). */
  perAddress: number;
  /** Registrations tolerated per client address in a window. */
  registrationsPerAddress: number;
  /** « Mot de passe oublié » requests tolerated per e-mail and per client address in a window (each one counts). */
  resetsPerAccount?: number;
  resetsPerAddress?: number;
  windowMinutes: number;
}

export const tooManyAttempts = () => new HttpError(429, 'rate_limited', 'Trop de tentatives, veuillez réessayer dans quelques minutes');

/**
 * Sign-in throttling in PostgreSQL, so that every API instance sees the same counters. Only failures count
 * (a team signing in behind one address is never blocked by its own successes); a success clears the
 * account's failures but not the address's, so one valid account cannot reset a guess at the others.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits,
  ) {}

  private get window() {
    return sql`make_interval(mins => ${this.limits.windowMinutes})`;
  }

  private limitOf(scope: ThrottleScope) {
    if (scope === 'reset_account') return this.limits.resetsPerAccount ?? this.limits.perAccount;
    if (scope === 'reset_address') return this.limits.resetsPerAddress ?? this.limits.perAddress;
    if (scope === 'account') return this.limits.perAccount;
    return scope === 'address' ? this.limits.perAddress : this.limits.registrationsPerAddress;
  }

  /** Throws the 429 when any of the keys has used up its window. */
  async check(keys: { scope: ThrottleScope; key: string }[]) {
    const { rows } = await this.db.execute<{ scope: ThrottleScope; count: number }>(
      sql`select scope, count from auth_throttle
          where (scope, key) in (${sql.join(
            keys.map((k) => sql`(${k.scope}, ${k.key})`),
            sql`, `,
          )}) and window_started_at > now() - ${this.window}`,
    );
    if (rows.some((r) => r.count >= this.limitOf(r.scope))) throw tooManyAttempts();
  }

  /** Counts one event per key: a new window once the previous one has passed. Sweeps expired rows. */
  async record(keys: { scope: ThrottleScope; key: string }[]) {
    for (const { scope, key } of keys) {
      await this.db.execute(sql`
        insert into auth_throttle (scope, key, count, window_started_at) values (${scope}, ${key}, 1, now())
        on conflict (scope, key) do update set
          count = case when auth_throttle.window_started_at > now() - ${this.window} then auth_throttle.count + 1 else 1 end,
          window_started_at = case when auth_throttle.window_started_at > now() - ${this.window} then auth_throttle.window_started_at else now() end`);
    }
    await this.db.execute(sql`delete from auth_throttle where window_started_at < now() - ${this.window}`);
  }

  async clear(scope: ThrottleScope, key: string) {
    await this.db.execute(sql`delete from auth_throttle where scope = ${scope} and key = ${key}`);
  }
}
