import { RESTAURANT_ROLES } from '../../lib/access';
import type { ConstraintMeaning } from '../../lib/pg-errors';

/** Every caisse route of a restaurant: its people (restorer, franchisor of its mark, admin), with the caisse module. */
export const CARD_ACCESS = { roles: RESTAURANT_ROLES, restaurant: true, module: 'fitfit_caisse' } as const;

/** The meaning of a "lower(name) unique per restaurant" index: a French 409 on the `name` field. */
export const nameTaken = (constraint: string, what: string): Record<string, ConstraintMeaning> => ({
  [constraint]: { status: 409, message: `${what} porte déjà ce nom`, field: 'name' },
});
