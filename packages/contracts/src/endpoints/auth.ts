import { z } from 'zod';
import {
  chooseRestaurantRequestSchema,
  completeRegistrationRequestSchema,
  currentUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  registrationRequestSchema,
  restaurantSummarySchema,
  sessionResponseSchema,
} from '../auth';
import { LOOKUP_PAGE_SIZE } from '../constants';
import { pageEnvelope, pageQuerySchema } from '../paging';
import { endpoint, noContent } from './endpoint';

const tags = ['auth'] as const;

/**
 * Signing in and out, registering, the person signed in; the restaurants a signed-in person acts for, and the one
 * they work on (the top bar's switch, the picker).
 */
export const authEndpoints = {
  /** A session, or the second step's challenge when the account has one (`status` tells which). */
  login: endpoint({
    method: 'POST',
    path: '/api/v1/auth/login',
    body: loginRequestSchema,
    response: loginResponseSchema,
    summary: 'Se connecter',
    tags,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/v1/auth/logout',
    response: noContent,
    summary: 'Se déconnecter (révoque la session)',
    tags,
  }),
  me: endpoint({ method: 'GET', path: '/api/v1/auth/me', response: currentUserSchema, summary: 'Utilisateur courant', tags }),
  registration: endpoint({
    method: 'POST',
    path: '/api/v1/auth/registration',
    body: registrationRequestSchema,
    response: sessionResponseSchema,
    status: 201,
    summary: 'Inscription d’un restaurateur',
    tags,
  }),
  completeRegistration: endpoint({
    method: 'POST',
    path: '/api/v1/auth/complete-registration',
    body: completeRegistrationRequestSchema,
    response: currentUserSchema,
    summary: 'Finaliser l’inscription (données légales, modules, abonnement)',
    tags,
  }),
  restaurants: endpoint({
    method: 'GET',
    path: '/api/v1/auth/restaurants',
    query: pageQuerySchema.extend({ per_page: pageQuerySchema.shape.per_page.unwrap().default(LOOKUP_PAGE_SIZE) }),
    response: pageEnvelope(restaurantSummarySchema),
    summary: 'Restaurants pour lesquels l’utilisateur peut agir',
    tags,
  }),
  chooseRestaurant: endpoint({
    method: 'POST',
    path: '/api/v1/auth/current-restaurant',
    body: chooseRestaurantRequestSchema,
    response: z.object({ data: z.object({ restaurant: restaurantSummarySchema.nullable() }) }),
    summary: 'Choisir le restaurant de travail',
    tags,
  }),
};
