import type { OptionGroup, OptionGroupInput, PageQuery } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { withConstraints } from '../../../lib/pg-errors';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { nameTaken } from '../common';
import * as repo from './repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findGroup>>>;
type ValueRow = Awaited<ReturnType<typeof repo.valuesOf>>[number];
const NOT_FOUND = "Groupe d'options introuvable";
const NAME_TAKEN = nameTaken('caisse_option_groups_restaurant_name_key', "Un groupe d'options");

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

export const listGroups = async (db: Db, scope: RestaurantScope, query: PageQuery) => {
  const page = await repo.listGroups(db, scope, query);
  const values = await repo.valuesOf(
    db,
    scope,
    page.data.map((g) => g.id),
  );
  return { ...page, data: page.data.map((g) => toGroup(g, values)) };
};

/** Every group of the restaurant with its values (card, product form). */
export const allGroups = async (db: Db, scope: RestaurantScope) => {
  const groups = await repo.allGroups(db, scope);
  const values = await repo.valuesOf(
    db,
    scope,
    groups.map((g) => g.id),
  );
  return groups.map((g) => toGroup(g, values));
};

export const getGroup = async (db: Db, scope: RestaurantScope, id: string) => {
  const row = await repo.findGroup(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return toGroup(row, await repo.valuesOf(db, scope, [id]));
};

export const createGroup = (db: Db, scope: RestaurantScope, input: OptionGroupInput) =>
  withConstraints(async () => {
    const row = await repo.insertGroup(db, scope, input);
    return toGroup(row, await repo.valuesOf(db, scope, [row.id]));
  }, NAME_TAKEN);

export const updateGroup = (db: Db, scope: RestaurantScope, id: string, input: OptionGroupInput) =>
  withConstraints(async () => {
    const row = await repo.updateGroup(db, scope, id, input);
    if (!row) throw notFound(NOT_FOUND);
    return toGroup(row, await repo.valuesOf(db, scope, [id]));
  }, NAME_TAKEN);

/** Deleting a group removes it from the products that offered it. */
export const deleteGroup = async (db: Db, scope: RestaurantScope, id: string) => {
  if (!(await repo.deleteGroup(db, scope, id))) throw notFound(NOT_FOUND);
};
