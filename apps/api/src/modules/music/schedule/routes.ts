import { musicEndpoints as music } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { MUSIC_ACCESS } from '../common';
import * as service from './service';

/** The restaurant's weekly schedule: which playlist plays at lunch and at dinner, day by day. */
export const scheduleRoutes = (app: FastifyInstance, db: Db) => {
  route(app, music.schedule, { access: MUSIC_ACCESS, handler: (request) => service.getSchedule(db, restaurantScopeOf(request)) });
  route(app, music.saveSchedule, {
    access: MUSIC_ACCESS,
    handler: (request) => service.setSchedule(db, restaurantScopeOf(request), request.body),
  });
};
