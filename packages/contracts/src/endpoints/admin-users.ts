import { z } from 'zod';
import { endpoint, noContent } from './endpoint';

/** The platform's users (SPEC §7): what the admin does for a person who cannot do it from « Mon compte ». */
export const adminUserEndpoints = {
  resetTotp: endpoint({
    method: 'DELETE',
    path: '/api/v1/admin/users/:id/totp',
    params: z.object({ id: z.uuid() }),
    response: noContent,
    summary: 'Désactiver la vérification en deux étapes d’un utilisateur (téléphone et codes de secours perdus)',
    tags: ['admin'],
  }),
};
