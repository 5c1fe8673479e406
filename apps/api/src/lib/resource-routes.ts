import type { EndpointAnswer, EndpointBody, EndpointQuery, EndpointSpec, ResourceOperation } from '@fitfit/contracts';
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

type RestaurantAccess = Extract<Access, { roles: unknown }> & { restaurant: true };

/** The descriptors of a restaurant resource (`restaurantResourceEndpoints` in contracts): all five, or the operations it declares. */
type RestaurantEndpoints = Partial<Record<ResourceOperation, EndpointSpec>>;

type Handler<E extends RestaurantEndpoints, Op extends ResourceOperation> = E[Op] extends EndpointSpec
  ? {
      list: (scope: RestaurantScope, query: EndpointQuery<E[Op]>) => Promise<EndpointAnswer<E[Op]>>;
      get: (scope: RestaurantScope, id: string) => Promise<EndpointAnswer<E[Op]>>;
      create: (scope: RestaurantScope, input: EndpointBody<E[Op]>) => Promise<EndpointAnswer<E[Op]>>;
      update: (scope: RestaurantScope, id: string, input: EndpointBody<E[Op]>) => Promise<EndpointAnswer<E[Op]>>;
      delete: (scope: RestaurantScope, id: string) => Promise<void>;
    }[Op]
  : never;

/**
 * The operations of a resource registered from its descriptors, typed by them; only the entry's operations may be
 * handed, and an omitted one registers no route.
 */
export type RestaurantHandlers<E extends RestaurantEndpoints> = {
  [Op in ResourceOperation & keyof E]?: Handler<E, Op>;
};

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
  if (list && e.list) on(e.list, (req) => list(restaurantScopeOf(req), req.query));
  if (get && e.get) on(e.get, (req) => get(restaurantScopeOf(req), idOf(req)));
  if (create && e.create) on(e.create, (req) => create(restaurantScopeOf(req), req.body));
  if (update && e.update) on(e.update, (req) => update(restaurantScopeOf(req), idOf(req), req.body));
  if (remove && e.delete) on(e.delete, (req) => remove(restaurantScopeOf(req), idOf(req)));
};

/**
 * The routes of a restaurant-side CRUD resource — list (SPEC §3 envelope), get, create (201), update, delete (204),
 * or the subset its contract entry declares — registered with `route()` from the entry's descriptors
 * (`restaurantResourceEndpoints` in contracts, which the web calls typed), with the access rule and the tenant scope
 * handed to the handlers: `restaurantResource(app, caisseCardEndpoints.heatTags, { access, handlers })`. Routes that
 * do not fit stay beside it, each from its own descriptor.
 */
export const restaurantResource = <E extends RestaurantEndpoints>(
  root: FastifyInstance,
  endpoints: E,
  o: { access: RestaurantAccess; handlers: RestaurantHandlers<E> },
): E => {
  register(root, endpoints, o.access, o.handlers as AnyHandlers);
  return endpoints;
};
