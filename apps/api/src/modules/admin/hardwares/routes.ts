import { adminEndpoints } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { platformResource } from '../../../lib/platform-resource';
import { hardwareTable, remove } from './service';

/** The equipment catalogue ("Matériel"): the table's resource, deletion refused while installed. */
export const hardwareRoutes = (app: FastifyInstance, db: Db) =>
  platformResource(app, adminEndpoints.hardwares, { db, table: hardwareTable, handlers: { delete: ({ db }, id) => remove(db, id) } });
