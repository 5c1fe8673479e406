import type { HaccpDashboard, HaccpHome } from '@fitfit/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { haccpEquipment, haccpNonConformities, haccpRecords } from '../../../db/schema';
import { localDateSql, timezoneNowSql } from '../../../lib/business-day';
import { iso } from '../../../lib/iso';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { countUnclosed, toNonConformity, unclosed } from '../non-conformities/service';
import { homeTasks } from '../planning/service';
import { recordKindOf } from '../records/kinds';
import { findRecord, isCurrent } from '../records/repository';

const OUT_OF_RANGE_SHOWN = 8;
const OPEN_SHOWN = 10;

/** The restaurant's calendar day (its timezone in force today), as the readings of "today" count it. */
const today = async (db: Db, scope: RestaurantScope) =>
  (
    await db.execute<{ day: string }>(
      sql`select to_char((now() at time zone ${timezoneNowSql(sql`r`)})::date, 'YYYY-MM-DD') as day from restaurants r where r.id = ${scope.restaurantId}`,
    )
  ).rows[0].day;

/** The HACCP home: today's and late tasks, the day's missing readings, the unclosed non-conformities, the last records out of range. */
export const dashboard = async (db: Db, scope: RestaurantScope): Promise<HaccpHome> => {
  const day = await today(db, scope);
  const readings = sql<number>`(select count(*)::int from haccp_records r
    where r.restaurant_id = haccp_equipment.restaurant_id and r.equipment_id = haccp_equipment.id and r.supersedes_id is null
      and (select ${localDateSql(sql`rr`, sql`r.recorded_at`)} from restaurants rr where rr.id = r.restaurant_id) = ${day}::date)`;
  const [equipment, openCount, open, outOfRange, tasks] = await Promise.all([
    db
      .select({
        id: haccpEquipment.id,
        name: haccpEquipment.name,
        kind: haccpEquipment.kind,
        expected: haccpEquipment.readings_per_day,
        done: readings,
      })
      .from(haccpEquipment)
      .where(and(eq(haccpEquipment.restaurant_id, scope.restaurantId), eq(haccpEquipment.active, true)))
      .orderBy(haccpEquipment.name),
    countUnclosed(db, scope),
    db.select().from(haccpNonConformities).where(unclosed(scope)).orderBy(desc(haccpNonConformities.opened_at)).limit(OPEN_SHOWN),
    db
      .select({ id: haccpRecords.id, kind: haccpRecords.kind })
      .from(haccpRecords)
      .where(and(eq(haccpRecords.restaurant_id, scope.restaurantId), eq(haccpRecords.compliant, false), isCurrent))
      .orderBy(desc(haccpRecords.recorded_at))
      .limit(OUT_OF_RANGE_SHOWN),
    homeTasks(db, scope),
  ]);
  const outRows = await Promise.all(outOfRange.map((o) => findRecord(db, scope, o.kind, o.id)));
  return {
    ...tasks,
    date: day,
    missing_readings: equipment
      .filter((e) => e.done < e.expected)
      .map((e) => ({
        equipment_id: e.id,
        name: e.name,
        kind: e.kind as HaccpDashboard['missing_readings'][number]['kind'],
        expected: e.expected,
        done: e.done,
      })),
    open_non_conformities_count: openCount,
    open_non_conformities: open.map(toNonConformity),
    out_of_range: outRows.flatMap((row) => {
      const def = row && recordKindOf(row.kind);
      if (!row || !def) return [];
      return [{ id: row.id, kind: def.kind, recorded_at: iso(row.recorded_at), summary: def.summary(row), deviation: row.deviation }];
    }),
  };
};
