import { z } from 'zod';
import { pageEnvelope, pageQuerySchema } from '../paging';
import { endpoint, noContent } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';

/**
 * A CRUD resource as one contract entry: the five endpoint descriptors of its routes — list (SPEC §3 page envelope,
 * query with search, sort, order and paging), get, create (201), update, delete (204) — written from its schemas, so
 * that the API registers them (lib/resource-routes.ts, lib/platform-resource.ts) and the web calls them typed.
 */

/** The five operations of a resource. */
export const RESOURCE_OPERATIONS = ['list', 'get', 'create', 'update', 'delete'] as const;
export type ResourceOperation = (typeof RESOURCE_OPERATIONS)[number];

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
  Ops extends readonly ResourceOperation[] = typeof RESOURCE_OPERATIONS,
> {
  /** The collection's path: under `/api/v1/restaurants/:restaurantId/` for a restaurant's, `/api/v1/admin/` for the platform's. */
  path: P;
  item: Item;
  /** The body of a creation (and of an update unless `updateInput`); required when the resource creates or updates. */
  input?: Input;
  /**
   * The operations the resource offers when it is not all five (customers are erased by a route of their own,
   * non-conformities are read and moved on by steps): only their descriptors are written.
   */
  operations?: Ops;
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
  o: ResourceSchemas<string, Item, Input, UpdateInput, Query, readonly ResourceOperation[]>,
  defaultQuery: Query,
) => {
  const { summaries: s, tags } = o;
  const writes = !o.operations || o.operations.includes('create') || o.operations.includes('update');
  if (writes && !o.input) throw new Error(`${base}: a resource that creates or updates needs its input schema`);
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
      body: o.input as Input,
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

/** The descriptors of the operations asked for (all five by default). */
const only = <All extends Record<ResourceOperation, unknown>, const Ops extends readonly ResourceOperation[]>(
  all: All,
  operations: Ops | undefined,
) => (operations ? Object.fromEntries(operations.map((op) => [op, all[op]])) : all) as Pick<All, Ops[number]>;

/** The five descriptors of a restaurant's resource, e.g. `restaurantResourceEndpoints({ path: 'caisse/heat-tags', … })`. */
export const restaurantResourceEndpoints = <
  const P extends string,
  Item extends z.ZodType,
  Input extends z.ZodType,
  UpdateInput extends z.ZodType = Input,
  Query extends z.ZodType = typeof pageQuerySchema,
  const Ops extends readonly ResourceOperation[] = typeof RESOURCE_OPERATIONS,
>(
  o: ResourceSchemas<P, Item, Input, UpdateInput, Query, Ops>,
) =>
  only(
    fiveEndpoints(restaurantPath(o.path), restaurantParamsSchema, restaurantItemParamsSchema, o, pageQuerySchema as z.ZodType as Query),
    o.operations,
  );

/** Params of a platform resource's row (`/api/v1/admin/<path>/:id`). */
export const platformItemParamsSchema = z.object({ id: z.uuid() });

/** The five descriptors of a platform (admin) resource, e.g. `platformResourceEndpoints({ path: 'terminal_partners', … })`. */
export const platformResourceEndpoints = <
  const P extends string,
  Item extends z.ZodType,
  Input extends z.ZodType,
  UpdateInput extends z.ZodType = Input,
  Query extends z.ZodType = typeof pageQuerySchema,
  const Ops extends readonly ResourceOperation[] = typeof RESOURCE_OPERATIONS,
>(
  o: ResourceSchemas<P, Item, Input, UpdateInput, Query, Ops>,
) =>
  only(
    fiveEndpoints(`/api/v1/admin/${o.path}` as const, undefined, platformItemParamsSchema, o, pageQuerySchema as z.ZodType as Query),
    o.operations,
  );

/** The descriptors a resource generator returns (all five). */
export type ResourceEndpoints = ReturnType<typeof fiveEndpoints>;
