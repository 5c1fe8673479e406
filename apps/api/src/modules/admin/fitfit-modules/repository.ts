import type { FitfitModule, FitfitModuleData, PageQuery } from '@fitfit/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { fitfitModules } from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';

const columns = sql`m.id, m.code_name, m.title, m.description, m.monthly_price_cents, m.active, m.position,
  (select count(distinct fmr.restaurant_id)::int from fitfit_module_restaurants fmr join restaurants r on r.id = fmr.restaurant_id
    where fmr.fitfit_module_id = m.id and r.deleted_at is null) as restaurants_count`;

export const list = (db: Db, q: PageQuery) =>
  pagedQuery<FitfitModule>({
    db,
    query: q,
    select: columns,
    from: sql`fitfit_modules m`,
    searchColumns: [sql`m.title`, sql`m.code_name`, sql`m.description`],
    sortColumns: {
      position: sql`m.position`,
      title: sql`lower(m.title)`,
      monthly_price_cents: sql`m.monthly_price_cents`,
      code_name: sql`m.code_name`,
    },
    tieBreaker: sql`m.id`,
  });

export const find = async (db: Db, id: string) => {
  const { rows } = await db.execute<FitfitModule>(sql`select ${columns} from fitfit_modules m where m.id = ${id}`);
  return rows[0];
};

export const codeTaken = async (db: Db, code: string, exceptId?: string) => {
  const { rows } = await db.execute(
    sql`select 1 from fitfit_modules where code_name = ${code} and (${exceptId ?? null}::uuid is null or id <> ${exceptId ?? null}::uuid)`,
  );
  return rows.length > 0;
};

export const insert = async (db: Db, values: FitfitModuleData) => {
  const [row] = await db.insert(fitfitModules).values(values).returning({ id: fitfitModules.id });
  return row.id;
};

export const update = (db: Db, id: string, values: FitfitModuleData) =>
  db
    .update(fitfitModules)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(fitfitModules.id, id));

/** Assignments of the module, past or present, in any restaurant. */
export const assignmentsCount = async (db: Db, id: string) => {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(distinct restaurant_id)::int as n from fitfit_module_restaurants where fitfit_module_id = ${id}`,
  );
  return rows[0].n;
};

export const remove = (db: Db, id: string) => db.delete(fitfitModules).where(eq(fitfitModules.id, id));
