import { lotQuerySchema, lotSchema, lotTraceSchema, productionRecipeSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { idParams, openApi, restaurantParams, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { HACCP_ACCESS, haccpTags } from '../common';
import { productionRecipes, searchLots } from './repository';
import { exportTrace, traceLot } from './service';

/**
 * Around productions (their records are the shared record routes, `haccp/productions`): the recipes they may
 * name, the lot search, and a lot's trace both ways (docs/haccp.md "Productions and lot tracing").
 */
export const productionRoutes = (app: FastifyInstance, db: Db) => {
  const config = { access: HACCP_ACCESS };
  const tags = haccpTags;
  const idOf = (req: { params: unknown }) => (req.params as { id: string }).id;
  app.get(restaurantUrl('haccp/production-recipes'), {
    config,
    schema: openApi({
      tags,
      summary: 'Recettes (module Stock) que peut nommer une production',
      params: restaurantParams,
      response: { 200: z.object({ data: z.array(productionRecipeSchema) }) },
    }),
    handler: async (req) => ({ data: await productionRecipes(db, restaurantScopeOf(req)) }),
  });
  app.get(restaurantUrl('haccp/lots'), {
    config,
    schema: openApi({
      tags,
      summary: 'Rechercher un lot (étiquettes, livraisons acceptées, productions), le numéro exact en premier',
      params: restaurantParams,
      querystring: lotQuerySchema,
      response: { 200: z.object({ data: z.array(lotSchema) }) },
    }),
    handler: async (req) => ({ data: await searchLots(db, restaurantScopeOf(req), req.query as z.infer<typeof lotQuerySchema>) }),
  });
  app.get(restaurantUrl('haccp/lots/:id/trace'), {
    config,
    schema: openApi({
      tags,
      summary: "Traçabilité d'un lot : ce dont il est fait (jusqu'aux livraisons) et ce dans quoi il est entré",
      params: idParams,
      response: { 200: lotTraceSchema },
    }),
    handler: (req) => traceLot(db, restaurantScopeOf(req), idOf(req)),
  });
  app.get(restaurantUrl('haccp/lots/:id/trace/export'), {
    config,
    schema: openApi({ tags, summary: "Traçabilité d'un lot, en CSV (rappel de produits)", params: idParams }),
    handler: async (req, reply) => {
      const file = await exportTrace(db, restaurantScopeOf(req), idOf(req));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  });
};
