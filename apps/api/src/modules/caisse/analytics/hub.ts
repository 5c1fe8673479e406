import type pg from 'pg';
import { SALES_CHANNEL } from './realtime';

type Listener = () => void;

/**
 * One LISTEN connection per API process, fanning the ledger's notifications out to the streams open on this
 * process: whichever instance stored the ticket, every instance hears it. Notifications for one restaurant
 * that arrive together are coalesced (a batch of 500 tickets is one push).
 */
export class SalesHub {
  private client: pg.PoolClient | null = null;
  private connecting: Promise<void> | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pending = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly coalesceMs = 150,
  ) {}

  async subscribe(restaurantId: string, listener: Listener): Promise<() => void> {
    await this.connect();
    let set = this.listeners.get(restaurantId);
    if (!set) {
      set = new Set();
      this.listeners.set(restaurantId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(restaurantId);
    };
  }

  private connect() {
    if (this.client) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = await this.pool.connect();
      client.on('notification', (n) => n.channel === SALES_CHANNEL && n.payload && this.notify(n.payload));
      // a lost connection: the next subscriber opens another; open streams end and their pages reconnect
      client.on('error', () => this.reset(client, true));
      await client.query(`listen ${SALES_CHANNEL}`);
      this.client = client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private notify(restaurantId: string) {
    if (!this.listeners.has(restaurantId) || this.pending.has(restaurantId)) return;
    this.pending.set(
      restaurantId,
      setTimeout(() => {
        this.pending.delete(restaurantId);
        for (const l of this.listeners.get(restaurantId) ?? []) l();
      }, this.coalesceMs),
    );
  }

  private reset(client: pg.PoolClient, broken: boolean) {
    if (this.client === client) this.client = null;
    client.release(broken);
  }

  async close() {
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
    this.listeners.clear();
    const client = this.client;
    if (client) {
      this.client = null;
      await client.query(`unlisten ${SALES_CHANNEL}`).catch(() => undefined);
      client.release();
    }
  }
}
