import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';

const EVERY_MS = 60_000;
/** Sessions remembered per instance; past it the memory starts over (a few extra writes, never a wrong answer). */
const MAX_REMEMBERED = 10_000;

/**
 * Keeps `sessions.last_used_at` for « Mes sessions » at a minute's precision without a write per request: each
 * instance writes a session's last use at most once a minute, and the SQL skips a row another instance wrote
 * within the minute. The update changes no access, so it notifies no access cache (migration `…_account-tokens`).
 */
export class SessionTouch {
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly log: (message: string, err: unknown) => void,
  ) {}

  async seen(sessionId: string) {
    const now = Date.now();
    const last = this.touched.get(sessionId);
    if (last !== undefined && now - last < EVERY_MS) return;
    if (this.touched.size >= MAX_REMEMBERED) this.touched.clear();
    this.touched.set(sessionId, now);
    await this.db
      .execute(sql`update sessions set last_used_at = now() where id = ${sessionId} and last_used_at < now() - interval '1 minute'`)
      .catch((err) => this.log('dernière utilisation de la session non enregistrée', err));
  }
}
