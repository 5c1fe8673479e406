import { z } from 'zod';
import { publicModuleSchema } from '../auth';
import { enumerationsSchema } from '../enums';
import { endpoint } from './endpoint';

const tags = ['public'] as const;

/** What anyone may read without signing in: the service's health, the enumerations, the modules offered at registration. */
export const publicEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/v1/health',
    response: z.object({ status: z.literal('ok') }),
    summary: 'État du service',
    tags,
  }),
  enumerations: endpoint({
    method: 'GET',
    path: '/api/v1/public/enumerations',
    response: enumerationsSchema,
    summary: 'Sources, types, statuts de livraison et statuts de ticket',
    tags,
  }),
  fitfitModules: endpoint({
    method: 'GET',
    path: '/api/v1/public/fitfit_modules',
    response: z.object({ data: z.array(publicModuleSchema) }),
    summary: 'Modules proposés à l’inscription',
    tags,
  }),
};
