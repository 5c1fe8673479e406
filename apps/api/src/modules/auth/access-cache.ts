import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../db/database';
import { directUrlOf } from '../../db/tenant-pool';
import type { SessionAccess } from './access-repository';

/** The channel the access triggers (migration `…_access-notify`) NOTIFY when a session, a user, a membership,
 * a restaurant or a restaurant's modules change. */
export const ACCESS_CHANNEL = 'fitfit_access';

interface Entry {
  access: SessionAccess;
  userId: string;
  restaurantId: string | null;
  /** Date.now() after which the entry is not used (session expiry, next midnight, or the age limit). */
  until: number;
}

export interface AccessCacheOptions {
  /** Entries kept at most (the oldest go first). */
  maxEntries?: number;
  /** An entry is read again from the database after this long, whatever happens. */
  maxAgeMs?: number;
  /** Wait before connecting the listener again after it dropped. */
  reconnectMs?: number;
  /** A barrier not answered within this long flushes the cache. */
  syncTimeoutMs?: number;
  log?: (message: string) => void;
}

/** What a read from the database may store: the generation it started in (null: not to be stored). */
export type Ticket = number | null;

/**
 * The signed-in session's access (the row of `findSessionAccess`) kept in memory, by token hash and restaurant.
 * It serves only while its listener connection LISTENs on ACCESS_CHANNEL: every notification drops the entries it
 * concerns (`user:<id>`, `restaurant:<id>`, anything else: all) before the next request is read, and bumps the
 * generation, so that a read that started before the change and answers after it is not stored. If the listener
 * drops, everything is flushed and every request reads the database until it LISTENs again.
 */
export class AccessCache {
  private readonly entries = new Map<string, Entry>();
  private readonly syncs = new Map<string, () => void>();
  private readonly instance = randomUUID();
  private readonly o: Required<Omit<AccessCacheOptions, 'log'>> & Pick<AccessCacheOptions, 'log'>;
  private generation = 0;
  private syncCount = 0;
  private listener: pg.Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** Counters, for tests and the bench. */
  readonly stats = { hits: 0, misses: 0, invalidations: 0, drops: 0 };

  constructor(
    private readonly db: Db,
    options: AccessCacheOptions = {},
  ) {
    this.o = { maxEntries: 10_000, maxAgeMs: 60_000, reconnectMs: 1_000, syncTimeoutMs: 2_000, ...options };
  }

  /** True while the listener LISTENs: the cache serves. */
  get enabled() {
    return this.listener !== null;
  }

  get size() {
    return this.entries.size;
  }

  /** Connects the listener; the app starts whether or not it succeeds (then it retries). */
  async start() {
    await this.connect();
  }

  async close() {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.disable();
    await listener?.end().catch(() => {});
  }

  private async connect() {
    this.reconnectTimer = null;
    if (this.closed) return;
    // behind a transaction pooler, PostgreSQL itself: LISTEN needs a session of its own
    const client = new pg.Client({ connectionString: directUrlOf(this.db.$client), application_name: 'fitfit-access-cache' });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (this.listener === client) {
        this.o.log?.('access cache: listener lost, cache disabled until it is back');
        this.stats.drops++;
        this.disable();
      }
      client.end().catch(() => {});
      if (!this.closed && !this.reconnectTimer) this.reconnectTimer = setTimeout(() => void this.connect(), this.o.reconnectMs);
      this.reconnectTimer?.unref();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => this.onNotification(message.payload ?? ''));
    try {
      await client.connect();
      await client.query(`listen ${ACCESS_CHANNEL}`);
    } catch {
      onLost();
      return;
    }
    if (lost) return;
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    // Whatever changed while nobody listened is unknown: start empty (a new generation), then serve.
    this.flush();
    this.listener = client;
  }

  private disable() {
    this.listener = null;
    this.flush();
    // Pending barriers are moot: nothing is served from memory now.
    for (const resolve of this.syncs.values()) resolve();
    this.syncs.clear();
  }

  private flush() {
    this.generation++;
    this.entries.clear();
  }

  /** Applies one notification: called by the listener, in commit order. */
  onNotification(payload: string) {
    if (payload.startsWith('sync:')) {
      const resolve = this.syncs.get(payload);
      if (resolve) {
        this.syncs.delete(payload);
        resolve();
      }
      return;
    }
    this.stats.invalidations++;
    this.generation++;
    const [kind, id] = payload.split(':');
    if (kind === 'user' && id) {
      for (const [key, entry] of this.entries) if (entry.userId === id) this.entries.delete(key);
    } else if (kind === 'restaurant' && id) {
      for (const [key, entry] of this.entries) if (entry.restaurantId === id) this.entries.delete(key);
    } else {
      this.entries.clear();
    }
  }

  /** The cached access, if any and still valid. */
  get(key: string): SessionAccess | undefined {
    if (!this.listener) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() >= entry.until) {
      this.entries.delete(key);
      return undefined;
    }
    this.stats.hits++;
    return entry.access;
  }

  /** Taken before reading the database: `set` stores the answer only if nothing was invalidated meanwhile. */
  ticket(): Ticket {
    this.stats.misses++;
    return this.listener ? this.generation : null;
  }

  set(key: string, ticket: Ticket, access: SessionAccess, restaurantId: string | null, validUntil: Date) {
    if (ticket === null || ticket !== this.generation || !this.listener) return;
    const until = Math.min(validUntil.getTime(), Date.now() + this.o.maxAgeMs);
    if (this.entries.size >= this.o.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { access, userId: access.id, restaurantId, until });
  }

  /**
   * Resolves once this instance's listener has applied every notification committed before the call: it sends
   * one NOTIFY of its own and waits for it (PostgreSQL delivers notifications in commit order). Sent after a
   * write through this instance, before answering it, so that the client's next request is served after the
   * change is applied here.
   */
  async sync() {
    if (!this.listener) return;
    const token = `sync:${this.instance}:${++this.syncCount}`;
    const done = new Promise<void>((resolve) => this.syncs.set(token, resolve));
    const timer = setTimeout(() => {
      if (!this.syncs.has(token)) return;
      this.o.log?.('access cache: barrier not answered, cache flushed');
      this.flush();
      this.syncs.get(token)?.();
      this.syncs.delete(token);
    }, this.o.syncTimeoutMs);
    timer.unref();
    try {
      await this.db.$client.query('select pg_notify($1, $2)', [ACCESS_CHANNEL, token]);
      await done;
    } catch {
      // The database did not take the NOTIFY: what this instance holds cannot be vouched for.
      this.syncs.delete(token);
      this.flush();
    } finally {
      clearTimeout(timer);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory session access of this instance. */
    accessCache: AccessCache;
  }
}
