import { caisseLedgerEndpoints as ledger, type Register } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/database';
import { route } from '../../../../lib/endpoints';
import { inScope, restaurantScopeOf } from '../../../../lib/tenant-scope';
import { LEDGER_ACCESS } from '../common';

/**
 * The restaurant's registers (its POS terminals, the only devices with a key), for the register filter of the
 * ledger screens: removed ones too, since their tickets stay. Named like on the tickets (`register_label`).
 */
export const registerRoutes = (app: FastifyInstance, db: Db) => {
  route(app, ledger.registers, {
    access: LEDGER_ACCESS,
    handler: async (req) => {
      const { rows } = await db.execute<Register>(
        sql`select rh.id, coalesce(rh.label, h.brand || ' ' || h.model) as label, rh.removed_at is not null as removed
            from restaurant_hardwares rh join hardwares h on h.id = rh.hardware_id
            where ${inScope(restaurantScopeOf(req), sql`rh.restaurant_id`)} and h.kind = 'pos_terminal'
            order by rh.removed_at is not null, label, rh.created_at`,
      );
      return rows;
    },
  });
};
