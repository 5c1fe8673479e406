import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';
import {
  allowsNull,
  badBodyValues,
  badPagingValues,
  badPathSegments,
  badPathValues,
  badTextValues,
  type JsonSchema,
  sampleOf,
  sharedPagingParams,
} from './fuzz-values';

/**
 * Generated from the OpenAPI document: every operation, as admin and (on restaurant routes) as a restorer of
 * its own restaurant, receives a bounded set of bad values in each path, query and body field, plus malformed
 * bodies. Never a 5xx; every refusal in the documented French shape with the security headers; a refused call
 * writes nothing (row triggers record every write of the tested database). A route added tomorrow is covered
 * the day it lands.
 */

type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
};
type DocOperation = {
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Probe = { kind: string; field: string; url: string; payload?: string; contentType?: string; fieldSchema?: JsonSchema };

const ENGLISH =
  /\b(the|must|should|invalid|expected|required|received|not found|unsupported|error|failed|bad request|too large|unexpected)\b/i;
const isFrench = (m: unknown) => typeof m === 'string' && m.length > 0 && !ENGLISH.test(m);

let ctx: TestContext;
let w: World;
const tokens: Record<'admin' | 'restorer', string> = { admin: '', restorer: '' };
const operations: Operation[] = [];
const ids: Record<string, string | undefined> = {};
const publicPaths = new Set<string>();

const writes = async () => Number((await ctx.database.pool.query('select coalesce(max(id), 0)::int as n from fuzz_writes')).rows[0].n);

/**
 * Records every row written in the business tables (sessions and the sign-in throttle move on their own). The
 * log is the test's, not the app's: its trigger writes as the owner (`security definer`), whatever role the
 * request runs as (db/row-security.ts).
 */
const installWriteLog = async () => {
  await ctx.database.pool.query(`
    create table fuzz_writes (id bigserial primary key, tbl text not null);
    create function fuzz_note() returns trigger language plpgsql security definer as $$
      begin insert into fuzz_writes (tbl) values (tg_table_name); return null; end $$;
    do $$ declare t record; begin
      for t in select tablename from pg_tables where schemaname = 'public' and tablename not in ('fuzz_writes', 'sessions', 'auth_throttle') loop
        execute format('create trigger fuzz_note after insert or update or delete on %I for each row execute function fuzz_note()', t.tablename);
      end loop;
    end $$;`);
};

const firstId = async (table: string, where = 'true') =>
  (await ctx.database.pool.query(`select id from ${table} where ${where} order by id limit 1`)).rows[0]?.id as string | undefined;

const request = (role: 'admin' | 'restorer', method: string, url: string, payload?: string, contentType?: string) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { ...bearer(tokens[role]), ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });

const ensureSignedIn = async () => {
  for (const role of ['admin', 'restorer'] as const) {
    const me = await request(role, 'GET', '/api/v1/auth/me');
    if (me.statusCode !== 200) tokens[role] = await login(ctx.app, w.users[role].email);
  }
};

/** Existing rows for the ids of paths and bodies, so bad values meet real rows (and their foreign keys). */
const collectIds = async () => {
  const a1 = w.restaurants.a1.id;
  const caisse = async (resource: string, body?: JsonSchema) => {
    if (body)
      await request(
        'restorer',
        'POST',
        `/api/v1/restaurants/${a1}/caisse/${resource}`,
        JSON.stringify(sampleOf(body, '', ids)),
        'application/json',
      );
  };
  const bodyOf = (path: string) => operations.find((o) => o.method === 'POST' && o.path === path)?.body;
  const base = '/api/v1/restaurants/{restaurantId}/caisse';
  await caisse('taxes', bodyOf(`${base}/taxes`));
  ids.tax_id = await firstId('caisse_taxes', `restaurant_id = '${a1}'`);
  await caisse('categories', bodyOf(`${base}/categories`));
  ids.category_id = await firstId('caisse_categories', `restaurant_id = '${a1}'`);
  await caisse('heat-tags', bodyOf(`${base}/heat-tags`));
  ids.tag_ids = await firstId('caisse_tags', `restaurant_id = '${a1}'`);
  await caisse('options', bodyOf(`${base}/options`));
  ids.option_group_ids = await firstId('caisse_option_groups', `restaurant_id = '${a1}'`);
  await caisse('roles', bodyOf(`${base}/roles`));
  ids.role_id = await firstId('caisse_roles', `restaurant_id = '${a1}'`);
  await caisse('pos_users', bodyOf(`${base}/pos_users`));
  await caisse('products', bodyOf(`${base}/products`));
  ids.product_id = await firstId('caisse_products', `restaurant_id = '${a1}'`);
  await caisse('menus', bodyOf(`${base}/menus`));
  ids.hardware_id = await firstId('hardwares');
  ids.fitfit_module_id = await firstId('fitfit_modules');
  Object.assign(ids, { mark_id: w.mark.id, restaurant_id: a1, restaurant_ids: a1, mark_ids: w.mark.id, user_ids: w.users.franchisor.id });
};

/** Base path values: the restorer's own restaurant, and an existing row of the path's resource. */
const pathIdFor = async (op: Operation, param: string): Promise<string> => {
  const a1 = w.restaurants.a1.id;
  if (param === 'restaurantId') return a1;
  const segments = op.path.split('/');
  const resource = segments[segments.indexOf(`{${param}}`) - 1];
  const caisseTables: Record<string, string> = {
    roles: 'caisse_roles',
    pos_users: 'caisse_pos_users',
    'heat-tags': 'caisse_tags',
    taxes: 'caisse_taxes',
    categories: 'caisse_categories',
    options: 'caisse_option_groups',
    products: 'caisse_products',
    menus: 'caisse_menus',
  };
  if (caisseTables[resource]) return (await firstId(caisseTables[resource], `restaurant_id = '${a1}'`)) ?? crypto.randomUUID();
  const adminRows: Record<string, () => Promise<string | undefined>> = {
    users: async () => w.users.saler.id,
    restaurants: async () => a1,
    marks: async () => w.mark.id,
    fitfit_modules: () => firstId('fitfit_modules'),
    terminal_partners: () => firstId('terminal_partners'),
    hardwares: () => firstId('hardwares'),
    subscription_invoices: () => firstId('subscription_invoices'),
    fitfit_module_restaurants: () => firstId('fitfit_module_restaurants', `restaurant_id = '${a1}'`),
    restaurant_hardwares: () => firstId('restaurant_hardwares', `restaurant_id = '${a1}'`),
  };
  return (await adminRows[resource]?.()) ?? crypto.randomUUID();
};

const probesFor = async (op: Operation): Promise<Probe[]> => {
  const base: Record<string, string> = {};
  for (const p of op.pathParams) base[p] = await pathIdFor(op, p);
  const urlWith = (params: Record<string, string>, query = '') =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]) + (query ? `?${query}` : '');
  const baseBody = op.body ? sampleOf(op.body, '', ids) : undefined;
  const json = baseBody === undefined ? undefined : JSON.stringify(baseBody);
  const probes: Probe[] = [];
  const withBody = (p: Omit<Probe, 'payload' | 'contentType'>): Probe => ({
    ...p,
    payload: json,
    contentType: json ? 'application/json' : undefined,
  });

  for (const param of op.pathParams) {
    for (const bad of badPathValues)
      probes.push(withBody({ kind: bad.kind, field: param, url: urlWith({ ...base, [param]: encodeURIComponent(String(bad.value)) }) }));
    for (const bad of badPathSegments)
      probes.push(withBody({ kind: bad.kind, field: param, url: urlWith({ ...base, [param]: String(bad.value) }) }));
  }
  for (const q of op.query) {
    for (const bad of sharedPagingParams.has(q.name) ? badPagingValues : badTextValues)
      probes.push(
        withBody({ kind: bad.kind, field: q.name, url: urlWith(base, new URLSearchParams({ [q.name]: String(bad.value) }).toString()) }),
      );
    probes.push(withBody({ kind: 'nested-junk', field: q.name, url: urlWith(base, `${q.name}[a][b]=1&${q.name}=2`) }));
  }
  // Junk nobody declared: prototype keys and nested brackets in the query string.
  probes.push(
    withBody({
      kind: 'prototype-key',
      field: 'query',
      url: urlWith(base, '__proto__[polluted]=1&constructor[prototype][polluted]=1&a[b][c]=d'),
    }),
  );
  if (op.body && baseBody && typeof baseBody === 'object') {
    const url = urlWith(base);
    for (const [field, fieldSchema] of Object.entries(op.body.properties ?? {})) {
      for (const bad of badBodyValues(fieldSchema, field)) {
        // The base body with this one field made bad (written by hand: some bad values are not plain JSON objects).
        const rest = { ...(baseBody as Record<string, unknown>) };
        delete rest[field];
        const body = JSON.stringify(rest).slice(1, -1);
        probes.push({
          kind: bad.kind,
          field,
          url,
          fieldSchema,
          contentType: 'application/json',
          payload: `{${JSON.stringify(field)}:${JSON.stringify(bad.value)}${body ? `,${body}` : ''}}`,
        });
      }
    }
    probes.push({
      kind: 'prototype-key',
      field: 'body',
      url,
      contentType: 'application/json',
      payload: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}${json && json !== '{}' ? `,${json.slice(1)}` : '}'}`,
    });
    probes.push({ kind: 'bad-json', field: 'body', url, contentType: 'application/json', payload: '{"name":' });
    probes.push({ kind: 'empty-body', field: 'body', url, contentType: 'application/json', payload: '' });
    probes.push({ kind: 'nested-junk', field: 'body', url, contentType: 'application/json', payload: '[[[{"a":[]}]]]' });
    probes.push({ kind: 'too-large', field: 'body', url, contentType: 'application/json', payload: `{"name":"${'x'.repeat(1_100_000)}"}` });
  }
  if (op.method !== 'GET') {
    const url = urlWith(base);
    probes.push({ kind: 'wrong-content-type', field: 'body', url, contentType: 'text/plain', payload: json ?? 'texte' });
    probes.push({
      kind: 'wrong-content-type',
      field: 'body',
      url,
      contentType: 'application/x-www-form-urlencoded',
      payload: 'name=x&__proto__[a]=1',
    });
  }
  return probes;
};

/** `run` on every item, at most `size` at a time, the answers in the items' order. */
const inBatches = async <T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> => {
  const answers: R[] = [];
  for (let i = 0; i < items.length; i += size) answers.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return answers;
};

/** Registers the fuzzing of the whole document as one role (one test file per role, so that they run side by side). */
export const fuzzAs = (role: 'admin' | 'restorer') => {
  beforeAll(async () => {
    // The API project runs files without isolation (vitest.config.ts): this module stays loaded from one
    // fuzzing file to the next in the same worker, so its state starts empty for each file.
    operations.length = 0;
    publicPaths.clear();
    for (const key of Object.keys(ids)) delete ids[key];
    tokens.admin = '';
    tokens.restorer = '';
    ctx = await createTestContext({
      LOGIN_RATE_LIMIT: '100000',
      LOGIN_ADDRESS_LIMIT: '100000',
      REGISTRATION_ADDRESS_LIMIT: '100000',
      DATA_DIR: `/tmp/fitfit-fuzz-${process.pid}`,
    });
    w = await createWorld(ctx.database.db);
    tokens.admin = await login(ctx.app, w.users.admin.email);
    tokens.restorer = await login(ctx.app, w.users.restorer.email);
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, DocOperation>> };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const params = op.parameters ?? [];
        operations.push({
          method: method.toUpperCase() as Operation['method'],
          path,
          pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
          query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
          body: op.requestBody?.content?.['application/json']?.schema,
        });
      }
    }
    for (const route of ctx.app.accessRoutes)
      if ('public' in route.access && route.access.public) publicPaths.add(route.url.replace(/:(\w+)/g, '{$1}'));
    await collectIds();
    await installWriteLog();
  }, 120_000);
  afterAll(() => ctx.close());

  describe(`generated fuzzing of every operation of the OpenAPI document, as ${role}`, () => {
    it('covers the whole document', () => {
      expect(operations.length).toBeGreaterThan(100);
    });

    it('never a 5xx, always the French error shape, and a refused call writes nothing', async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const op of operations) {
        // A restorer is refused before validation outside its restaurant and its own account; public routes
        // answer everyone alike and are fuzzed once.
        const restorerRoute =
          op.path.startsWith('/api/v1/restaurants/') || (op.path.startsWith('/api/v1/auth/') && !publicPaths.has(op.path));
        if (role === 'restorer' && !restorerRoute) continue;
        await ensureSignedIn();
        let before = await writes();
        const probes = await probesFor(op);
        // A read must write nothing at all (checked once after all its probes), so the probes of a GET go out
        // eight at a time, the app and PostgreSQL working side by side; the probes of a write go one by one,
        // each followed by the count of rows written.
        const send = (probe: Probe) => request(role, op.method, probe.url, probe.payload, probe.contentType);
        const answers = op.method === 'GET' ? await inBatches(probes, 8, send) : undefined;
        for (const [index, probe] of probes.entries()) {
          const res = answers ? answers[index] : await send(probe);
          sent++;
          const where = `${op.method} ${op.path} [${probe.field}: ${probe.kind}] → ${res.statusCode}`;
          const after = op.method === 'GET' ? before : await writes();
          if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400) {
            const body = res.headers['content-type']?.toString().includes('json') ? res.json() : undefined;
            const error = body?.error;
            if (!body || Object.keys(body).join() !== 'error' || typeof error?.code !== 'string' || !isFrench(error?.message))
              failures.push(`${where} shape/langue: ${res.body.slice(0, 200)}`);
            else if (error.fields && !Object.values(error.fields).every(isFrench))
              failures.push(`${where} champs: ${JSON.stringify(error.fields)}`);
            if (res.headers['x-content-type-options'] !== 'nosniff') failures.push(`${where} sans en-têtes de sécurité`);
            if (!String(res.headers['cache-control']).includes('no-store')) failures.push(`${where} sans no-store`);
            if (after !== before) failures.push(`${where} a écrit ${after - before} ligne(s) malgré le refus`);
          } else {
            if (probe.kind === 'nul') failures.push(`${where} NUL accepté`);
            if (probe.kind.startsWith('impossible') && /(_on|period)$/.test(probe.field))
              failures.push(`${where} date impossible acceptée`);
            if (probe.kind === 'null' && probe.fieldSchema && !allowsNull(probe.fieldSchema))
              failures.push(`${where} null accepté, refusé par l’OpenAPI`);
          }
          before = after;
        }
        if (op.method === 'GET' && (await writes()) !== before) failures.push(`${op.method} ${op.path} : une lecture a écrit`);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(failures, `${failures.length} échecs sur ${sent} appels`).toEqual([]);
    }, 240_000);
  });
};
