import type { RestaurantDetails, RestaurantDetailsData } from '@fitfit/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import type { SessionUser } from '../../../lib/access';
import { businessDateIn, clockSettings, settingOn } from '../../../lib/business-day';
import { HttpError, notFound } from '../../../lib/http-errors';
import type { FileStorage } from '../../../lib/storage/file-storage';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { readImage, removeImage, storeImage } from '../../../lib/uploads/images';
import { recordRestaurantChanges, restaurantBefore } from './history';
import * as repo from './repository';

const NOT_FOUND = 'Restaurant introuvable';

/** The details page's data: the row, the week's opening hours, and the clock in force today with the change to come. */
export const getDetails = async (db: Db, scope: RestaurantScope): Promise<RestaurantDetails> => {
  const [row, hours] = await Promise.all([repo.findRow(db, scope), repo.openingHours(db, scope)]);
  if (!row) throw notFound(NOT_FOUND);
  const { clock, created_at: _, ...details } = row;
  const today = businessDateIn(clock, new Date());
  const inForce = settingOn(clock, today);
  const next = clockSettings(clock).find((s) => s.from !== null && s.from > today);
  return {
    restaurant_id: scope.restaurantId,
    ...details,
    opening_hours: hours,
    timezone: clock.timezone,
    day_change_hour: clock.day_change_hour,
    clock: {
      business_date: today,
      timezone: inForce.timezone,
      day_change_hour: inForce.day_change_hour,
      next_change: next ? { from: next.from as string, timezone: next.timezone, day_change_hour: next.day_change_hour } : null,
    },
  };
};

/** The owner's change: the row and the opening hours, then what the change leaves behind (history.ts), in one transaction. */
export const saveDetails = async (db: Db, scope: RestaurantScope, input: RestaurantDetailsData, user: SessionUser) => {
  await db.transaction(async (tx) => {
    const before = await restaurantBefore(tx, scope);
    if (!before) throw notFound(NOT_FOUND);
    const { opening_hours, ...row } = input;
    await repo.updateRow(tx, scope, row);
    await repo.replaceOpeningHours(tx, scope, opening_hours);
    await recordRestaurantChanges(tx, scope, before, user);
  });
  return getDetails(db, scope);
};

/**
 * A new logo: checked from its bytes (JPEG or PNG: the PDFs draw it, and they cannot draw a WebP), stored as a public
 * image like the card's photos, then the row points to it and the previous file goes.
 */
export const uploadLogo = async (db: Db, storage: FileStorage, scope: RestaurantScope, request: FastifyRequest) => {
  const { buffer, ext } = await readImage(request);
  if (ext === 'webp') throw new HttpError(415, 'unsupported_media_type', 'Format non pris en charge : envoyez le logo en JPEG ou PNG');
  const url = await storeImage(storage, scope.restaurantId, buffer, ext);
  const changed = await repo.setLogo(db, scope, url);
  if (!changed) {
    await removeImage(storage, url);
    throw notFound(NOT_FOUND);
  }
  await removeImage(storage, changed.previous);
  return getDetails(db, scope);
};

export const removeLogo = async (db: Db, storage: FileStorage, scope: RestaurantScope) => {
  const changed = await repo.setLogo(db, scope, null);
  if (!changed) throw notFound(NOT_FOUND);
  await removeImage(storage, changed.previous);
  return getDetails(db, scope);
};
