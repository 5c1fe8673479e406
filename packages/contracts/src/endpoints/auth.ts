import { z } from 'zod';
import { chooseRestaurantRequestSchema, restaurantSummarySchema } from '../auth';
import { LOOKUP_PAGE_SIZE } from '../constants';
import { pageEnvelope, pageQuerySchema } from '../paging';
import { endpoint } from './endpoint';

const tags = ['auth'] as const;

/** The restaurants a signed-in person acts for, and the one they work on (the top bar's switch, the picker). */
export const authEndpoints = {
  restaurants: endpoint({
    method: 'GET',
    path: '/api/v1/auth/restaurants',
    query: pageQuerySchema.extend({ per_page: pageQuerySchema.shape.per_page.unwrap().default(LOOKUP_PAGE_SIZE) }),
    response: pageEnvelope(restaurantSummarySchema),
    summary: 'Restaurants pour lesquels l’utilisateur peut agir',
    tags,
  }),
  chooseRestaurant: endpoint({
    method: 'POST',
    path: '/api/v1/auth/current-restaurant',
    body: chooseRestaurantRequestSchema,
    response: z.object({ data: z.object({ restaurant: restaurantSummarySchema.nullable() }) }),
    summary: 'Choisir le restaurant de travail',
    tags,
  }),
};
