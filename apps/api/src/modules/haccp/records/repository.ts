import type { RecordQuery } from '@fitfit/contracts';
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { haccpEquipment, haccpNonConformities, haccpRecordPhotos, haccpRecords } from '../../../db/schema';
import { localDateSql } from '../../../lib/business-day';
import { newId } from '../../../lib/ids';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope, sameTenant } from '../../../lib/tenant-scope';
import type { Queryable } from '../common';

const r = haccpRecords;

// Written qualified: Drizzle leaves a column unqualified in a one-table query, which inside these subqueries
// would name the subquery's own row.
const own = (column: string) => sql.raw(`"haccp_records"."${column}"`);
/** The version that corrected this one, if any (null: it is the current version). */
const supersededBy = sql<
  string | null
>`(select n.id from haccp_records n where n.restaurant_id = ${own('restaurant_id')} and n.supersedes_id = ${own('id')})`;
/** Only the current versions: no record supersedes them. */
export const isCurrent = sql`not exists (select 1 from haccp_records n where n.restaurant_id = ${own('restaurant_id')} and n.supersedes_id = ${own('id')})`;
/** The calendar day of a record in its restaurant's timezone in force then. */
export const localDay = sql`(select ${localDateSql(sql`lr`, own('recorded_at'))} from restaurants lr where lr.id = ${own('restaurant_id')})`;

/** The record's photos, oldest first. */
const photos = sql<
  string[]
>`coalesce((select array_agg(p.url order by p.created_at, p.id) from haccp_record_photos p where p.restaurant_id = ${own('restaurant_id')} and p.record_id = ${own('id')}), '{}')`;

const columns = {
  ...getTableColumns(r),
  superseded_by_id: supersededBy,
  photos,
  equipment_name: haccpEquipment.name,
  nc_id: haccpNonConformities.id,
  nc_status: haccpNonConformities.status,
};

const selectRecords = (db: Queryable) =>
  db
    .select(columns)
    .from(r)
    .leftJoin(haccpEquipment, sameTenant([r.restaurant_id, r.equipment_id], [haccpEquipment.restaurant_id, haccpEquipment.id]))
    .leftJoin(
      haccpNonConformities,
      sameTenant([haccpNonConformities.restaurant_id, haccpNonConformities.record_id], [r.restaurant_id, r.id]),
    )
    .$dynamic();
export type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

export const listCurrent = (db: Db, scope: RestaurantScope, kind: string, query: RecordQuery, searchKeys: string[]) => {
  const where: (SQL | undefined)[] = [inScope(scope, r.restaurant_id), eq(r.kind, kind), isCurrent];
  if (query.from) where.push(sql`${localDay} >= ${query.from}`);
  if (query.to) where.push(sql`${localDay} <= ${query.to}`);
  if (query.compliant) where.push(eq(r.compliant, query.compliant === 'true'));
  if (query.equipment_id) where.push(eq(r.equipment_id, query.equipment_id));
  return pagedQuery({
    db,
    select: selectRecords(db),
    countFrom: r,
    query,
    where,
    searchColumns: [r.recorded_by_name, ...searchKeys.map((k) => sql`${r.data}->>${k}`)],
    sortColumns: { recorded_at: r.recorded_at, compliant: r.compliant, created_at: r.created_at },
    tieBreaker: r.id,
  });
};

export const findRecord = async (db: Queryable, scope: RestaurantScope, kind: string, id: string) =>
  (
    await selectRecords(db)
      .where(and(inScope(scope, r.restaurant_id), eq(r.kind, kind), eq(r.id, id)))
      .limit(1)
  )[0];

export const history = (db: Queryable, scope: RestaurantScope, originalId: string) =>
  selectRecords(db)
    .where(and(inScope(scope, r.restaurant_id), eq(r.original_id, originalId)))
    .orderBy(asc(r.version));

/** Every version of every record of the days `from`..`to` (restaurant's timezone), by kind then time: the register. */
export const registerRows = (db: Queryable, scope: RestaurantScope, from: string, to: string) =>
  selectRecords(db)
    .where(and(inScope(scope, r.restaurant_id), sql`${localDay} between ${from}::date and ${to}::date`))
    .orderBy(asc(r.kind), asc(r.recorded_at), asc(r.version));

export const insertRecord = async (db: Queryable, row: typeof r.$inferInsert) =>
  (await db.insert(r).values(row).returning({ id: r.id }))[0];

/** A correction keeps the photos of the version it corrects. */
export const copyPhotos = async (db: Queryable, scope: RestaurantScope, fromId: string, toId: string) => {
  const rows = await db
    .select()
    .from(haccpRecordPhotos)
    .where(and(inScope(scope, haccpRecordPhotos.restaurant_id), eq(haccpRecordPhotos.record_id, fromId)));
  if (rows.length) await db.insert(haccpRecordPhotos).values(rows.map((p) => ({ ...p, id: newId(), record_id: toId })));
};

export const addPhoto = (db: Queryable, row: typeof haccpRecordPhotos.$inferInsert) =>
  db.insert(haccpRecordPhotos).values(row).returning({ id: haccpRecordPhotos.id, url: haccpRecordPhotos.url });

export const countPhotos = async (db: Queryable, scope: RestaurantScope, recordId: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(haccpRecordPhotos)
      .where(and(inScope(scope, haccpRecordPhotos.restaurant_id), eq(haccpRecordPhotos.record_id, recordId)))
  )[0].n;

export const insertNonConformity = (db: Queryable, row: typeof haccpNonConformities.$inferInsert) =>
  db.insert(haccpNonConformities).values(row);
