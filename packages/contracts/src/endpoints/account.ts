import { z } from 'zod';
import {
  accountSessionsResponseSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  resetPasswordRequestSchema,
  revokeOtherSessionsResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '../account';
import { endpoint, noContent } from './endpoint';

const tags = ['auth'] as const;

/** « Mon compte », « Mot de passe oublié » and « Mes sessions » (docs: README « Compte et mot de passe »). */
export const accountEndpoints = {
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/v1/auth/me',
    body: updateProfileRequestSchema,
    response: updateProfileResponseSchema,
    summary: 'Modifier son nom ; changer d’e-mail (mot de passe actuel, lien de confirmation envoyé à la nouvelle adresse)',
    tags,
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/v1/auth/email/confirm',
    body: confirmEmailRequestSchema,
    response: confirmEmailResponseSchema,
    summary: 'Confirmer la nouvelle adresse e-mail (lien reçu)',
    tags,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/v1/auth/me/password',
    body: changePasswordRequestSchema,
    response: noContent,
    summary: 'Changer son mot de passe (mot de passe actuel requis, autres sessions déconnectées)',
    tags,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/v1/auth/password/forgot',
    body: forgotPasswordRequestSchema,
    response: forgotPasswordResponseSchema,
    summary: 'Mot de passe oublié : recevoir un lien par e-mail (même réponse que le compte existe ou non)',
    tags,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/v1/auth/password/reset',
    body: resetPasswordRequestSchema,
    response: noContent,
    summary: 'Choisir un nouveau mot de passe avec le lien reçu (toutes les sessions déconnectées)',
    tags,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/v1/auth/sessions',
    response: accountSessionsResponseSchema,
    summary: 'Mes sessions ouvertes (appareil, adresse IP, dernière utilisation)',
    tags,
  }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/api/v1/auth/sessions/:id',
    params: z.object({ id: z.uuid() }),
    response: noContent,
    summary: 'Déconnecter une de mes sessions',
    tags,
  }),
  revokeOtherSessions: endpoint({
    method: 'POST',
    path: '/api/v1/auth/sessions/revoke-others',
    response: revokeOtherSessionsResponseSchema,
    summary: 'Déconnecter toutes mes autres sessions',
    tags,
  }),
};
