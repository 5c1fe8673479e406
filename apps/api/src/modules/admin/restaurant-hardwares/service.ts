import type { PageQuery, RestaurantHardwareData, RestaurantHardwareWithKey } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { notFound, unprocessable } from '../../../lib/http-errors';
import type { Scoped } from '../../../lib/scoped-db';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { hashToken, newToken } from '../../../lib/tokens';
import * as repo from './repository';

const NOT_FOUND = 'Ce matériel n’est pas installé dans ce restaurant';
const KEY_PREFIX_LENGTH = 8;

/** A new device key: only its SHA-256 and first characters are stored; the key itself is answered once. */
const newDeviceKey = () => {
  const key = newToken();
  return { key, hash: hashToken(key), prefix: key.slice(0, KEY_PREFIX_LENGTH) };
};

export const list = async ({ db, scope }: Scoped<RestaurantScope, Db>, q: PageQuery) => {
  return repo.list(db, scope, q);
};

const get = async (db: Db, scope: RestaurantScope, id: string) => {
  const found = await repo.find(db, scope, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
};

export const install = async (
  { db, scope }: Scoped<RestaurantScope, Db>,
  input: RestaurantHardwareData,
): Promise<RestaurantHardwareWithKey> => {
  const kind = await repo.hardwareKind(db, input.hardware_id);
  if (!kind)
    throw unprocessable('Ce matériel n’existe pas dans le catalogue', { hardware_id: 'Ce matériel n’existe pas dans le catalogue' });
  const device = kind === 'pos_terminal' ? newDeviceKey() : null;
  const id = await repo.insert(db, {
    restaurant_id: scope.restaurantId,
    hardware_id: input.hardware_id,
    label: input.label,
    serial_number: input.serial_number,
    installed_on: input.installed_on,
    api_key_hash: device?.hash ?? null,
    api_key_prefix: device?.prefix ?? null,
  });
  return { ...(await get(db, scope, id)), api_key: device?.key ?? null };
};

export const rotateKey = async ({ db, scope }: Scoped<RestaurantScope, Db>, id: string): Promise<RestaurantHardwareWithKey> => {
  const current = await get(db, scope, id);
  if (current.kind !== 'pos_terminal') throw unprocessable('Seul un terminal de caisse a une clé d’accès');
  const device = newDeviceKey();
  await repo.setKey(db, scope, id, device.hash, device.prefix);
  return { ...(await get(db, scope, id)), api_key: device.key };
};

export const remove = async ({ db, scope }: Scoped<RestaurantScope, Db>, id: string) => {
  if (!(await repo.markRemoved(db, scope, id))) throw notFound(NOT_FOUND);
};
