import { z } from 'zod';
import {
  adminRestaurantInputSchema,
  adminRestaurantQuerySchema,
  adminRestaurantSchema,
  fitfitModuleInputSchema,
  fitfitModuleSchema,
  franchisorSchema,
  hardwareInputSchema,
  hardwareKindValues,
  hardwareSchema,
  lookupSchema,
  type lookups,
  markFranchisorsInputSchema,
  markInputSchema,
  markRateInputSchema,
  markRateSchema,
  markSchema,
  moduleAssignmentInputSchema,
  moduleAssignmentSchema,
  moduleAssignmentUpdateSchema,
  partnerKinds,
  restaurantHardwareInputSchema,
  restaurantHardwareSchema,
  restaurantHardwareWithKeySchema,
  restaurantUserSchema,
  terminalPartnerInputSchema,
  terminalPartnerSchema,
} from '../admin';
import { pageEnvelope, pageQuerySchema } from '../paging';
import { endpoint, noContent } from './endpoint';
import { platformItemParamsSchema, platformResourceEndpoints } from './resource';

/**
 * The platform's catalogue and restaurants (SPEC §7, admins only): FitFit modules, terminal partners, equipment and
 * marks are platform resources (`platformResourceEndpoints`); a restaurant's detail, its modules and equipment, the
 * marks' rates and franchisors are endpoints of their own.
 */
const tags = ['admin'] as const;
const idParams = platformItemParamsSchema;

/** A restaurant as the admin opens it: the restaurant, its restorers and its latest subscription. */
export const adminRestaurantDetailSchema = z.object({
  data: z.object({
    restaurant: adminRestaurantSchema,
    users: z.array(restaurantUserSchema),
    subscription: z
      .object({ id: z.uuid(), status: z.string(), recurring: z.string(), started_on: z.string(), trial_ends_on: z.string().nullable() })
      .nullable(),
  }),
});
export type AdminRestaurantDetail = z.infer<typeof adminRestaurantDetailSchema>['data'];

const restaurants = platformResourceEndpoints({
  path: 'restaurants',
  item: adminRestaurantSchema,
  input: adminRestaurantInputSchema,
  query: pageQuerySchema.extend(adminRestaurantQuerySchema.shape),
  summaries: {
    list: 'Restaurants (filtres : marque, module détenu, abonné)',
    create: 'Créer un restaurant',
    update: 'Modifier un restaurant',
    delete: 'Supprimer un restaurant (suppression logique)',
  },
  tags,
});

const franchisorsResponse = z.object({ data: z.array(franchisorSchema) });
const ratesResponse = z.object({ data: z.array(markRateSchema) });
const modulesBase = '/api/v1/admin/restaurants/:id/fitfit_module_restaurants';
const moduleParams = idParams.extend({ mid: z.uuid() });
const hardwaresBase = '/api/v1/admin/restaurants/:id/restaurant_hardwares';
const hardwareParams = idParams.extend({ hid: z.uuid() });

export const adminEndpoints = {
  fitfitModules: platformResourceEndpoints({
    path: 'fitfit_modules',
    item: fitfitModuleSchema,
    input: fitfitModuleInputSchema,
    summaries: {
      list: 'Modules FitFit',
      get: 'Un module',
      create: 'Créer un module',
      update: 'Modifier un module',
      delete: 'Supprimer un module (refusé s’il est attribué)',
    },
    tags,
  }),
  terminalPartners: platformResourceEndpoints({
    path: 'terminal_partners',
    item: terminalPartnerSchema,
    input: terminalPartnerInputSchema,
    query: pageQuerySchema.extend({ kind: z.enum(partnerKinds).optional() }),
    summaries: {
      list: 'Partenaires terminaux',
      get: 'Un partenaire',
      create: 'Créer un partenaire',
      update: 'Modifier un partenaire',
      delete: 'Supprimer un partenaire',
    },
    tags,
  }),
  hardwares: platformResourceEndpoints({
    path: 'hardwares',
    item: hardwareSchema,
    input: hardwareInputSchema,
    query: pageQuerySchema.extend({ kind: z.enum(hardwareKindValues).optional() }),
    summaries: {
      list: 'Catalogue du matériel',
      get: 'Un matériel',
      create: 'Ajouter du matériel au catalogue',
      update: 'Modifier un matériel',
      delete: 'Supprimer un matériel (refusé tant qu’il est installé)',
    },
    tags,
  }),
  marks: platformResourceEndpoints({
    path: 'marks',
    item: markSchema,
    input: markInputSchema,
    summaries: {
      list: 'Marques',
      get: 'Une marque',
      create: 'Créer une marque',
      update: 'Modifier une marque',
      delete: 'Supprimer une marque (refusé tant que des restaurants l’utilisent)',
    },
    tags,
  }),
  markRates: endpoint({
    method: 'GET',
    path: '/api/v1/admin/marks/:id/rates',
    params: idParams,
    response: ratesResponse,
    summary: 'Historique des taux de redevance et de publicité d’une marque (le plus récent d’abord)',
    tags,
  }),
  addMarkRate: endpoint({
    method: 'POST',
    path: '/api/v1/admin/marks/:id/rates',
    params: idParams,
    body: markRateInputSchema,
    response: ratesResponse,
    status: 201,
    summary: 'Nouveaux taux à partir d’un mois (les mois précédents gardent les leurs)',
    tags,
  }),
  markFranchisors: endpoint({
    method: 'GET',
    path: '/api/v1/admin/marks/:id/franchisors',
    params: idParams,
    response: franchisorsResponse,
    summary: 'Franchiseurs (liés ou non à la marque)',
    tags,
  }),
  setMarkFranchisors: endpoint({
    method: 'PUT',
    path: '/api/v1/admin/marks/:id/franchisors',
    params: idParams,
    body: markFranchisorsInputSchema,
    response: franchisorsResponse,
    summary: 'Choisir les franchiseurs de la marque',
    tags,
  }),
  restaurants: {
    ...restaurants,
    // the admin's restaurant page shows its restorers and subscription with it
    get: endpoint({
      method: 'GET',
      path: '/api/v1/admin/restaurants/:id',
      params: idParams,
      response: adminRestaurantDetailSchema,
      summary: 'Un restaurant, ses restaurateurs et son abonnement',
      tags,
    }),
  },
  restaurantModules: endpoint({
    method: 'GET',
    path: modulesBase,
    params: idParams,
    response: z.object({ data: z.array(moduleAssignmentSchema) }),
    summary: 'Modules du restaurant',
    tags,
  }),
  addRestaurantModule: endpoint({
    method: 'POST',
    path: modulesBase,
    params: idParams,
    body: moduleAssignmentInputSchema,
    response: moduleAssignmentSchema,
    status: 201,
    summary: 'Attribuer un module',
    tags,
  }),
  updateRestaurantModule: endpoint({
    method: 'PUT',
    path: `${modulesBase}/:mid`,
    params: moduleParams,
    body: moduleAssignmentUpdateSchema,
    response: moduleAssignmentSchema,
    summary: 'Modifier les dates ou le prix d’un module attribué',
    tags,
  }),
  removeRestaurantModule: endpoint({
    method: 'DELETE',
    path: `${modulesBase}/:mid`,
    params: moduleParams,
    response: noContent,
    summary: 'Retirer un module',
    tags,
  }),
  restaurantHardwares: endpoint({
    method: 'GET',
    path: hardwaresBase,
    params: idParams,
    query: pageQuerySchema,
    response: pageEnvelope(restaurantHardwareSchema),
    summary: 'Matériel installé dans le restaurant',
    tags,
  }),
  installHardware: endpoint({
    method: 'POST',
    path: hardwaresBase,
    params: idParams,
    body: restaurantHardwareInputSchema,
    response: restaurantHardwareWithKeySchema,
    status: 201,
    summary: 'Installer du matériel (un terminal de caisse reçoit sa clé, affichée une seule fois)',
    tags,
  }),
  removeHardware: endpoint({
    method: 'DELETE',
    path: `${hardwaresBase}/:hid`,
    params: hardwareParams,
    response: noContent,
    summary: 'Retirer du matériel (sa clé cesse de fonctionner)',
    tags,
  }),
  rotateHardwareKey: endpoint({
    method: 'POST',
    path: `${hardwaresBase}/:hid/rotate-key`,
    params: hardwareParams,
    response: restaurantHardwareWithKeySchema,
    summary: 'Renouveler la clé d’un terminal de caisse (l’ancienne est révoquée)',
    tags,
  }),
};

const lookupSummaries: Record<keyof typeof lookups, string> = {
  currencies: 'Devises',
  recurrings: 'Périodicités d’abonnement',
  categories: 'Catégories de restaurant',
  sponsor_types: 'Types de parrain',
};
const lookupEndpoint = <const N extends keyof typeof lookups>(name: N) =>
  endpoint({ method: 'GET', path: `/api/v1/public/${name}`, response: lookupSchema, summary: lookupSummaries[name], tags: ['public'] });

/** Public lookups of SPEC §7: currencies, recurrings, categories, sponsor types. */
export const lookupEndpoints = {
  currencies: lookupEndpoint('currencies'),
  recurrings: lookupEndpoint('recurrings'),
  categories: lookupEndpoint('categories'),
  sponsor_types: lookupEndpoint('sponsor_types'),
};
