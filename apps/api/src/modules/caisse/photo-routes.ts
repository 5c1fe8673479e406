import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { idParams, openApi, restaurantUrl } from '../../lib/resource-routes';
import { type RestaurantScope, restaurantScopeOf } from '../../lib/tenant-scope';
import { CARD_ACCESS, tags } from './common';

interface PhotoRoutes<Item extends z.ZodType> {
  /** The resource's path, e.g. `caisse/products`: the routes are `<path>/:id/photo`. */
  path: string;
  /** What the photo belongs to, in French after "Photo du …" ("produit", "menu"). */
  what: string;
  item: Item;
  upload: (scope: RestaurantScope, id: string, request: FastifyRequest) => Promise<z.infer<Item>>;
  remove: (scope: RestaurantScope, id: string) => Promise<z.infer<Item>>;
}

/** POST (multipart) and DELETE of the one photo of a card row; both answer the row. */
export const photoRoutes = <Item extends z.ZodType>(app: FastifyInstance, o: PhotoRoutes<Item>) => {
  const url = restaurantUrl(`${o.path}/:id/photo`);
  const config = { access: CARD_ACCESS };
  const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;
  app.post(url, {
    config,
    schema: openApi({
      tags,
      summary: `Photo du ${o.what} (multipart, champ file : JPEG, PNG ou WebP, 5 Mo max)`,
      params: idParams,
      response: { 200: o.item },
    }),
    handler: (req) => o.upload(restaurantScopeOf(req), idOf(req), req),
  });
  app.delete(url, {
    config,
    schema: openApi({ tags, summary: `Retirer la photo du ${o.what}`, params: idParams, response: { 200: o.item } }),
    handler: (req) => o.remove(restaurantScopeOf(req), idOf(req)),
  });
};
