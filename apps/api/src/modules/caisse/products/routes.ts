import {
  productAvailabilitySchema,
  productInputSchema,
  productListQuerySchema,
  productPositionSchema,
  productSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, restaurantResource, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ModuleDeps } from '../../types';
import { CARD_ACCESS, tags } from '../common';
import { photoRoutes } from '../photo-routes';
import * as service from './service';

export const productRoutes = (app: FastifyInstance, { db, storage }: ModuleDeps) => {
  restaurantResource(app, {
    path: 'caisse/products',
    access: CARD_ACCESS,
    tags,
    summaries: {
      list: 'Produits de la carte (filtres catégorie, étiquette, disponibilité)',
      get: 'Un produit',
      create: 'Créer un produit',
      update: 'Modifier un produit',
      delete: 'Supprimer un produit (409 s’il fait partie d’un menu)',
    },
    item: productSchema,
    input: productInputSchema,
    query: productListQuerySchema,
    handlers: {
      list: (scope, query) => service.listProducts(db, scope, query),
      get: (scope, id) => service.getProduct(db, scope, id),
      create: (scope, input) => service.createProduct(db, scope, input),
      update: (scope, id, input) => service.updateProduct(db, scope, id, input),
      delete: (scope, id) => service.deleteProduct(db, storage, scope, id),
    },
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: CARD_ACCESS };
  typed.patch(restaurantUrl('caisse/products/:id/availability'), {
    config,
    schema: {
      tags,
      summary: 'Rendre un produit disponible ou indisponible',
      params: idParams,
      body: productAvailabilitySchema,
      response: { 200: productSchema },
    },
    handler: (req) => service.setAvailability(db, restaurantScopeOf(req), req.params.id, req.body.available),
  });
  typed.patch(restaurantUrl('caisse/products/:id/position'), {
    config,
    schema: {
      tags,
      summary: 'Déplacer un produit dans sa catégorie (renumérotation atomique)',
      params: idParams,
      body: productPositionSchema,
      response: { 200: productSchema },
    },
    handler: (req) => service.moveProduct(db, restaurantScopeOf(req), req.params.id, req.body.position),
  });
  photoRoutes(app, {
    path: 'caisse/products',
    what: 'produit',
    item: productSchema,
    upload: (scope, id, req) => service.uploadPhoto(db, storage, scope, id, req),
    remove: (scope, id) => service.deletePhoto(db, storage, scope, id),
  });
};
