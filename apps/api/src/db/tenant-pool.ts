import pg from 'pg';
import { PoolerClient } from './pooler-client';
import { currentTenants } from './tenant-context';

const tenantsSet = Symbol('fitfit.tenants');
type TaggedClient = pg.PoolClient & { [tenantsSet]?: string };
// biome-ignore lint/suspicious/noExplicitAny: pg's own callback type
type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, release: (release?: any) => void) => void;

/**
 * PostgreSQL reached through a pooler in transaction mode (`DATABASE_POOLER=transaction`, docs/operations.md
 * « Pooler »): the pools' connections are PoolerClients (pooler-client.ts: no named statement, the tenants set in
 * each transaction), and what needs a session of its own — LISTEN, a session advisory lock — connects to `directUrl`.
 */
export interface Pooler {
  mode: 'transaction';
  directUrl: string;
}

/** The part of a pool's config that `pooler` decides: the class of its connections. */
export const pooledConfig = (config: pg.PoolConfig, pooler?: Pooler): pg.PoolConfig =>
  pooler ? { ...config, Client: PoolerClient as unknown as pg.PoolConfig['Client'] } : config;

/**
 * The pool every repository reads through. Inside a request (tenant-context.ts) a connection is one of the
 * restricted role's, told which restaurants it serves (`fitfit.tenants`, read by the row-level security
 * policies of row-security.ts) before it is handed out — once per change: a connection that served the same
 * restaurants last time costs no extra round trip. Outside any request it is one of the owner's pool, which
 * row-level security does not restrict: the platform's own jobs, seeds and tools.
 * `pg.Pool.query` takes its connection through `connect`, and Drizzle's transactions call `connect`: both pass here.
 * Behind a pooler in transaction mode (`pooler`), a connection only carries the request's restaurants, which it sends
 * with each transaction it starts (pooler-client.ts); `owner` is then expected to be made with `pooledConfig` too.
 */
export class TenantPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    readonly owner: pg.Pool,
    readonly pooler?: Pooler,
  ) {
    super(pooledConfig(config, pooler));
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise or callback) are matched by the two paths below
  override connect(callback?: ConnectCallback): any {
    const tenants = currentTenants();
    if (tenants === undefined) return callback ? this.owner.connect(callback) : this.owner.connect();
    const connected = super.connect().then(async (client: TaggedClient) => {
      if (client instanceof PoolerClient) client.tenants = tenants;
      else if (client[tenantsSet] !== tenants) {
        try {
          await client.query("select set_config('fitfit.tenants', $1, false)", [tenants]);
        } catch (error) {
          client.release(error as Error);
          throw error;
        }
        client[tenantsSet] = tenants;
      }
      return client;
    });
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (error) => client.release(error)),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }

  override async end() {
    await Promise.all([super.end(), this.owner.end()]);
  }
}

/**
 * The address for a connection that keeps its session (LISTEN): `url` (by default the pool's own) when PostgreSQL is
 * reached directly, the direct one behind a transaction pooler.
 */
export const directUrlOf = (pool: pg.Pool, url = pool.options.connectionString): string | undefined =>
  pool instanceof TenantPool && pool.pooler ? pool.pooler.directUrl : url;

/**
 * A connection of the owner's that keeps its session until released (a session advisory lock): one of the owner's
 * pool, or behind a transaction pooler one of its own to the direct address, ended on release.
 */
export const sessionConnect = async (pool: pg.Pool): Promise<pg.PoolClient> => {
  if (!(pool instanceof TenantPool && pool.pooler)) return (pool instanceof TenantPool ? pool.owner : pool).connect();
  const client = new pg.Client({ connectionString: pool.pooler.directUrl });
  client.on('error', () => {}); // surfaces on the next query
  await client.connect();
  return Object.assign(client, { release: () => void client.end().catch(() => {}) }) as unknown as pg.PoolClient;
};
