import pg from 'pg';

/**
 * The connection of a pool that reaches PostgreSQL through a pooler in transaction mode (PgBouncer,
 * `DATABASE_POOLER=transaction`, docs/operations.md « Pooler »). There, consecutive transactions of one client may run
 * on different server connections, so nothing may outlive a transaction:
 * - no named statement (PgBouncer < 1.21 does not carry them from one server connection to the next: « prepared
 *   statement … does not exist »): every query is sent unnamed, parsed again each time;
 * - the restaurants a request may touch (`fitfit.tenants`, read by row-level security: row-security.ts) are not set
 *   once on the session, as tenant-pool.ts does on a direct connection — another request's transaction would find
 *   them on that server connection — but in each transaction, with `set_config(…, true)` (transaction-local). A
 *   statement that starts a transaction (its own, outside `begin`, or the `begin` itself) is sent in one write with
 *   that setting before it and a single Sync after both: PostgreSQL runs the messages up to a Sync as one
 *   transaction and the pooler keeps one server connection until then, so the setting guards exactly that
 *   transaction, at no extra round trip. Statements inside a transaction find it already set.
 */
export class PoolerClient extends pg.Client {
  /** The restaurants of the request that holds this connection now (tenant-pool.ts), or none (the owner's pool). */
  tenants: string | undefined;

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise, callback, submittable) are passed through
  override query(config: any, values?: any, callback?: any): any {
    if (config == null || typeof config.submit === 'function') return super.query(config, values, callback);
    const query = new TenantQuery(this, config, values, callback);
    const submit = () => super.query(query as unknown as pg.Submittable);
    if (query.callback) {
      submit();
      return undefined;
    }
    return new Promise((resolve, reject) => {
      query.callback = (error: Error | null, result: unknown) => (error ? reject(error) : resolve(result));
      submit();
    });
  }
}

const SET_TENANTS = "select set_config('fitfit.tenants', $1, true)";

/** The pg messages a query object handles (pg's own Query, not in its type declarations). */
type Connection = {
  parse(m: { text: string; name?: string; types?: unknown[] }): void;
  bind(m: { portal?: string; statement?: string; values: unknown[] }): void;
  execute(m: { portal?: string; rows?: number }): void;
  stream: { cork?: () => void; uncork?: () => void };
};
type QueryInternals = {
  text?: string;
  values?: unknown;
  name?: string;
  queryMode?: string;
  callback?: (error: Error | null, result: unknown) => void;
  submit(connection: Connection): Error | null;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, connection: Connection): void;
  prepare(connection: Connection): void;
};
const Query = pg.Query as unknown as new (config: unknown, values?: unknown, callback?: unknown) => QueryInternals;

/** One query of a PoolerClient: unnamed, and preceded by the tenants' setting when it starts a transaction. */
class TenantQuery extends Query {
  /** The setting's row and completion, answered before the query's own: not the caller's. */
  private settingReplies = 0;

  constructor(
    private readonly client: PoolerClient,
    config: unknown,
    values: unknown,
    callback: unknown,
  ) {
    super(config, values, callback);
    this.name = undefined;
  }

  // pg calls submit when the connection is free: its transaction status is then that of the previous query's end
  override submit(connection: Connection) {
    const tenants = this.client.tenants;
    const valid = typeof this.text === 'string' && (this.values === undefined || Array.isArray(this.values));
    if (tenants === undefined || !valid || this.client.getTransactionStatus() !== 'I') return super.submit(connection);
    // extended protocol, so that the setting and the statement share one Sync (a simple query has its own)
    this.queryMode = 'extended';
    this.settingReplies = 2;
    connection.stream.cork?.();
    try {
      connection.parse({ text: SET_TENANTS });
      connection.bind({ values: [tenants] });
      connection.execute({ rows: 0 });
      // then pg's own Parse, Bind, Describe, Execute and Sync of the statement, still corked: one write
      return super.submit(connection);
    } finally {
      connection.stream.uncork?.();
    }
  }

  override handleDataRow(msg: unknown) {
    if (this.settingReplies === 2) this.settingReplies = 1;
    else super.handleDataRow(msg);
  }

  override handleCommandComplete(msg: unknown, connection: Connection) {
    if (this.settingReplies === 1) this.settingReplies = 0;
    else super.handleCommandComplete(msg, connection);
  }
}
