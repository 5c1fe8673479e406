import { optionGroupInputSchema, optionGroupSchema } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { restaurantResource } from '../../../lib/resource-routes';
import { CARD_ACCESS, tags } from '../common';
import * as service from './service';

export const optionRoutes = (app: FastifyInstance, db: Db) =>
  restaurantResource(app, {
    path: 'caisse/options',
    access: CARD_ACCESS,
    tags,
    summaries: {
      list: 'Groupes d’options',
      get: 'Un groupe d’options',
      create: 'Créer un groupe d’options',
      update: 'Modifier un groupe d’options (ses valeurs sont remplacées)',
      delete: 'Supprimer un groupe d’options (retiré des produits)',
    },
    item: optionGroupSchema,
    input: optionGroupInputSchema,
    handlers: {
      list: (scope, query) => service.listGroups(db, scope, query),
      get: (scope, id) => service.getGroup(db, scope, id),
      create: (scope, input) => service.createGroup(db, scope, input),
      update: (scope, id, input) => service.updateGroup(db, scope, id, input),
      delete: (scope, id) => service.deleteGroup(db, scope, id),
    },
  });
