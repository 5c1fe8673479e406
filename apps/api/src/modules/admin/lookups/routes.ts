import { lookupEndpoints, lookups } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoints';

/** Public lookups of SPEC §7: currencies, recurrings, categories, sponsor_types. */
export const lookupRoutes = (app: FastifyInstance) => {
  for (const name of Object.keys(lookupEndpoints) as (keyof typeof lookupEndpoints)[])
    route(app, lookupEndpoints[name], { access: { public: true }, handler: () => ({ data: lookups[name] }) });
};
