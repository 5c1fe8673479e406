import { NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Db, Queryable, Tx } from '../db/database';
import { runWithTenants, tenantsOf } from '../db/tenant-context';
import { narrowScope, platformScope, type RestaurantScope, type TenantScope } from './tenant-scope';

/**
 * What a repository receives instead of the pool and a bare id: a granted scope and the Drizzle executor that runs
 * under that scope's row-level security, wherever it is called from. Inside a request it is the request's own
 * restriction; for the platform's own work on one restaurant (`platformScoped`: demo catch-up, command-line tools, a
 * stream authorised by its one-time id) the database restricts it to that restaurant too, where the owner role
 * would have seen every row (db/tenant-pool.ts). A transaction opened from it (`inTransaction`) stays scoped.
 */
declare const executor: unique symbol;
export type Scoped<S extends TenantScope = TenantScope, E extends Queryable = Queryable> = {
  readonly scope: S;
  /** Runs every query under the scope's restriction: WHERE clauses still start from `inScope(scope, …)`. */
  readonly db: E;
  readonly [executor]: true;
};
export type ScopedTx<S extends TenantScope = TenantScope> = Scoped<S, Tx>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's scope with its executor, made by the access hook on first use (null on routes without a tenant). */
    scoped: Scoped<TenantScope, Db> | null;
  }
}

const brand = <S extends TenantScope, E extends Queryable>(scope: S, db: E) => ({ scope, db }) as Scoped<S, E>;

const TENANTS = Symbol('fitfit.scoped.tenants');
type View = { [TENANTS]: string };

/**
 * The pool as one tenant set sees it: the same connections, each one taken under the view's tenants (the TenantPool
 * hands a restricted connection told `fitfit.tenants`, with one `set_config` only when its last user had other
 * tenants). Still a `pg.Pool` (the pool is its prototype), so Drizzle's transactions take one connection of it. One
 * prototype per pool, made once: a view is then one small object (a request makes one).
 */
const poolViews = new WeakMap<pg.Pool, pg.Pool>();
const poolFor = (pool: pg.Pool, tenants: string): pg.Pool => {
  let proto = poolViews.get(pool);
  if (!proto) {
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise or callback) are passed through as they are
    const under = (method: (...args: any[]) => any) => ({
      // biome-ignore lint/suspicious/noExplicitAny: idem
      value(this: View, ...args: any[]) {
        return runWithTenants(this[TENANTS], () => method.apply(pool, args));
      },
    });
    proto = Object.create(pool, { connect: under(pool.connect), query: under(pool.query) }) as pg.Pool;
    poolViews.set(pool, proto);
  }
  const view = Object.create(proto) as pg.Pool & View;
  view[TENANTS] = tenants;
  return view;
};

/** Each scoped executor's product pool, so that a narrower one is made from the pool, not from a view of it. */
const roots = new WeakMap<Db, Db>();
const dbViews = new WeakMap<Db, Db>();
type DbView = View & { session: unknown; _: unknown; $client: pg.Pool; $reports?: pg.Pool; [QUERY]?: unknown; [STANDBY]?: Db };
const QUERY = Symbol('fitfit.scoped.query');
const STANDBY = Symbol('fitfit.scoped.standby');

/**
 * Drizzle over the scoped pools: `db` itself (its prototype) with a session of its own, so that nothing of the schema
 * is read again (a Drizzle built from the schema costs ≈ 0.2 ms: its relational builders for every table); those
 * builders (`query`) and the standby's view are made on first use.
 */
const dbFor = (root: Db, tenants: string): Db => {
  const db = roots.get(root) ?? root;
  // biome-ignore lint/suspicious/noExplicitAny: Drizzle's session and schema config are internal to its types
  const { dialect, session: own, _ } = db as any;
  const config = { schema: _.schema, fullSchema: _.fullSchema, tableNamesMap: _.tableNamesMap };
  let proto = dbViews.get(db);
  if (!proto) {
    proto = Object.create(db, {
      query: {
        get(this: DbView) {
          this[QUERY] ??= new NodePgDatabase(dialect, this.session as NodePgSession<never, never>, config).query;
          return this[QUERY];
        },
      },
      $standby: {
        get(this: DbView) {
          if (db.$standby) this[STANDBY] ??= dbFor(db.$standby, this[TENANTS]);
          return this[STANDBY];
        },
      },
    }) as Db;
    dbViews.set(db, proto);
  }
  const view = Object.create(proto) as DbView;
  view[TENANTS] = tenants;
  view.$client = poolFor(db.$client, tenants);
  if (db.$reports) view.$reports = poolFor(db.$reports, tenants);
  view.session = new NodePgSession(view.$client, dialect, config, own.options);
  view._ = { ...config, session: view.session };
  roots.set(view as unknown as Db, db);
  return view as unknown as Db;
};

/**
 * The access hook's grant (plugins/auth.ts, for `request.scoped`): nothing else imports it
 * (`test/tenant-scope-grants.test.ts`). `db` is the product's pool, never a transaction.
 */
export const executorGrant = <S extends TenantScope>(db: Db, scope: S): Scoped<S, Db> => brand(scope, dbFor(db, tenantsOf(scope)));

/** The platform's own work on one restaurant (see `platformScope`), restricted to it by the database too. */
export const platformScoped = (db: Db, restaurantId: string): Scoped<RestaurantScope, Db> => executorGrant(db, platformScope(restaurantId));

/** The request's scope and executor; a route without a tenant scope is a programming error. */
export const scopedOf = (request: FastifyRequest): Scoped<TenantScope, Db> => {
  if (!request.scoped) throw new Error(`No tenant scope on ${request.method} ${request.routeOptions.url}`);
  return request.scoped;
};

/** The one-restaurant scope and executor of a `:restaurantId` or device route. */
export const restaurantScopedOf = (request: FastifyRequest): Scoped<RestaurantScope, Db> => {
  const scoped = scopedOf(request);
  if (scoped.scope.kind !== 'restaurant') throw new Error(`Route ${request.routeOptions.url} is not a one-restaurant route`);
  return scoped as Scoped<RestaurantScope, Db>;
};

/**
 * One restaurant of a network's executor (a drill-down), restricted to that restaurant, or undefined when it is not
 * one of the network's. Inside a transaction it keeps the transaction (already restricted to the network).
 */
export const narrowScoped = (scoped: Scoped<TenantScope, Db>, restaurantId: string): Scoped<RestaurantScope, Db> | undefined => {
  const scope = narrowScope(scoped.scope, restaurantId);
  if (!scope) return undefined;
  return scope === scoped.scope ? (scoped as Scoped<RestaurantScope, Db>) : executorGrant(scoped.db, scope);
};

/** `work` in one transaction of the executor's, on one connection restricted to its scope (a savepoint inside one). */
export const inTransaction = <S extends TenantScope, T>(scoped: Scoped<S>, work: (tx: ScopedTx<S>) => Promise<T>): Promise<T> =>
  scoped.db.transaction((tx) => work(brand(scoped.scope, tx)));
