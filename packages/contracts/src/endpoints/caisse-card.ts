import { z } from 'zod';
import {
  catalogSchema,
  categoryInputSchema,
  categorySchema,
  menuInputSchema,
  menuSchema,
  optionGroupInputSchema,
  optionGroupSchema,
  productAvailabilitySchema,
  productInputSchema,
  productListQuerySchema,
  productPositionSchema,
  productSchema,
  tagInputSchema,
  tagSchema,
  taxInputSchema,
  taxSchema,
} from '../caisse-card';
import {
  caisseRoleInputSchema,
  caisseRoleSchema,
  caisseRolesQuerySchema,
  posUserCreateSchema,
  posUserPinSchema,
  posUserSchema,
  posUsersQuerySchema,
  posUserUpdateSchema,
} from '../caisse-team';
import { pageQuerySchema } from '../paging';
import { endpoint, fileUpload } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';
import { restaurantResourceEndpoints } from './resource';

const tags = ['caisse — carte'] as const;
const teamTags = ['caisse · équipe'] as const;
const params = restaurantParamsSchema;
const itemParams = restaurantItemParamsSchema;

/** One photo of a card row (`<path>/:id/photo`): its multipart upload and its removal, both answering the row. */
const photoEndpoints = <const P extends string, S extends z.ZodType>(path: P, what: string, item: S) => ({
  upload: endpoint({
    method: 'POST',
    path: restaurantPath(`${path}/:id/photo`),
    params: itemParams,
    body: fileUpload,
    response: item,
    summary: `Photo du ${what} (multipart, champ file : JPEG, PNG ou WebP, 5 Mo max)`,
    tags,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: restaurantPath(`${path}/:id/photo`),
    params: itemParams,
    response: item,
    summary: `Retirer la photo du ${what}`,
    tags,
  }),
});

/**
 * The caisse card's endpoints beyond its plain resources (those are written by the resource generator): the card
 * as the terminals read it, the French VAT rates, a product's availability and place, the photos of products and
 * menus; and the team's (a POS user's PIN, a role's copy).
 */
export const caisseCardEndpoints = {
  /** The VAT rates (a resource: list, get, create, update, delete). */
  taxes: restaurantResourceEndpoints({
    path: 'caisse/taxes',
    item: taxSchema,
    input: taxInputSchema,
    summaries: {
      list: 'Taux de TVA',
      get: 'Un taux de TVA',
      create: 'Créer un taux de TVA',
      update: 'Modifier un taux de TVA',
      delete: 'Supprimer un taux de TVA (409 s’il est utilisé)',
    },
    tags,
  }),
  /** The card's categories (name, colour, position). */
  categories: restaurantResourceEndpoints({
    path: 'caisse/categories',
    item: categorySchema,
    input: categoryInputSchema,
    summaries: {
      list: 'Catégories de la carte',
      get: 'Une catégorie',
      create: 'Créer une catégorie',
      update: 'Modifier une catégorie',
      delete: 'Supprimer une catégorie (ses produits restent, sans catégorie)',
    },
    tags,
  }),
  /** The card's dishes (filters: category, tag, availability). */
  products: restaurantResourceEndpoints({
    path: 'caisse/products',
    item: productSchema,
    input: productInputSchema,
    query: productListQuerySchema,
    summaries: {
      list: 'Produits de la carte (filtres catégorie, étiquette, disponibilité)',
      get: 'Un produit',
      create: 'Créer un produit',
      update: 'Modifier un produit',
      delete: 'Supprimer un produit (409 s’il fait partie d’un menu)',
    },
    tags,
  }),
  /** The menus (set meals), listed active or not. */
  menus: restaurantResourceEndpoints({
    path: 'caisse/menus',
    item: menuSchema,
    input: menuInputSchema,
    query: pageQuerySchema.extend({ active: z.enum(['true', 'false']).optional() }),
    summaries: {
      list: 'Menus (formules)',
      get: 'Un menu',
      create: 'Créer un menu',
      update: 'Modifier un menu (composition et horaires remplacés)',
      delete: 'Supprimer un menu',
    },
    tags,
  }),
  /** The card's tags (shown on products). */
  heatTags: restaurantResourceEndpoints({
    path: 'caisse/heat-tags',
    summaries: {
      list: 'Étiquettes de la carte',
      get: 'Une étiquette',
      create: 'Créer une étiquette',
      update: 'Modifier une étiquette',
      delete: 'Supprimer une étiquette (retirée des produits)',
    },
    item: tagSchema,
    input: tagInputSchema,
    tags,
  }),
  /** The option groups of the card (their values replaced on update). */
  options: restaurantResourceEndpoints({
    path: 'caisse/options',
    summaries: {
      list: 'Groupes d’options',
      get: 'Un groupe d’options',
      create: 'Créer un groupe d’options',
      update: 'Modifier un groupe d’options (ses valeurs sont remplacées)',
      delete: 'Supprimer un groupe d’options (retiré des produits)',
    },
    item: optionGroupSchema,
    input: optionGroupInputSchema,
    tags,
  }),
  /** The restaurant's roles on the terminals. */
  roles: restaurantResourceEndpoints({
    path: 'caisse/roles',
    summaries: {
      list: 'Rôles du restaurant',
      get: 'Un rôle',
      create: 'Créer un rôle',
      update: 'Modifier un rôle',
      delete: 'Supprimer un rôle (refusé tant que des utilisateurs caisse le portent)',
    },
    item: caisseRoleSchema,
    input: caisseRoleInputSchema,
    query: caisseRolesQuerySchema,
    tags: teamTags,
  }),
  /** The restaurant's staff on the terminals (a creation sets the PIN, an update does not). */
  posUsers: restaurantResourceEndpoints({
    path: 'caisse/pos_users',
    summaries: {
      list: 'Utilisateurs caisse (recherche, filtre par rôle et statut, tri)',
      get: 'Un utilisateur caisse',
      create: 'Ajouter un utilisateur caisse',
      update: 'Modifier un utilisateur caisse',
      delete: 'Supprimer un utilisateur caisse',
    },
    item: posUserSchema,
    input: posUserCreateSchema,
    updateInput: posUserUpdateSchema,
    query: posUsersQuerySchema,
    tags: teamTags,
  }),
  catalog: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/catalog'),
    params,
    response: catalogSchema,
    summary: 'La carte complète pour un terminal (X-Device-Key), avec ETag fort ; If-None-Match → 304',
    tags,
  }),
  card: endpoint({
    method: 'GET',
    path: restaurantPath('caisse/card'),
    params,
    response: catalogSchema,
    summary: 'La carte telle que les terminaux la reçoivent (lecture seule)',
    tags,
  }),
  frenchTaxes: endpoint({
    method: 'POST',
    path: restaurantPath('caisse/taxes/defaults'),
    params,
    response: z.array(taxSchema),
    status: 201,
    summary: 'Ajouter les taux de TVA français (restaurant sans taxe ; 409 sinon)',
    tags,
  }),
  productAvailability: endpoint({
    method: 'PATCH',
    path: restaurantPath('caisse/products/:id/availability'),
    params: itemParams,
    body: productAvailabilitySchema,
    response: productSchema,
    summary: 'Rendre un produit disponible ou indisponible',
    tags,
  }),
  productPosition: endpoint({
    method: 'PATCH',
    path: restaurantPath('caisse/products/:id/position'),
    params: itemParams,
    body: productPositionSchema,
    response: productSchema,
    summary: 'Déplacer un produit dans sa catégorie (renumérotation atomique)',
    tags,
  }),
  productPhoto: photoEndpoints('caisse/products', 'produit', productSchema),
  menuPhoto: photoEndpoints('caisse/menus', 'menu', menuSchema),
  posUserPin: endpoint({
    method: 'PUT',
    path: restaurantPath('caisse/pos_users/:id/pin'),
    params: itemParams,
    body: posUserPinSchema,
    response: posUserSchema,
    summary: 'Changer le code PIN',
    tags: teamTags,
  }),
  duplicateRole: endpoint({
    method: 'POST',
    path: restaurantPath('caisse/roles/:id/duplicate'),
    params: itemParams,
    response: caisseRoleSchema,
    status: 201,
    summary: 'Dupliquer un rôle (« Copie de … »)',
    tags: teamTags,
  }),
};
