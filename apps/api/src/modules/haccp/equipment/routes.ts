import { equipmentInputSchema, equipmentSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { restaurantResource } from '../../../lib/resource-routes';
import { HACCP_ACCESS, haccpTags } from '../common';
import * as service from './service';

export const equipmentRoutes = (app: FastifyInstance, db: Db) =>
  restaurantResource(app, {
    path: 'haccp/equipment',
    access: HACCP_ACCESS,
    tags: haccpTags,
    summaries: {
      list: 'Équipements suivis en température',
      get: 'Un équipement',
      create: 'Ajouter un équipement (limites par défaut de la réglementation)',
      update: 'Modifier un équipement et ses limites',
      delete: 'Supprimer un équipement sans relevé (sinon, le désactiver)',
    },
    item: equipmentSchema,
    input: equipmentInputSchema,
    handlers: {
      list: (scope, query) => service.listEquipment(db, scope, query),
      get: (scope, id) => service.getEquipment(db, scope, id),
      create: (scope, input) => service.createEquipment(db, scope, input),
      update: (scope, id, input) => service.updateEquipment(db, scope, id, input),
      delete: (scope, id) => service.deleteEquipment(db, scope, id),
    },
  });
