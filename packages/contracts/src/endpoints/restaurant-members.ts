import {
  acceptInvitationRequestSchema,
  changeMemberAccessRequestSchema,
  invitationAcceptedSchema,
  invitationDetailsSchema,
  invitationTokenRequestSchema,
  inviteMemberRequestSchema,
  restaurantInvitationSchema,
  restaurantMemberSchema,
  restaurantMembersSchema,
} from '../restaurant-members';
import { endpoint, noContent } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';

const tags = ['restaurant'] as const;
const params = restaurantParamsSchema;
const itemParams = restaurantItemParamsSchema;

/**
 * A restaurant's own people (docs/accounts.md): its members and invitations, for its owners (and admins); and the
 * invitation's public page, which reads and accepts it with the token of its link.
 */
export const restaurantMembersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: restaurantPath('members'),
    params,
    response: restaurantMembersSchema,
    summary: 'Équipe du back-office : membres (accès, depuis, dernière connexion) et invitations en attente (propriétaires)',
    tags,
  }),
  invite: endpoint({
    method: 'POST',
    path: restaurantPath('members/invitations'),
    params,
    body: inviteMemberRequestSchema,
    response: restaurantInvitationSchema,
    status: 201,
    summary: 'Inviter une personne par e-mail avec un accès (propriétaire, gérant, comptable) ; lien valable 7 jours',
    tags,
  }),
  resendInvitation: endpoint({
    method: 'POST',
    path: restaurantPath('members/invitations/:id/resend'),
    params: itemParams,
    response: restaurantInvitationSchema,
    summary: 'Renvoyer une invitation : nouveau lien, de nouveau valable 7 jours (l’ancien ne sert plus)',
    tags,
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: restaurantPath('members/invitations/:id'),
    params: itemParams,
    response: noContent,
    summary: 'Retirer une invitation en attente (son lien ne sert plus)',
    tags,
  }),
  changeAccess: endpoint({
    method: 'PUT',
    path: restaurantPath('members/:id'),
    params: itemParams,
    body: changeMemberAccessRequestSchema,
    response: restaurantMemberSchema,
    summary: 'Changer l’accès d’un membre (le dernier propriétaire le reste)',
    tags,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: restaurantPath('members/:id'),
    params: itemParams,
    response: noContent,
    summary: 'Retirer un membre du restaurant (refusé dès sa requête suivante ; jamais le dernier propriétaire)',
    tags,
  }),

  // ---------- the invitation's page ----------
  invitation: endpoint({
    method: 'POST',
    path: '/api/v1/auth/invitations/read',
    body: invitationTokenRequestSchema,
    response: invitationDetailsSchema,
    summary: 'Lire une invitation avec le jeton de son lien : restaurant, accès, qui invite, échéance',
    tags,
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/api/v1/auth/invitations/accept',
    body: acceptInvitationRequestSchema,
    response: invitationAcceptedSchema,
    summary: 'Accepter une invitation en créant son compte (nom et mot de passe)',
    tags,
  }),
  joinInvitation: endpoint({
    method: 'POST',
    path: '/api/v1/auth/invitations/join',
    body: invitationTokenRequestSchema,
    response: invitationAcceptedSchema,
    summary: 'Accepter une invitation avec son compte existant, une fois connecté (sans nouveau mot de passe)',
    tags,
  }),
};
