import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { openEmbedded } from './embedded';
import { appUrlFor, secureRows } from './row-security';
import * as schema from './schema';
import { type Pooler, pooledConfig, sessionConnect, TenantPool } from './tenant-pool';

/**
 * Drizzle over the pool, which stays reachable as `$client` for the few hot queries sent as named statements, and
 * `$reports`: the pool of the sales analytics reads (see `connect`). `$standby`: the same over the streaming standby
 * of DATABASE_REPORTS_URL, where the report routes read (`reportsDb`, db/standby.ts).
 */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool; $reports?: pg.Pool; $standby?: Db };
/** The transaction `db.transaction(tx => …)` hands its callback: repositories take it to write inside a service's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A transaction or the pool: services pass the one they are in, repositories run on either. */
export type Queryable = Db | Tx;
export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

// bigint sums and counts come back as strings from pg: read int8 as a JS number (safe below 2^53 cents).
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * `url` is the owner's (migrations, the platform's jobs); a request's queries go through the restricted role of
 * `appUrl` under row-level security (tenant-pool.ts, row-security.ts).
 */
export const connect = (url: string, max = 10, appUrl = appUrlFor(url), pooler?: Pooler): Database => {
  // behind a pooler in transaction mode (`pooler`), the same pools with connections that keep nothing between
  // transactions (tenant-pool.ts, pooler-client.ts)
  const pool = new TenantPool({ connectionString: appUrl, max }, new pg.Pool(pooledConfig({ connectionString: url, max }, pooler)), pooler);
  // The analytics reads (caisse/analytics/read.ts) run on connections of their own, where a named statement is
  // planned once. Left to choose, PostgreSQL planned each of them again on every run (its generic plan looked costlier
  // than the custom ones): ≈ 0.5 ms a read, half of its time on the restaurant dashboard. Without parallel workers:
  // planned once, a network's reads of its open days went parallel, and starting the workers cost more (≈ 7 ms) than
  // reading the few rows (bench/README.md "Analytics"). The other named statements keep PostgreSQL's choices.
  // `options` in DATABASE_URL, when given, replaces this one. Opened on first use.
  const reportsConfig = (connectionString: string) => ({
    connectionString,
    max: Math.ceil(max / 2),
    // a pooler's server connections are shared: it takes no `options` (PgBouncer refuses them), and unnamed
    // statements are planned on each run anyway
    ...(pooler ? {} : { options: '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0' }),
  });
  const reports = new TenantPool(reportsConfig(appUrl), new pg.Pool(pooledConfig(reportsConfig(url), pooler)), pooler);
  // idle client errors surface on the next query instead of crashing
  for (const p of [pool, pool.owner, reports, reports.owner]) p.on('error', () => {});
  const db: Db = Object.assign(drizzle(pool, { schema }), { $reports: reports });
  return { db, pool, url, close: async () => void (await Promise.all([pool.end(), reports.end()])) };
};

/**
 * The restricted role's URL on the reports' standby (db/standby.ts): the primary's (its password is derived from the
 * primary's owner URL and host, row-security.ts, and the standby replays the role as it is), pointed at the standby's
 * host, port and database.
 */
export const standbyAppUrl = (primary: pg.Pool, reportsUrl: string) => {
  const app = new URL(primary.options.connectionString ?? reportsUrl);
  const standby = new URL(reportsUrl);
  app.host = standby.host;
  app.pathname = standby.pathname;
  return app.toString();
};

/** Any fixed number: the key of the advisory lock that serialises migrations across API instances. */
const MIGRATION_LOCK = 724_113_008;

/**
 * Applies the migrations once even when several instances start together: each waits for the advisory lock on
 * its own connection (a direct one behind a transaction pooler: the lock is the session's), and the ones after the
 * first find nothing left to apply.
 */
export const runMigrations = async (pool: pg.Pool) => {
  const owner = pool instanceof TenantPool ? pool.owner : pool;
  const ownerUrl = owner.options.connectionString ?? '';
  const appUrl = pool instanceof TenantPool ? (pool.options.connectionString ?? '') : appUrlFor(ownerUrl);
  const client = await sessionConnect(pool);
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
      await secureRows(client, appUrl, appUrl === appUrlFor(ownerUrl));
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
};

// the embedded PostgreSQL's lifecycle lives in embedded.ts; tests and benches start one of their own through this
export { startEmbeddedPostgres } from './embedded';

/**
 * The product's database: DATABASE_URL when given, the embedded server otherwise — the one already running on the
 * data folder, or one started (embedded.ts; `role`: the server owns it, a command-line tool only borrows it while
 * the server runs). Migrated on open.
 */
export const openDatabase = async (
  config: Config,
  log: (m: string) => void = () => {},
  role: 'server' | 'tool' = 'tool',
): Promise<Database> => {
  let embedded: Awaited<ReturnType<typeof openEmbedded>> | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await openEmbedded(config.DATA_DIR, config.EMBEDDED_PG_PORT, role, log);
    try {
      await embedded.createDatabase('fitfit');
    } catch (error) {
      await embedded.stop();
      throw error;
    }
    url = embedded.url('fitfit');
  }
  const pooler: Pooler | undefined =
    config.DATABASE_POOLER === 'transaction' && config.DATABASE_DIRECT_URL
      ? { mode: 'transaction', directUrl: config.DATABASE_DIRECT_URL }
      : undefined;
  const database = connect(url, 10, config.DATABASE_APP_URL, pooler);
  try {
    await runMigrations(database.pool);
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }
  // the reports' reads on a streaming standby: the same roles there, reached with the primary's credentials
  const standby = config.DATABASE_REPORTS_URL
    ? connect(config.DATABASE_REPORTS_URL, 10, standbyAppUrl(database.pool, config.DATABASE_REPORTS_URL))
    : undefined;
  if (standby) database.db.$standby = standby.db;
  return {
    ...database,
    close: async () => {
      await Promise.all([database.close(), standby?.close()]);
      await embedded?.stop();
    },
  };
};
