import { z } from 'zod';
import { LOOKUP_PAGE_SIZE } from '../constants';
import { pageEnvelope, pageQuerySchema } from '../paging';
import {
  adminUserListQuerySchema,
  adminUserSchema,
  createAdminUserSchema,
  sponsoredRestaurantSchema,
  updateAdminUserSchema,
} from '../users-admin';
import { endpoint, noContent } from './endpoint';
import { platformItemParamsSchema, platformResourceEndpoints } from './resource';

const tags = ['admin'] as const;
const params = platformItemParamsSchema;

/** The platform's users (SPEC §7): every role, soft delete and restore, a seller's sponsored restaurants. */
export const adminUserEndpoints = {
  ...platformResourceEndpoints({
    path: 'users',
    item: adminUserSchema,
    input: createAdminUserSchema,
    updateInput: updateAdminUserSchema,
    query: adminUserListQuerySchema,
    summaries: {
      list: 'Utilisateurs (filtre rôle, supprimés)',
      get: 'Un utilisateur',
      create: 'Créer un utilisateur',
      update: 'Modifier un utilisateur (ou son mot de passe)',
      delete: 'Supprimer (logiquement) un utilisateur et révoquer ses sessions',
    },
    tags,
  }),
  markChoices: endpoint({
    method: 'GET',
    path: '/api/v1/admin/users/mark_choices',
    query: pageQuerySchema.extend({ per_page: pageQuerySchema.shape.per_page.unwrap().default(LOOKUP_PAGE_SIZE) }),
    response: pageEnvelope(z.object({ id: z.uuid(), name: z.string() })),
    summary: 'Marques proposées pour un franchiseur (recherche, 50 par page)',
    tags,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/v1/admin/users/:id/restore',
    params,
    response: adminUserSchema,
    summary: 'Restaurer un utilisateur supprimé',
    tags,
  }),
  sponsoredRestaurants: endpoint({
    method: 'GET',
    path: '/api/v1/admin/users/:id/sponsored_restaurants',
    params,
    query: pageQuerySchema,
    response: pageEnvelope(sponsoredRestaurantSchema),
    summary: 'Restaurants parrainés par un commercial',
    tags,
  }),
  /** What the admin does for a person who cannot do it from « Mon compte ». */
  resetTotp: endpoint({
    method: 'DELETE',
    path: '/api/v1/admin/users/:id/totp',
    params: z.object({ id: z.uuid() }),
    response: noContent,
    summary: 'Désactiver la vérification en deux étapes d’un utilisateur (téléphone et codes de secours perdus)',
    tags: ['admin'],
  }),
};
