import {
  type EndpointAnswer,
  type EndpointBody,
  type EndpointQuery,
  type EndpointSpec,
  type pageQuerySchema,
  type ResourceSummaries,
  restaurantResourceEndpoints,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Access } from './access';
import { type EndpointRequest, route } from './endpoints';
import { type RestaurantScope, restaurantScopeOf } from './tenant-scope';

/** Params of a restaurant route and of one of its rows, for the plain routes written beside a resource. */
export const restaurantParams = z.object({ restaurantId: z.uuid() });
export const idParams = restaurantParams.extend({ id: z.uuid() });
/** The URL of a restaurant-side path, e.g. `restaurantUrl('caisse/products/:id/photo')`. */
export const restaurantUrl = (path: string) => `/api/v1/restaurants/:restaurantId/${path}`;
export { openApi } from './endpoints';

interface ResourceOptions<Item extends z.ZodType, Input extends z.ZodType, Query extends z.ZodType, UpdateInput extends z.ZodType> {
  /** Path under `/api/v1/restaurants/:restaurantId/`, e.g. `caisse/heat-tags`. */
  path: string;
  /** Declared here, where the routes are: roles, `restaurant: true` and the module. */
  access: Extract<Access, { roles: unknown }> & { restaurant: true };
  tags: string[];
  summaries: ResourceSummaries;
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

type RestaurantAccess = Extract<Access, { roles: unknown }> & { restaurant: true };

/** The five descriptors of a restaurant resource (`restaurantResourceEndpoints` in contracts). */
interface RestaurantEndpoints {
  list: EndpointSpec;
  get: EndpointSpec;
  create: EndpointSpec;
  update: EndpointSpec;
  delete: EndpointSpec;
}

/** The operations of a resource registered from its descriptors, typed by them; an omitted one registers no route. */
export interface RestaurantHandlers<E extends RestaurantEndpoints> {
  list?: (scope: RestaurantScope, query: EndpointQuery<E['list']>) => Promise<EndpointAnswer<E['list']>>;
  get?: (scope: RestaurantScope, id: string) => Promise<EndpointAnswer<E['get']>>;
  create?: (scope: RestaurantScope, input: EndpointBody<E['create']>) => Promise<EndpointAnswer<E['create']>>;
  update?: (scope: RestaurantScope, id: string, input: EndpointBody<E['update']>) => Promise<EndpointAnswer<E['update']>>;
  delete?: (scope: RestaurantScope, id: string) => Promise<void>;
}

type AnyHandlers = {
  list?: (scope: RestaurantScope, query: never) => Promise<unknown>;
  get?: (scope: RestaurantScope, id: string) => Promise<unknown>;
  create?: (scope: RestaurantScope, input: never) => Promise<unknown>;
  update?: (scope: RestaurantScope, id: string, input: never) => Promise<unknown>;
  delete?: (scope: RestaurantScope, id: string) => Promise<void>;
};

// The handlers read what the descriptors' schemas have already validated (params, query, body).
type Loose = (...args: unknown[]) => Promise<unknown>;
const idOf = (req: EndpointRequest<EndpointSpec>) => (req.params as { id: string }).id;

const register = (root: FastifyInstance, e: RestaurantEndpoints, access: RestaurantAccess, handlers: AnyHandlers) => {
  const h = handlers as Record<keyof AnyHandlers, Loose | undefined>;
  const on = (spec: EndpointSpec, handler: (req: EndpointRequest<EndpointSpec>) => Promise<unknown>) =>
    route(root, spec, { access, handler: handler as never });
  const { list, get, create, update, delete: remove } = h;
  if (list) on(e.list, (req) => list(restaurantScopeOf(req), req.query));
  if (get) on(e.get, (req) => get(restaurantScopeOf(req), idOf(req)));
  if (create) on(e.create, (req) => create(restaurantScopeOf(req), req.body));
  if (update) on(e.update, (req) => update(restaurantScopeOf(req), idOf(req), req.body));
  if (remove) on(e.delete, (req) => remove(restaurantScopeOf(req), idOf(req)));
};

/**
 * The five routes of a restaurant-side CRUD resource — list (SPEC §3 envelope), get, create (201), update,
 * delete (204) — registered with `route()` from the resource's descriptors, with the access rule and the tenant
 * scope handed to the handlers. Routes that do not fit stay beside it, each from its own descriptor.
 *
 * Two ways to call it: with the descriptors of a contract entry (`restaurantResourceEndpoints` in contracts, which
 * the web calls typed) — `restaurantResource(app, caisseEndpoints.heatTags, { access, handlers })` — or with the
 * schemas, from which it builds the descriptors and returns them.
 */
export function restaurantResource<E extends RestaurantEndpoints>(
  root: FastifyInstance,
  endpoints: E,
  o: { access: RestaurantAccess; handlers: RestaurantHandlers<E> },
): E;
export function restaurantResource<
  Item extends z.ZodType,
  Input extends z.ZodType,
  Query extends z.ZodType = typeof pageQuerySchema,
  UpdateInput extends z.ZodType = Input,
>(root: FastifyInstance, o: ResourceOptions<Item, Input, Query, UpdateInput>): RestaurantEndpoints;
export function restaurantResource(
  root: FastifyInstance,
  first: RestaurantEndpoints | ResourceOptions<z.ZodType, z.ZodType, z.ZodType, z.ZodType>,
  second?: { access: RestaurantAccess; handlers: AnyHandlers },
): RestaurantEndpoints {
  if (second) {
    register(root, first as RestaurantEndpoints, second.access, second.handlers);
    return first as RestaurantEndpoints;
  }
  const o = first as ResourceOptions<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
  const endpoints = restaurantResourceEndpoints(o);
  register(root, endpoints, o.access, o.handlers as AnyHandlers);
  return endpoints;
}
