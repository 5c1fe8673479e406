import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';

/**
 * Ready to shard (docs/scaling.md « Ready to shard »): the migrated schema, read from PostgreSQL's own catalogue, has
 * the shape a distributed PostgreSQL (Citus) needs, with `restaurant_id` as the distribution column:
 * - a tenant table is a table with a `restaurant_id` column (`create_distributed_table(t, 'restaurant_id',
 *   colocate_with => 'restaurants')`); `restaurants` itself is the tenant: distributed by its `id`, co-located with
 *   them, so its `id` stands for `restaurant_id` in the rules below;
 * - every primary key, unique constraint and unique index of a tenant table includes the distribution column;
 * - every other table is a platform (reference) table, copied whole to every node (`create_reference_table`); the
 *   list is written below so a new one is a decision, and none of them points at a tenant table;
 * - every foreign key between two tenant tables carries the distribution column on both sides, paired.
 */

/** Platform tables: no restaurant in their rows, read by every restaurant's queries, copied to every node. */
const REFERENCE_TABLES = [
  'account_tokens',
  'auth_throttle',
  'compliance_signing_keys',
  'credit_note_number_counters',
  'fitfit_modules',
  'hardwares',
  'intranet_announcements',
  'intranet_campaigns',
  'intranet_document_versions',
  'intranet_documents',
  'invoice_number_counters',
  'mark_rate_history',
  'mark_users',
  'marks',
  'music_playlist_marks',
  'music_playlist_songs',
  'music_playlists',
  'music_songs',
  'music_stream_keys',
  'realtime_streams',
  'sessions',
  'stock_categories',
  'stock_product_prices',
  'stock_products',
  'stock_providers',
  'terminal_partners',
  'user_totp',
  'user_totp_recovery_codes',
  'users',
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute<T>(query)).rows;

/** Public tables with the column that distributes them (`restaurant_id`, `id` for `restaurants`), or none. */
const tables = () =>
  rows<{ table: string; distribution: string | null }>(sql`
    select c.relname as table,
           case when c.relname = 'restaurants' then 'id'
                when exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'restaurant_id' and not a.attisdropped)
                then 'restaurant_id' end as distribution
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by 1`);

/** Names of the columns of a constraint or index key, in order. */
const keyColumns = (relid: string, attnums: string) =>
  sql.raw(`array(select a.attname::text from unnest(${attnums}) with ordinality k(attnum, i)
    join pg_attribute a on a.attrelid = ${relid} and a.attnum = k.attnum order by k.i)`);

describe('ready to shard by restaurant', () => {
  it('names every table either a tenant table (it has restaurant_id) or a listed platform table', async () => {
    const all = await tables();
    const reference = all.filter((t) => t.distribution === null).map((t) => t.table);
    expect(reference, 'a table without restaurant_id is a platform table: add it to REFERENCE_TABLES, or give it restaurant_id').toEqual(
      [...REFERENCE_TABLES].sort(),
    );
    expect(all.filter((t) => t.distribution).length).toBeGreaterThan(50);
  });

  it('has the distribution column in every primary key, unique constraint and unique index of a tenant table', async () => {
    const keys = await rows<{ table: string; key: string; columns: string[]; distribution: string }>(sql`
      with tenant as (
        select c.oid, c.relname, case when c.relname = 'restaurants' then 'id' else 'restaurant_id' end as distribution
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
          and (c.relname = 'restaurants' or exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'restaurant_id'))
      )
      select t.relname as table, ic.relname as key, t.distribution, ${keyColumns('i.indrelid', 'i.indkey::int2[]')} as columns
      from tenant t join pg_index i on i.indrelid = t.oid join pg_class ic on ic.oid = i.indexrelid
      where i.indisunique or i.indisprimary or i.indisexclusion
      order by 1, 2`);
    expect(keys.length).toBeGreaterThan(50);
    const offenders = keys.filter((k) => !k.columns.includes(k.distribution)).map((k) => `${k.table}.${k.key}`);
    // every tenant table has a primary key at all (a distributed table needs one for replicas and updates)
    const withoutPrimary = await rows<{ table: string }>(sql`
      select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'restaurant_id')
        and not exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary)`);
    expect(
      withoutPrimary.map((r) => r.table),
      'tenant tables without a primary key',
    ).toEqual([]);
    expect(
      offenders,
      'primary keys / unique constraints / unique indexes without restaurant_id: put restaurant_id first in them (tenantPrimaryKey in db/schema/columns.ts)',
    ).toEqual([]);
  });

  it('never lets a platform table point at a tenant table, and pairs restaurant_id in every reference between tenant tables', async () => {
    const references = await rows<{
      name: string;
      child: string;
      parent: string;
      child_columns: string[];
      parent_columns: string[];
    }>(sql`
      select con.conname as name, ch.relname as child, pa.relname as parent,
             ${keyColumns('con.conrelid', 'con.conkey')} as child_columns,
             ${keyColumns('con.confrelid', 'con.confkey')} as parent_columns
      from pg_constraint con
      join pg_class ch on ch.oid = con.conrelid join pg_class pa on pa.oid = con.confrelid
      join pg_namespace n on n.oid = ch.relnamespace
      where con.contype = 'f' and n.nspname = 'public'
      order by 1`);
    const distribution = new Map((await tables()).map((t) => [t.table, t.distribution]));
    const fromPlatform = references.filter((r) => !distribution.get(r.child) && distribution.get(r.parent)).map((r) => r.name);
    expect(fromPlatform, 'a platform (reference) table must not point at a tenant table: make it a plain column').toEqual([]);
    const unpaired = references
      .filter((r) => distribution.get(r.child) && distribution.get(r.parent))
      .filter((r) => {
        const at = r.child_columns.indexOf(distribution.get(r.child) as string);
        return at < 0 || r.parent_columns[at] !== distribution.get(r.parent);
      })
      .map((r) => `${r.name} (${r.child}.${r.child_columns} → ${r.parent}.${r.parent_columns})`);
    expect(unpaired, 'references between tenant tables without restaurant_id on both sides (tenantReference)').toEqual([]);
    // the check reads something: tenant → tenant references exist, and tenant → platform ones are allowed
    expect(references.filter((r) => distribution.get(r.child) && distribution.get(r.parent)).length).toBeGreaterThan(50);
  });
});
