import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESTAURANT_ROLES } from '../../lib/access';
import { conflict, HttpError } from '../../lib/http-errors';

/** Shared bits of the caisse card routes. */
export const CARD_ACCESS = { roles: RESTAURANT_ROLES, restaurant: true, module: 'fitfit_caisse' } as const;
export const base = (resource: string) => `/api/v1/restaurants/:restaurantId/caisse/${resource}`;
export const restaurantParams = z.object({ restaurantId: z.uuid() });
export const idParams = restaurantParams.extend({ id: z.uuid() });
export const tags = ['caisse — carte'];

export const restaurantOf = (request: FastifyRequest) => (request.params as { restaurantId: string }).restaurantId;

const pgCode = (error: unknown): string | undefined => {
  let e = error as { code?: string; cause?: unknown } | undefined;
  for (let i = 0; i < 3 && e; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
};
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';

/** Runs a write; a duplicate name becomes a French 409 on the `name` field. */
export const uniqueName = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isUniqueViolation(error)) {
      const message = `${what} porte déjà ce nom`;
      throw conflict(message, { name: message });
    }
    throw error;
  }
};

export const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : d);
