import { registerExportQuerySchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { openApi, restaurantParams, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ModuleDeps } from '../../types';
import { HACCP_ACCESS, haccpTags } from '../common';
import { exportRegister } from './service';

/** The inspector's export: the register of a period as a PDF or a zip of CSVs. */
export const registerRoutes = (app: FastifyInstance, { db, storage }: ModuleDeps) =>
  app.get(restaurantUrl('haccp/register/export'), {
    config: { access: HACCP_ACCESS },
    schema: openApi({
      tags: haccpTags,
      summary: "Registre HACCP d'une période pour l'inspection (PDF, ou zip de CSV)",
      params: restaurantParams,
      querystring: registerExportQuerySchema,
    }),
    handler: async (req, reply) => {
      const file = await exportRegister(db, storage, restaurantScopeOf(req), req.query as z.infer<typeof registerExportQuerySchema>);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  });
