import { registerSchema } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../../db/database';
import { inScope, restaurantScopeOf } from '../../../../lib/tenant-scope';
import { LEDGER_ACCESS, ledgerUrl, restaurantParams, ledgerTags as tags } from '../common';

/**
 * The restaurant's registers (its POS terminals, the only devices with a key), for the register filter of the
 * ledger screens: removed ones too, since their tickets stay. Named like on the tickets (`register_label`).
 */
export const registerRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(ledgerUrl('registers'), {
    config: { access: LEDGER_ACCESS },
    schema: {
      tags,
      summary: 'Caisses (terminaux) du restaurant, retirées comprises, pour filtrer les tickets',
      params: restaurantParams,
      response: { 200: z.array(registerSchema) },
    },
    handler: async (req) => {
      const { rows } = await db.execute<z.infer<typeof registerSchema>>(
        sql`select rh.id, coalesce(rh.label, h.brand || ' ' || h.model) as label, rh.removed_at is not null as removed
            from restaurant_hardwares rh join hardwares h on h.id = rh.hardware_id
            where ${inScope(restaurantScopeOf(req), sql`rh.restaurant_id`)} and h.kind = 'pos_terminal'
            order by rh.removed_at is not null, label, rh.created_at`,
      );
      return rows;
    },
  });
};
