import { scheduleInputSchema, scheduleSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import { restaurantParams, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { MUSIC_ACCESS, restaurantTags } from '../common';
import * as service from './service';

/** The restaurant's weekly schedule: which playlist plays at lunch and at dinner, day by day. */
export const scheduleRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: MUSIC_ACCESS };
  app.get(restaurantUrl('music/schedule'), {
    config,
    schema: { tags: restaurantTags, summary: 'Programme de la semaine', params: restaurantParams, response: { 200: scheduleSchema } },
    handler: (request) => service.getSchedule(db, restaurantScopeOf(request)),
  });
  app.put(restaurantUrl('music/schedule'), {
    config,
    schema: {
      tags: restaurantTags,
      summary: 'Remplacer le programme de la semaine',
      params: restaurantParams,
      body: scheduleInputSchema,
      response: { 200: scheduleSchema },
    },
    handler: (request) => service.setSchedule(db, restaurantScopeOf(request), request.body),
  });
};
