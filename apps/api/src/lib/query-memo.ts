import { createHash } from 'node:crypto';
import { Column, Name, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';
import { PgDialect, type PgSelect } from 'drizzle-orm/pg-core';
import * as drizzleUtils from 'drizzle-orm/utils';
import type { Db } from '../db/database';

// Internal to Drizzle (not in its types): the flat list of selected fields its row mapping walks.
const { orderSelectedFields } = drizzleUtils as unknown as { orderSelectedFields: (fields: Record<string, unknown>) => unknown[] };
const dialect = new PgDialect();

/**
 * Drizzle writes the SQL text of a query on every call: walking the query's pieces, escaping every name, for
 * the list of a restaurant screen about a fifth of the API's CPU. The text only depends on the query's shape
 * (tables, columns, SQL pieces, how many values where), not on the values. So the shape is fingerprinted with
 * a plain walk that collects the values in order; the first query of a shape is written by Drizzle as usual,
 * and its text (with its parameters checked against the walk's, else the shape is never reused) is kept and
 * sent as a named statement, which PostgreSQL also parses and plans once per connection.
 *
 * Any piece the walk does not know (subqueries, views, placeholders, inlined parameters…) leaves the query
 * to Drizzle, unchanged. Relies on Drizzle's select builder internals (`config`, `session`): pinned version.
 */

type Shape = { text: string; name: string; fields?: unknown[] } | null;
const shapes = new Map<string, Shape>();
/** Queries left to Drizzle (no shape, or a shape whose text did not match the walk): tests read it. */
let leftToDrizzle = 0;
/** Beyond this many shapes, new ones are not kept (no churn of named statements on the connections). */
const MAX_SHAPES = 2000;
const ids = new WeakMap<object, number>();
let nextId = 0;
const idOf = (o: object) => {
  let id = ids.get(o);
  if (id === undefined) {
    id = ++nextId;
    ids.set(o, id);
  }
  return id;
};

class Unknown extends Error {}
const unknown = new Unknown();

/** Appends the shape of an SQL chunk to `key` and its parameter values to `values`, as Drizzle renders them. */
const walk = (chunk: unknown, key: string[], values: unknown[]): void => {
  if (chunk === undefined) return;
  if (chunk instanceof StringChunk) {
    key.push(chunk.value.join(''));
  } else if (chunk instanceof SQL) {
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw unknown;
    key.push('(');
    for (const c of chunk.queryChunks) walk(c, key, values);
    key.push(')');
  } else if (chunk instanceof Column || chunk instanceof Table) {
    key.push(`#${idOf(chunk)}`);
  } else if (chunk instanceof Name) {
    key.push(`"${chunk.value}"`);
  } else if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) throw unknown;
    const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (mapped instanceof SQL || Array.isArray(mapped)) throw unknown;
    key.push('$');
    values.push(mapped);
  } else if (Array.isArray(chunk)) {
    key.push('[');
    for (const c of chunk) walk(c, key, values);
    key.push(']');
  } else if (typeof chunk === 'object' && chunk !== null && !(chunk instanceof Date) && !Buffer.isBuffer(chunk)) {
    throw unknown; // subquery, view, aliased SQL, enum, another builder…
  } else {
    key.push('$');
    values.push(chunk);
  }
};

/** The selected fields: columns, tables (all their columns), SQL with its decoder. */
const walkFields = (fields: Record<string, unknown>, key: string[], values: unknown[]): void => {
  for (const [name, field] of Object.entries(fields)) {
    key.push(`${name}:`);
    if (field instanceof Column || field instanceof Table) key.push(`#${idOf(field)}`);
    else if (field instanceof SQL) {
      // `.mapWith(Number)` wraps the function in a new object on each call: the function is what decodes.
      const decoder = (field as unknown as { decoder?: { mapFromDriverValue?: unknown } }).decoder;
      const decodes =
        decoder?.constructor === Object && typeof decoder.mapFromDriverValue === 'function' ? decoder.mapFromDriverValue : decoder;
      key.push(`d${decodes ? idOf(decodes) : 0}`);
      walk(field, key, values);
    } else if (field && typeof field === 'object' && field.constructor === Object) {
      key.push('{');
      walkFields(field as Record<string, unknown>, key, values);
      key.push('}');
    } else throw unknown;
  }
};

const sameValues = (a: unknown[], b: unknown[]) =>
  a.length === b.length &&
  a.every((v, i) => v === b[i] || (v instanceof Date && b[i] instanceof Date && v.getTime() === (b[i] as Date).getTime()));

const nameOf = (text: string) => `fitfit_q_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;

type SelectInternals = {
  config: {
    withList?: unknown[];
    table: unknown;
    fields: Record<string, unknown>;
    joins?: { table: unknown; on?: unknown; joinType: string; alias?: string; lateral?: boolean }[];
    where?: unknown;
    orderBy?: unknown[];
    limit?: unknown;
    offset?: unknown;
    [other: string]: unknown;
  };
  session: { prepareQuery: (...args: unknown[]) => { joinsNotNullableMap?: unknown; execute(): Promise<unknown[]> } };
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  getSQL(): SQL;
  joinsNotNullableMap: unknown;
};

const KNOWN = new Set(['withList', 'table', 'fields', 'joins', 'where', 'orderBy', 'limit', 'offset', 'distinct', 'setOperators']);

/** The select builder's shape key and values, or undefined when it holds a piece the walk does not know. */
const selectShape = (q: SelectInternals): { key: string; values: unknown[] } | undefined => {
  const c = q.config;
  for (const [k, v] of Object.entries(c)) {
    if (KNOWN.has(k)) continue;
    if (v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    return undefined;
  }
  if (c.withList?.length || c.distinct || (c.setOperators as unknown[] | undefined)?.length) return undefined;
  if (!(c.table instanceof Table)) return undefined;
  const key: string[] = ['select', `#${idOf(c.table)}`];
  const values: unknown[] = [];
  try {
    walkFields(c.fields, key, values);
    for (const join of c.joins ?? []) {
      if (!(join.table instanceof Table) || join.lateral) return undefined;
      key.push(join.joinType, `#${idOf(join.table)}`, join.alias ?? '');
      walk(join.on, key, values);
    }
    key.push('w');
    walk(c.where, key, values);
    key.push('o');
    walk(c.orderBy, key, values);
    // as Drizzle writes them: a negative limit and a zero offset are left out of the text (page 1 has no offset)
    const { limit, offset } = c;
    if (limit !== undefined && typeof limit !== 'number') return undefined;
    if (offset !== undefined && typeof offset !== 'number') return undefined;
    for (const n of [limit !== undefined && limit >= 0 ? limit : undefined, offset || undefined]) {
      if (n === undefined) key.push('-');
      else {
        key.push('$');
        values.push(n);
      }
    }
  } catch (error) {
    if (error instanceof Unknown) return undefined;
    throw error;
  }
  return { key: key.join(' '), values };
};

/** Runs a Drizzle select (`db.select(…).from(…)…`), its text written once per shape; rows mapped by Drizzle. */
export const memoSelect = async <Q extends PgSelect>(query: Q): Promise<Awaited<Q>> => {
  const q = query as unknown as SelectInternals;
  const shape = selectShape(q);
  if (!shape) {
    leftToDrizzle++;
    return query as unknown as Promise<Awaited<Q>>;
  }
  let known = shapes.get(shape.key);
  if (known === undefined) {
    const rendered = q.dialect.sqlToQuery(q.getSQL());
    known = sameValues(rendered.params, shape.values)
      ? { text: rendered.sql, name: nameOf(rendered.sql), fields: orderSelectedFields(q.config.fields) }
      : null;
    if (shapes.size < MAX_SHAPES) shapes.set(shape.key, known);
  }
  if (!known) {
    leftToDrizzle++;
    return query as unknown as Promise<Awaited<Q>>;
  }
  const prepared = q.session.prepareQuery({ sql: known.text, params: shape.values }, known.fields, known.name, true);
  prepared.joinsNotNullableMap = q.joinsNotNullableMap;
  return prepared.execute() as Promise<Awaited<Q>>;
};

/**
 * Runs SQL written with Drizzle's `sql` (rows as PostgreSQL answers them), its text written once per shape, on `pool`
 * (the database's own by default).
 */
export const memoExecute = async <R extends Record<string, unknown>>(db: Db, query: SQL, pool = db.$client): Promise<R[]> => {
  const key: string[] = ['sql'];
  const values: unknown[] = [];
  try {
    walk(query, key, values);
  } catch (error) {
    if (!(error instanceof Unknown)) throw error;
    leftToDrizzle++;
    return (await db.execute(query)).rows as R[];
  }
  const k = key.join(' ');
  let known = shapes.get(k);
  if (known === undefined) {
    const rendered = dialect.sqlToQuery(query);
    known = sameValues(rendered.params, values) ? { text: rendered.sql, name: nameOf(rendered.sql) } : null;
    if (shapes.size < MAX_SHAPES) shapes.set(k, known);
  }
  if (!known) {
    leftToDrizzle++;
    return (await db.execute(query)).rows as R[];
  }
  return (await pool.query({ name: known.name, text: known.text, values })).rows as R[];
};

/** How many shapes are known, and how many queries were left to Drizzle (tests). */
export const memoShapes = () => shapes.size;
export const memoLeftToDrizzle = () => leftToDrizzle;
