import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Row-level security, the database's own guard of tenancy (docs/architecture.md "Tenancy"). The API reads and
 * writes for a request as a restricted role — neither superuser, nor owner of the tables, nor BYPASSRLS — and
 * every table carrying a `restaurant_id` lets that role see and write only the rows of the restaurants its
 * connection was told (`fitfit.tenants`, tenant-pool.ts), or every row when told `*`. The owner role (the one
 * of DATABASE_URL, the embedded server's own user) applies migrations and runs the platform's jobs.
 */

export const APP_ROLE = 'fitfit_app';
export const TENANT_POLICY = 'fitfit_tenant';

/**
 * The restricted role's URL: DATABASE_APP_URL when given (a role the operator created), otherwise the owner's
 * URL with the role `fitfit_app`, whose password is derived from the owner's credentials (never stored, the same
 * for every database of the server).
 */
export const appUrlFor = (ownerUrl: string, appUrl?: string): string => {
  if (appUrl) return appUrl;
  const url = new URL(ownerUrl);
  const server = `${url.username}:${decodeURIComponent(url.password)}@${url.host}`;
  url.username = APP_ROLE;
  url.password = createHash('sha256').update(`${APP_ROLE}|${server}`).digest('base64url');
  return url.toString();
};

const roleOf = (url: string) => decodeURIComponent(new URL(url).username);

/** Creates the restricted role when it is ours to create (no DATABASE_APP_URL), and keeps it restricted. */
const ensureAppRole = async (client: pg.ClientBase, appUrl: string, ownRole: boolean) => {
  const role = client.escapeIdentifier(roleOf(appUrl));
  if (!ownRole) return role;
  const password = client.escapeLiteral(decodeURIComponent(new URL(appUrl).password));
  const restricted = 'login nosuperuser nobypassrls nocreatedb nocreaterole';
  const { rows } = await client.query<{ unrestricted: boolean }>(
    'select rolsuper or rolbypassrls as unrestricted from pg_roles where rolname = $1',
    [roleOf(appUrl)],
  );
  try {
    if (rows.length === 0) await client.query(`create role ${role} ${restricted} password ${password}`);
    // the password follows the owner's credentials; a role given more rights by hand is taken back
    else await client.query(`alter role ${role} with ${restricted} password ${password}`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    // two servers of one cluster may create it at the same moment (23505, 42710); an owner that may not alter an
    // existing, restricted role keeps it as it is
    if (code === '23505' || code === '42710' || (code === '42501' && rows[0]?.unrestricted === false)) return role;
    throw new Error(
      `Impossible de préparer le rôle PostgreSQL restreint ${role} (${(error as Error).message}) : donnez au rôle de DATABASE_URL le droit CREATEROLE, ou créez ce rôle et indiquez-le dans DATABASE_APP_URL`,
    );
  }
  return role;
};

/**
 * After the migrations, under their lock: the restricted role, its rights on every table, and the tenant policy on
 * every table with a `restaurant_id` — found from the catalogue, so that a new table is covered without anyone
 * remembering it (test/row-security.test.ts checks the catalogue).
 */
export const secureRows = async (client: pg.ClientBase, appUrl: string, ownRole: boolean) => {
  const role = await ensureAppRole(client, appUrl, ownRole);
  await client.query(`
    create or replace function fitfit_all_tenants() returns boolean language sql stable parallel safe
      as $$ select coalesce(current_setting('fitfit.tenants', true), '') = '*' $$;
    create or replace function fitfit_tenant_ids() returns uuid[] language sql stable parallel safe
      as $$ select case when coalesce(current_setting('fitfit.tenants', true), '') in ('', '*') then '{}'::uuid[]
                   else string_to_array(current_setting('fitfit.tenants', true), ',')::uuid[] end $$;
    grant usage on schema public to ${role};
    grant select, insert, update, delete on all tables in schema public to ${role};
    grant usage, select, update on all sequences in schema public to ${role};
  `);
  const { rows } = await client.query<{ table_name: string; secured: boolean; policy: boolean }>(
    `
    select c.relname as table_name, c.relrowsecurity as secured,
           exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname and p.policyname = $1) as policy
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'restaurant_id' and not a.attisdropped
    where c.relkind in ('r', 'p') and a.atttypid = 'uuid'::regtype`,
    [TENANT_POLICY],
  );
  for (const { table_name, secured, policy } of rows) {
    const table = client.escapeIdentifier(table_name);
    // the sub-selects are evaluated once per query (an InitPlan), not once per row
    if (!policy)
      await client.query(`create policy ${TENANT_POLICY} on ${table} for all to public
        using ((select fitfit_all_tenants()) or restaurant_id = any ((select fitfit_tenant_ids())::uuid[]))
        with check ((select fitfit_all_tenants()) or restaurant_id = any ((select fitfit_tenant_ids())::uuid[]))`);
    if (!secured) await client.query(`alter table ${table} enable row level security`);
  }
};
