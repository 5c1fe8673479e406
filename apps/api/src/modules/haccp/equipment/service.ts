import type { Equipment, EquipmentInput, PageQuery } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { withConstraints } from '../../../lib/pg-errors';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import * as repo from './repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findEquipment>>>;
const NOT_FOUND = 'Équipement introuvable';
const MEANINGS = {
  haccp_equipment_restaurant_name_key: { status: 409, message: 'Un équipement porte déjà ce nom', field: 'name' },
  // its readings are part of the register: an equipment that has some is deactivated, never deleted
  haccp_records_equipment_fk: {
    status: 409,
    message: 'Cet équipement a des relevés : désactivez-le plutôt que de le supprimer',
  },
  haccp_tasks_equipment_fk: {
    status: 409,
    message: 'Cet équipement est relevé par une tâche du planning : changez la tâche ou désactivez-le',
  },
} as const;

export const toEquipment = (r: Row): Equipment => ({
  id: r.id,
  name: r.name,
  kind: r.kind as Equipment['kind'],
  min_c: r.min_c,
  max_c: r.max_c,
  readings_per_day: r.readings_per_day,
  active: r.active,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export const listEquipment = async (db: Db, scope: RestaurantScope, query: PageQuery) => {
  const page = await repo.listEquipment(db, scope, query);
  return { ...page, data: page.data.map(toEquipment) };
};

export const getEquipment = async (db: Db, scope: RestaurantScope, id: string) => {
  const row = await repo.findEquipment(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return toEquipment(row);
};

export const createEquipment = (db: Db, scope: RestaurantScope, input: EquipmentInput) =>
  withConstraints(async () => toEquipment(await repo.insertEquipment(db, scope, input)), MEANINGS);

export const updateEquipment = (db: Db, scope: RestaurantScope, id: string, input: EquipmentInput) =>
  withConstraints(async () => {
    const row = await repo.updateEquipment(db, scope, id, input);
    if (!row) throw notFound(NOT_FOUND);
    return toEquipment(row);
  }, MEANINGS);

export const deleteEquipment = (db: Db, scope: RestaurantScope, id: string) =>
  withConstraints(async () => {
    if (!(await repo.deleteEquipment(db, scope, id))) throw notFound(NOT_FOUND);
  }, MEANINGS);
