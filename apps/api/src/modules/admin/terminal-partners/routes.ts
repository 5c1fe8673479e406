import { adminEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { platformResource } from '../../../lib/platform-resource';
import { partnerTable } from './service';

/** Terminal partners: POS, payment-terminal and delivery partners. */
export const terminalPartnerRoutes = (app: FastifyInstance, db: Db) =>
  platformResource(app, adminEndpoints.terminalPartners, { db, table: partnerTable });
