import type { EndpointAnswer, EndpointBody, EndpointQuery, EndpointSpec, Page, PageQuery } from '@fitfit/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { type Access, ADMIN_ONLY, type AuthContext, type SessionUser } from './access';
import { type EndpointRequest, route } from './endpoints';
import { notFound } from './http-errors';
import { pagedQuery } from './paged-query';

/**
 * A platform (admin) resource from its table and its contract entry (`platformResourceEndpoints` in contracts): the
 * repository (paged list with search, sort and filters, find, insert, update, delete — or soft delete where the table
 * has `deleted_at`) and the five routes, registered through `route()`. A resource with business rules keeps them in
 * its service and hands the operations concerned as `handlers`: the rest still come from the table.
 */

/** A table with the columns the generated writes use. */
type ResourceTable = PgTable & { id: PgColumn; updated_at: PgColumn; deleted_at?: PgColumn };

export interface PlatformTable<Q> {
  table: ResourceTable;
  /** The item's columns as its schema reads them, from `from` (timestamps through `iso`). */
  select: SQL;
  /** The table under its alias, e.g. sql`terminal_partners p`. */
  from: SQL;
  /** The row's id under that alias (the lists' tie-breaker). */
  id: SQL;
  searchColumns: SQL[];
  /** Sortable expressions by API name, the first one the default. */
  sortColumns: Record<string, SQL>;
  /** The list's own filters (a `kind` in its query…). */
  filters?: (query: Q) => (SQL | undefined)[];
  /** Rows are soft-deleted (the table's `deleted_at`, under its alias): lists and reads skip them, delete dates them. */
  softDelete?: SQL;
  /** French, the 404 of a missing row. */
  notFound: string;
}

/** The repository of a plain platform table. */
export const platformRepository = <Item, Q extends PageQuery, Input extends Record<string, unknown>>(t: PlatformTable<Q>) => {
  const alive = t.softDelete ? sql`${t.softDelete} is null` : undefined;
  const deletedAt = t.softDelete ? t.table.deleted_at : undefined;
  const idIs = (id: string) => (deletedAt ? and(eq(t.table.id, id), isNull(deletedAt)) : eq(t.table.id, id));
  return {
    list: (db: Db, query: Q) =>
      pagedQuery<Record<string, unknown>>({
        db,
        query,
        select: t.select,
        from: t.from,
        where: [alive, ...(t.filters?.(query) ?? [])],
        searchColumns: t.searchColumns,
        sortColumns: t.sortColumns,
        tieBreaker: t.id,
      }) as Promise<Page<Item>>,
    find: async (db: Db, id: string) => {
      const { rows } = await db.execute(sql`select ${t.select} from ${t.from} where ${t.id} = ${id}${alive ? sql` and ${alive}` : sql``}`);
      return rows[0] as Item | undefined;
    },
    insert: async (db: Db, values: Input) => {
      const [row] = (await db.insert(t.table).values(values).returning({ id: t.table.id })) as { id: string }[];
      return row.id;
    },
    update: async (db: Db, id: string, values: Input) => {
      const rows = await db
        .update(t.table)
        .set({ ...values, updated_at: sql`now()` })
        .where(idIs(id))
        .returning({ id: t.table.id });
      return rows.length > 0;
    },
    remove: async (db: Db, id: string) => {
      const rows = deletedAt
        ? await db.update(t.table).set({ deleted_at: sql`now()`, updated_at: sql`now()` }).where(idIs(id)).returning({ id: t.table.id })
        : await db.delete(t.table).where(idIs(id)).returning({ id: t.table.id });
      return rows.length > 0;
    },
  };
};

interface PlatformEndpoints {
  list: EndpointSpec;
  get: EndpointSpec;
  create: EndpointSpec;
  update: EndpointSpec;
  delete: EndpointSpec;
}

/** What a handler knows of the request: the database and the admin acting (whom a journal names, whose session it is). */
export interface PlatformContext {
  db: Db;
  user: SessionUser;
  auth: AuthContext;
}

/** The operations, typed by the descriptors; an omitted one comes from the table, or registers no route without one. */
export interface PlatformHandlers<E extends PlatformEndpoints> {
  list?: (c: PlatformContext, query: EndpointQuery<E['list']>) => Promise<EndpointAnswer<E['list']>>;
  get?: (c: PlatformContext, id: string) => Promise<EndpointAnswer<E['get']>>;
  create?: (c: PlatformContext, input: EndpointBody<E['create']>) => Promise<EndpointAnswer<E['create']>>;
  update?: (c: PlatformContext, id: string, input: EndpointBody<E['update']>) => Promise<EndpointAnswer<E['update']>>;
  delete?: (c: PlatformContext, id: string) => Promise<void>;
}

export interface PlatformResourceOptions<E extends PlatformEndpoints> {
  db: Db;
  /** Admins only unless said. */
  access?: Access;
  /** The table, for the operations `handlers` does not give. */
  table?: PlatformTable<EndpointQuery<E['list']>>;
  handlers?: PlatformHandlers<E>;
}

type Loose = (c: PlatformContext, ...args: unknown[]) => Promise<unknown>;

/**
 * The service of a plain platform table, as the routes and the seeds call it: 404 in French for a missing row, the
 * row as read after each write.
 */
export const platformService = <Item, Q extends PageQuery, Input extends Record<string, unknown>>(t: PlatformTable<Q>) => {
  const repo = platformRepository<Item, Q, Input>(t);
  const get = async (db: Db, id: string) => {
    const found = await repo.find(db, id);
    if (!found) throw notFound(t.notFound);
    return found;
  };
  return {
    list: repo.list,
    get,
    create: async (db: Db, input: Input) => get(db, await repo.insert(db, input)),
    update: async (db: Db, id: string, input: Input) => {
      if (!(await repo.update(db, id, input))) throw notFound(t.notFound);
      return get(db, id);
    },
    remove: async (db: Db, id: string) => {
      if (!(await repo.remove(db, id))) throw notFound(t.notFound);
    },
  };
};

const tableHandlers = (t: PlatformTable<never>): Record<keyof PlatformEndpoints, Loose> => {
  const s = platformService<unknown, never, Record<string, unknown>>(t);
  return {
    list: (c, query) => s.list(c.db, query as never),
    get: (c, id) => s.get(c.db, id as string),
    create: (c, input) => s.create(c.db, input as Record<string, unknown>),
    update: (c, id, input) => s.update(c.db, id as string, input as Record<string, unknown>),
    delete: (c, id) => s.remove(c.db, id as string),
  };
};

const contextOf = (db: Db, req: EndpointRequest<EndpointSpec>): PlatformContext => {
  if (!req.auth) throw new Error('access rule let an anonymous request through');
  return { db, user: req.auth.user, auth: req.auth };
};
const idOf = (req: EndpointRequest<EndpointSpec>) => (req.params as { id: string }).id;

/**
 * Registers a platform resource's routes from its descriptors: `platformResource(app, adminEndpoints.terminalPartners,
 * { db, table })`. Returns the descriptors (the web calls them typed).
 */
export const platformResource = <E extends PlatformEndpoints>(root: FastifyInstance, e: E, o: PlatformResourceOptions<E>): E => {
  const access = o.access ?? { roles: ADMIN_ONLY };
  const fromTable: Partial<Record<keyof PlatformEndpoints, Loose>> = o.table ? tableHandlers(o.table as PlatformTable<never>) : {};
  const h = { ...fromTable, ...(o.handlers as Partial<Record<keyof PlatformEndpoints, Loose>>) };
  const on = (spec: EndpointSpec, handler: (req: EndpointRequest<EndpointSpec>) => Promise<unknown>) =>
    route(root, spec, { access, handler: handler as never });
  const { list, get, create, update, delete: remove } = h;
  const c = (req: EndpointRequest<EndpointSpec>) => contextOf(o.db, req);
  if (list) on(e.list, (req) => list(c(req), req.query));
  if (get) on(e.get, (req) => get(c(req), idOf(req)));
  if (create) on(e.create, (req) => create(c(req), req.body));
  if (update) on(e.update, (req) => update(c(req), idOf(req), req.body));
  if (remove) on(e.delete, (req) => remove(c(req), idOf(req)));
  return e;
};
