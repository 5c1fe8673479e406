import type { Hardware, HardwareData, PageQuery } from '@fitfit/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { hardwares } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';

const columns = sql`h.id, h.kind, h.brand, h.model, h.description, h.price_cents,
  (select count(*)::int from restaurant_hardwares rh join restaurants r on r.id = rh.restaurant_id
    where rh.hardware_id = h.id and rh.removed_at is null and r.deleted_at is null) as installed_count,
  ${iso(sql`h.created_at`)} as created_at`;

export const list = (db: Db, q: PageQuery & { kind?: string }) =>
  pagedQuery<Hardware>({
    db,
    query: q,
    select: columns,
    from: sql`hardwares h`,
    where: [q.kind ? sql`h.kind = ${q.kind}` : undefined],
    searchColumns: [sql`h.brand`, sql`h.model`, sql`h.description`],
    sortColumns: {
      brand: sql`lower(h.brand)`,
      model: sql`lower(h.model)`,
      kind: sql`h.kind`,
      price_cents: sql`h.price_cents`,
      created_at: sql`h.created_at`,
    },
    tieBreaker: sql`h.id`,
  });

export const find = async (db: Db, id: string) => {
  const { rows } = await db.execute<Hardware>(sql`select ${columns} from hardwares h where h.id = ${id}`);
  return rows[0];
};

export const insert = async (db: Db, values: HardwareData) => {
  const [row] = await db.insert(hardwares).values(values).returning({ id: hardwares.id });
  return row.id;
};

export const update = async (db: Db, id: string, values: HardwareData) => {
  const rows = await db
    .update(hardwares)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(hardwares.id, id))
    .returning({ id: hardwares.id });
  return rows.length > 0;
};

/** Installations of this hardware: still installed, and all (removed ones keep history). */
export const installations = async (db: Db, id: string) => {
  const { rows } = await db.execute<{ installed: number; total: number }>(sql`
    select count(*) filter (where rh.removed_at is null and r.deleted_at is null)::int as installed, count(*)::int as total
    from restaurant_hardwares rh join restaurants r on r.id = rh.restaurant_id where rh.hardware_id = ${id}`);
  return rows[0];
};

export const remove = (db: Db, id: string) => db.delete(hardwares).where(eq(hardwares.id, id));
