import type { Hardware, HardwareData, PageQuery } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { hardwares } from '../../../db/schema';
import { conflict } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { type PlatformTable, platformService } from '../../../lib/platform-resource';

/** The equipment catalogue: a platform table whose one rule is that installed equipment stays. */
export const hardwareTable: PlatformTable<PageQuery & { kind?: string }> = {
  table: hardwares,
  select: sql`h.id, h.kind, h.brand, h.model, h.description, h.price_cents,
    (select count(*)::int from restaurant_hardwares rh join restaurants r on r.id = rh.restaurant_id
      where rh.hardware_id = h.id and rh.removed_at is null and r.deleted_at is null) as installed_count,
    ${iso(sql`h.created_at`)} as created_at`,
  from: sql`hardwares h`,
  id: sql`h.id`,
  filters: (q) => [q.kind ? sql`h.kind = ${q.kind}` : undefined],
  searchColumns: [sql`h.brand`, sql`h.model`, sql`h.description`],
  sortColumns: {
    brand: sql`lower(h.brand)`,
    model: sql`lower(h.model)`,
    kind: sql`h.kind`,
    price_cents: sql`h.price_cents`,
    created_at: sql`h.created_at`,
  },
  notFound: 'Matériel introuvable',
};

const table = platformService<Hardware, PageQuery & { kind?: string }, HardwareData>(hardwareTable);
export const { list, get, create, update } = table;

/** Installations of this hardware: still installed, and all (removed ones keep history). */
const installations = async (db: Db, id: string) => {
  const { rows } = await db.execute<{ installed: number; total: number }>(sql`
    select count(*) filter (where rh.removed_at is null and r.deleted_at is null)::int as installed, count(*)::int as total
    from restaurant_hardwares rh join restaurants r on r.id = rh.restaurant_id where rh.hardware_id = ${id}`);
  return rows[0];
};

export const remove = async (db: Db, id: string) => {
  await get(db, id);
  const { installed, total } = await installations(db, id);
  if (installed > 0) {
    throw conflict(
      `Impossible de supprimer ce matériel : il est installé dans ${installed} restaurant${installed > 1 ? 's' : ''}. Retirez-le d’abord.`,
    );
  }
  if (total > 0) throw conflict('Impossible de supprimer ce matériel : il figure dans l’historique d’installation d’un restaurant.');
  await table.remove(db, id);
};
