import { enumerations, type PublicModule, publicEndpoints } from '@fitfit/contracts';
import { asc, eq } from 'drizzle-orm';
import { fitfitModules } from '../../db/schema';
import { route } from '../../lib/endpoints';
import type { ApiModule } from '../types';

/** Lookups anyone may read: enumerations loaded at start, modules offered at registration. */
export const publicModule: ApiModule = {
  name: 'public',
  routes: (root, { db }) => {
    route(root, publicEndpoints.health, {
      access: { public: true },
      handler: async () => {
        await db.execute('select 1');
        return { status: 'ok' as const };
      },
    });

    route(root, publicEndpoints.enumerations, {
      access: { public: true },
      handler: async () => enumerations,
    });

    route(root, publicEndpoints.fitfitModules, {
      access: { public: true },
      handler: async () => ({
        data: await db
          .select({
            code_name: fitfitModules.code_name,
            title: fitfitModules.title,
            description: fitfitModules.description,
            monthly_price_cents: fitfitModules.monthly_price_cents,
          })
          .from(fitfitModules)
          .where(eq(fitfitModules.active, true))
          .orderBy(asc(fitfitModules.position))
          .then((rows) => rows.map((r) => ({ ...r, code_name: r.code_name as PublicModule['code_name'] }))),
      }),
    });
  },
};
