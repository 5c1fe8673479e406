import { pageEnvelope, pageQuerySchema } from '@fitfit/contracts';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Access } from './access';
import { type RestaurantScope, restaurantScopeOf } from './tenant-scope';

/** Params of a restaurant route and of one of its rows, for the plain routes written beside a resource. */
export const restaurantParams = z.object({ restaurantId: z.uuid() });
export const idParams = restaurantParams.extend({ id: z.uuid() });
/** The URL of a restaurant-side path, e.g. `restaurantUrl('caisse/products/:id/photo')`. */
export const restaurantUrl = (path: string) => `/api/v1/restaurants/:restaurantId/${path}`;
// Seen by Fastify as a plain schema: the zod compilers of app.ts validate and serialise it.
export const openApi = (schema: Record<string, unknown>) => schema as FastifySchema;

/** French summaries of the operations, shown in the OpenAPI document. */
interface Summaries {
  list?: string;
  get?: string;
  create?: string;
  update?: string;
  delete?: string;
}

interface ResourceOptions<Item extends z.ZodType, Input extends z.ZodType, Query extends z.ZodType, UpdateInput extends z.ZodType> {
  /** Path under `/api/v1/restaurants/:restaurantId/`, e.g. `caisse/heat-tags`. */
  path: string;
  /** Declared here, where the routes are: roles, `restaurant: true` and the module. */
  access: Extract<Access, { roles: unknown }> & { restaurant: true };
  tags: string[];
  summaries: Summaries;
  item: Item;
  input: Input;
  /** The body of an update when it differs from the creation's (defaults to `input`). */
  updateInput?: UpdateInput;
  /** The list's query schema (defaults to the SPEC §3 page query). */
  query?: Query;
  /** The operations the resource offers; an omitted one registers no route. */
  handlers: {
    list?: (scope: RestaurantScope, query: z.infer<Query>) => Promise<unknown>;
    get?: (scope: RestaurantScope, id: string) => Promise<z.infer<Item>>;
    create?: (scope: RestaurantScope, input: z.infer<Input>) => Promise<z.infer<Item>>;
    update?: (scope: RestaurantScope, id: string, input: z.infer<UpdateInput>) => Promise<z.infer<Item>>;
    delete?: (scope: RestaurantScope, id: string) => Promise<void>;
  };
}

/**
 * The five routes of a restaurant-side CRUD resource — list (SPEC §3 envelope), get, create (201), update,
 * delete (204) — with the access rule, the zod schemas (validation + OpenAPI) and the tenant scope handed to
 * the handlers. Routes that do not fit stay plain `app.get(...)` beside it.
 */
export const restaurantResource = <
  Item extends z.ZodType,
  Input extends z.ZodType,
  Query extends z.ZodType = typeof pageQuerySchema,
  UpdateInput extends z.ZodType = Input,
>(
  root: FastifyInstance,
  o: ResourceOptions<Item, Input, Query, UpdateInput>,
) => {
  const url = restaurantUrl(o.path);
  const config = { access: o.access };
  const { tags, summaries: s, handlers: h } = o;
  const query = o.query ?? pageQuerySchema;
  // The zod compilers are the app's (app.ts); the type provider's generics cannot follow a generic schema, so
  // the handlers read params and bodies that the schemas below have already validated.
  const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;
  if (h.list) {
    const list = h.list;
    root.get(url, {
      config,
      schema: openApi({ tags, summary: s.list, params: restaurantParams, querystring: query, response: { 200: pageEnvelope(o.item) } }),
      handler: (req) => list(restaurantScopeOf(req), req.query as z.infer<Query>),
    });
  }
  if (h.get) {
    const get = h.get;
    root.get(`${url}/:id`, {
      config,
      schema: openApi({ tags, summary: s.get, params: idParams, response: { 200: o.item } }),
      handler: (req) => get(restaurantScopeOf(req), idOf(req)),
    });
  }
  if (h.create) {
    const create = h.create;
    root.post(url, {
      config,
      schema: openApi({ tags, summary: s.create, params: restaurantParams, body: o.input, response: { 201: o.item } }),
      handler: async (req, reply) => reply.code(201).send(await create(restaurantScopeOf(req), req.body as z.infer<Input>)),
    });
  }
  if (h.update) {
    const update = h.update;
    root.put(`${url}/:id`, {
      config,
      schema: openApi({ tags, summary: s.update, params: idParams, body: o.updateInput ?? o.input, response: { 200: o.item } }),
      handler: (req) => update(restaurantScopeOf(req), idOf(req), req.body as z.infer<UpdateInput>),
    });
  }
  if (h.delete) {
    const remove = h.delete;
    root.delete(`${url}/:id`, {
      config,
      schema: openApi({ tags, summary: s.delete, params: idParams }),
      handler: async (req, reply) => {
        await remove(restaurantScopeOf(req), idOf(req));
        return reply.code(204).send();
      },
    });
  }
};
