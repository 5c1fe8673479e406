import type { Context } from './context';
import { type Figures, measureClean, ratio } from './measure';
import { settings } from './settings';

/**
 * GET /api/v1/auth/me (session look-up + user, restaurant and modules from PostgreSQL) against the bare
 * Fastify route that never leaves Node: the ceiling of the framework, not a like-for-like twin.
 */
export const authMeBench = async ({ product, bare, restorer }: Context) => {
  const runs: { connections: number; bare: Figures; auth_me: Figures; ratio: number }[] = [];
  for (const connections of settings.connections) {
    const bareFigures = await measureClean({ title: 'Fastify nu : GET /bare', url: `${bare.url}/bare`, connections });
    const me = await measureClean({
      title: 'FitFit : GET /api/v1/auth/me',
      url: `${product.url}/api/v1/auth/me`,
      headers: { authorization: `Bearer ${restorer.token}` },
      connections,
    });
    runs.push({ connections, bare: bareFigures, auth_me: me, ratio: ratio(me, bareFigures) });
  }
  return { runs };
};
