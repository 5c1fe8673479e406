import { haccpEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ModuleDeps } from '../../types';
import { HACCP_ACCESS } from '../common';
import { exportRegister } from './service';

/** The inspector's export: the register of a period as a PDF or a zip of CSVs. */
export const registerRoutes = (app: FastifyInstance, { db, storage }: ModuleDeps) =>
  route(app, haccpEndpoints.registerExport, {
    access: HACCP_ACCESS,
    handler: async (req, reply) => {
      const file = await exportRegister(db, storage, restaurantScopeOf(req), req.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  });
