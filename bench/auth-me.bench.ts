import type { Context } from './context';
import { compare } from './measure';
import { settings } from './settings';

/**
 * GET /api/v1/auth/me (session look-up + user, restaurant and modules from PostgreSQL) against the bare
 * Fastify route that never leaves Node: the ceiling of the framework, not a like-for-like twin.
 */
export const authMeBench = async ({ product, bare, restorer }: Context) => {
  const runs = [];
  for (const connections of settings.connections)
    runs.push(
      await compare(
        connections,
        { title: 'Fastify nu : GET /bare', url: `${bare.url}/bare`, processes: bare.processes },
        {
          title: 'FitFit : GET /api/v1/auth/me',
          url: `${product.url}/api/v1/auth/me`,
          headers: { authorization: `Bearer ${restorer.token}` },
          processes: product.processes,
        },
      ),
    );
  return { runs };
};
