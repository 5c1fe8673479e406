import {
  pageEnvelope,
  productAvailabilitySchema,
  productInputSchema,
  productListQuerySchema,
  productPositionSchema,
  productSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../types';
import { base, CARD_ACCESS, idParams, restaurantParams, tags } from '../common';
import * as service from './service';

export const productRoutes = (root: FastifyInstance, { db, storage }: ModuleDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: CARD_ACCESS };
  app.get(base('products'), {
    config,
    schema: {
      tags,
      summary: 'Produits de la carte (filtres catégorie, étiquette, disponibilité)',
      params: restaurantParams,
      querystring: productListQuerySchema,
      response: { 200: pageEnvelope(productSchema) },
    },
    handler: (req) => service.listProducts(db, req.params.restaurantId, req.query),
  });
  app.get(base('products/:id'), {
    config,
    schema: { tags, summary: 'Un produit', params: idParams, response: { 200: productSchema } },
    handler: (req) => service.getProduct(db, req.params.restaurantId, req.params.id),
  });
  app.post(base('products'), {
    config,
    schema: { tags, summary: 'Créer un produit', params: restaurantParams, body: productInputSchema, response: { 201: productSchema } },
    handler: async (req, reply) => reply.code(201).send(await service.createProduct(db, req.params.restaurantId, req.body)),
  });
  app.put(base('products/:id'), {
    config,
    schema: { tags, summary: 'Modifier un produit', params: idParams, body: productInputSchema, response: { 200: productSchema } },
    handler: (req) => service.updateProduct(db, req.params.restaurantId, req.params.id, req.body),
  });
  app.patch(base('products/:id/availability'), {
    config,
    schema: {
      tags,
      summary: 'Rendre un produit disponible ou indisponible',
      params: idParams,
      body: productAvailabilitySchema,
      response: { 200: productSchema },
    },
    handler: (req) => service.setAvailability(db, req.params.restaurantId, req.params.id, req.body.available),
  });
  app.patch(base('products/:id/position'), {
    config,
    schema: {
      tags,
      summary: 'Déplacer un produit dans sa catégorie (renumérotation atomique)',
      params: idParams,
      body: productPositionSchema,
      response: { 200: productSchema },
    },
    handler: (req) => service.moveProduct(db, req.params.restaurantId, req.params.id, req.body.position),
  });
  app.delete(base('products/:id'), {
    config,
    schema: { tags, summary: 'Supprimer un produit (409 s’il fait partie d’un menu)', params: idParams },
    handler: async (req, reply) => {
      await service.deleteProduct(db, storage, req.params.restaurantId, req.params.id);
      return reply.code(204).send();
    },
  });
  app.post(base('products/:id/photo'), {
    config,
    schema: {
      tags,
      summary: 'Photo du produit (multipart, champ file : JPEG, PNG ou WebP, 5 Mo max)',
      params: idParams,
      response: { 200: productSchema },
    },
    handler: (req) => service.uploadPhoto(db, storage, req.params.restaurantId, req.params.id, req),
  });
  app.delete(base('products/:id/photo'), {
    config,
    schema: { tags, summary: 'Retirer la photo du produit', params: idParams, response: { 200: productSchema } },
    handler: (req) => service.deletePhoto(db, storage, req.params.restaurantId, req.params.id),
  });
};
