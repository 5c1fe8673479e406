import type { OptionGroup, OptionGroupInput, PageQuery } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/http-errors';
import { iso, uniqueName } from '../common';
import * as repo from './repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findGroup>>>;
type ValueRow = Awaited<ReturnType<typeof repo.valuesOf>>[number];
const NOT_FOUND = "Groupe d'options introuvable";

const toGroup = (r: Row, values: ValueRow[]): OptionGroup => ({
  id: r.id,
  name: r.name,
  min_choices: r.min_choices,
  max_choices: r.max_choices,
  values: values
    .filter((v) => v.option_group_id === r.id)
    .map((v) => ({ id: v.id, name: v.name, price_delta_cents: v.price_delta_cents, position: v.position })),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export const listGroups = async (db: Db, restaurantId: string, query: PageQuery) => {
  const page = await repo.listGroups(db, restaurantId, query);
  const values = await repo.valuesOf(
    db,
    restaurantId,
    page.data.map((g) => g.id),
  );
  return { ...page, data: page.data.map((g) => toGroup(g, values)) };
};

/** Every group of the restaurant with its values (card, product form). */
export const allGroups = async (db: Db, restaurantId: string) => {
  const groups = await repo.allGroups(db, restaurantId);
  const values = await repo.valuesOf(
    db,
    restaurantId,
    groups.map((g) => g.id),
  );
  return groups.map((g) => toGroup(g, values));
};

export const getGroup = async (db: Db, restaurantId: string, id: string) => {
  const row = await repo.findGroup(db, restaurantId, id);
  if (!row) throw notFound(NOT_FOUND);
  return toGroup(row, await repo.valuesOf(db, restaurantId, [id]));
};

export const createGroup = (db: Db, restaurantId: string, input: OptionGroupInput) =>
  uniqueName("Un groupe d'options", async () => {
    const row = await repo.insertGroup(db, restaurantId, input);
    return toGroup(row, await repo.valuesOf(db, restaurantId, [row.id]));
  });

export const updateGroup = (db: Db, restaurantId: string, id: string, input: OptionGroupInput) =>
  uniqueName("Un groupe d'options", async () => {
    const row = await repo.updateGroup(db, restaurantId, id, input);
    if (!row) throw notFound(NOT_FOUND);
    return toGroup(row, await repo.valuesOf(db, restaurantId, [id]));
  });

/** Deleting a group removes it from the products that offered it. */
export const deleteGroup = async (db: Db, restaurantId: string, id: string) => {
  if (!(await repo.deleteGroup(db, restaurantId, id))) throw notFound(NOT_FOUND);
};
