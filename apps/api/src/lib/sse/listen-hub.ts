import pg from 'pg';
import { outsideTenants } from '../../db/tenant-context';
import { directUrlOf, TenantPool } from '../../db/tenant-pool';

type Listener = () => void;

export interface ListenHubOptions {
  /** Wait before connecting again after the connection dropped. */
  reconnectMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/**
 * One LISTEN connection per API process, fanning PostgreSQL notifications out to the streams open on this process:
 * whichever instance wrote, every instance hears it. A notification's payload is its key (a restaurant id for the
 * sales channel); a listener subscribes to one key of one channel. The connection is the owner role's own (not one
 * of the pool's, not a request's: opened outside any tenant context, so that no request's context reaches the
 * notifications), opened by the first subscriber. If it drops, it connects again and, once it LISTENs, calls every
 * listener once: what was notified meanwhile is unknown.
 */
export class ListenHub {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly channels = new Set<string>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly o: Required<Pick<ListenHubOptions, 'reconnectMs'>> & ListenHubOptions;

  constructor(
    private readonly pool: pg.Pool,
    options: ListenHubOptions = {},
  ) {
    this.o = { reconnectMs: 1_000, ...options };
  }

  /** Calls `listener` on each notification of `key` on `channel` until the returned function is called. */
  async subscribe(channel: string, key: string, listener: Listener): Promise<() => void> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`);
    const id = `${channel}\u0000${key}`;
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    const unsubscribe = () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(id) === set) this.listeners.delete(id);
    };
    try {
      if (!this.channels.has(channel)) {
        this.channels.add(channel);
        // a connection already open listens now; one being opened listens on every known channel
        if (this.client) await this.client.query(`listen ${channel}`);
      }
      await this.connect();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  private connect(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= outsideTenants(() => this.open()).finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open() {
    const owner = this.pool instanceof TenantPool ? this.pool.owner : this.pool;
    // behind a transaction pooler, PostgreSQL itself: a pooler would not hand the notifications to this session
    const client = new pg.Client({
      connectionString: directUrlOf(this.pool, owner.options.connectionString),
      application_name: 'fitfit-sse',
    });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      const wasListening = this.client === client;
      if (wasListening) this.client = null;
      client.end().catch(() => {});
      if (this.closed || !wasListening) return;
      this.o.log?.('sse: LISTEN connection lost, connecting again', error);
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (n) => n.payload && this.notify(n.channel, n.payload));
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`listen ${channel}`);
    } catch (error) {
      lost = true;
      client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  private scheduleReconnect() {
    if (this.reconnectTimer || this.closed) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.listeners.size === 0) return; // the next subscriber connects
      this.connect().then(
        () => {
          for (const set of [...this.listeners.values()]) for (const l of [...set]) l();
        },
        (error) => {
          this.o.log?.('sse: LISTEN connection failed, trying again', error);
          this.scheduleReconnect();
        },
      );
    }, this.o.reconnectMs);
    this.reconnectTimer.unref();
  }

  private notify(channel: string, key: string) {
    for (const l of [...(this.listeners.get(`${channel}\u0000${key}`) ?? [])]) l();
  }

  /** Whether the LISTEN connection is open (tests). */
  get listening() {
    return this.client !== null;
  }

  /** Ends the LISTEN connection as if the network dropped it (tests of the reconnection). */
  async dropConnection() {
    const pid = (this.client as (pg.Client & { processID?: number }) | null)?.processID;
    if (pid === undefined) return;
    const owner = this.pool instanceof TenantPool ? this.pool.owner : this.pool;
    await owner.query('select pg_terminate_backend($1)', [pid]);
  }

  async close() {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.listeners.clear();
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
