import { z } from 'zod';

/** The path of a restaurant's route: `restaurantPath('pnl/settings')` → `/api/v1/restaurants/:restaurantId/pnl/settings`. */
export const restaurantPath = <const P extends string>(path: P) => `/api/v1/restaurants/:restaurantId/${path}` as const;

/** Path parameters of a restaurant's route, and of one of its rows. */
export const restaurantParamsSchema = z.object({ restaurantId: z.uuid() });
export const restaurantItemParamsSchema = restaurantParamsSchema.extend({ id: z.uuid() });
