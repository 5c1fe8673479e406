import { z } from 'zod';
import { pageEnvelope, pageQuerySchema } from '../paging';
import { endpoint, noContent } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';

/**
 * A CRUD resource as one contract entry: the five endpoint descriptors of its routes — list (SPEC §3 page envelope,
 * query with search, sort, order and paging), get, create (201), update, delete (204) — written from its schemas, so
 * that the API registers them (lib/resource-routes.ts, lib/platform-resource.ts) and the web calls them typed.
 */

/** French summaries of the operations, shown in the OpenAPI document. */
export interface ResourceSummaries {
  list?: string;
  get?: string;
  create?: string;
  update?: string;
  delete?: string;
}

export interface ResourceSchemas<
  P extends string,
  Item extends z.ZodType,
  Input extends z.ZodType,
  UpdateInput extends z.ZodType,
  Query extends z.ZodType,
> {
  /** The collection's path: under `/api/v1/restaurants/:restaurantId/` for a restaurant's, `/api/v1/admin/` for the platform's. */
  path: P;
  item: Item;
  input: Input;
  /** The body of an update when it differs from the creation's (defaults to `input`). */
  updateInput?: UpdateInput;
  /** The list's query (defaults to the SPEC §3 page query). */
  query?: Query;
  summaries: ResourceSummaries;
  tags: readonly string[];
}

// A route registered without a summary keeps none in the OpenAPI document (as before the descriptors).
const summary = (text: string | undefined) => text as string;

const fiveEndpoints = <
  const Base extends string,
  Params extends z.ZodObject | undefined,
  ItemParams extends z.ZodObject,
  Item extends z.ZodType,
  Input extends z.ZodType,
  UpdateInput extends z.ZodType,
  Query extends z.ZodType,
>(
  base: Base,
  params: Params,
  itemParams: ItemParams,
  o: ResourceSchemas<string, Item, Input, UpdateInput, Query>,
  defaultQuery: Query,
) => {
  const { summaries: s, tags } = o;
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      params,
      query: o.query ?? defaultQuery,
      response: pageEnvelope(o.item),
      summary: summary(s.list),
      tags,
    }),
    get: endpoint({ method: 'GET', path: `${base}/:id`, params: itemParams, response: o.item, summary: summary(s.get), tags }),
    create: endpoint({
      method: 'POST',
      path: base,
      params,
      body: o.input,
      response: o.item,
      status: 201,
      summary: summary(s.create),
      tags,
    }),
    update: endpoint({
      method: 'PUT',
      path: `${base}/:id`,
      params: itemParams,
      body: (o.updateInput ?? o.input) as UpdateInput,
      response: o.item,
      summary: summary(s.update),
      tags,
    }),
    delete: endpoint({ method: 'DELETE', path: `${base}/:id`, params: itemParams, response: noContent, summary: summary(s.delete), tags }),
  };
};

/** The five descriptors of a restaurant's resource, e.g. `restaurantResourceEndpoints({ path: 'caisse/heat-tags', … })`. */
export const restaurantResourceEndpoints = <
  const P extends string,
  Item extends z.ZodType,
  Input extends z.ZodType,
  UpdateInput extends z.ZodType = Input,
  Query extends z.ZodType = typeof pageQuerySchema,
>(
  o: ResourceSchemas<P, Item, Input, UpdateInput, Query>,
) => fiveEndpoints(restaurantPath(o.path), restaurantParamsSchema, restaurantItemParamsSchema, o, pageQuerySchema as z.ZodType as Query);

/** Params of a platform resource's row (`/api/v1/admin/<path>/:id`). */
export const platformItemParamsSchema = z.object({ id: z.uuid() });

/** The five descriptors of a platform (admin) resource, e.g. `platformResourceEndpoints({ path: 'terminal_partners', … })`. */
export const platformResourceEndpoints = <
  const P extends string,
  Item extends z.ZodType,
  Input extends z.ZodType,
  UpdateInput extends z.ZodType = Input,
  Query extends z.ZodType = typeof pageQuerySchema,
>(
  o: ResourceSchemas<P, Item, Input, UpdateInput, Query>,
) => fiveEndpoints(`/api/v1/admin/${o.path}` as const, undefined, platformItemParamsSchema, o, pageQuerySchema as z.ZodType as Query);

/** The descriptors a resource generator returns. */
export type ResourceEndpoints = ReturnType<typeof fiveEndpoints>;
