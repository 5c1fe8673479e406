import { restaurantMembersEndpoints as members } from '@fitfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../../lib/access';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ModuleDeps } from '../../types';
import * as acceptance from './acceptance';
import * as service from './service';

/**
 * A restaurant's people are its owners' business (docs/accounts.md): every members route, the list included, is for
 * admins and owner members (`owner: true`: managers, accountants and franchisors get 403).
 */
const OWNERS: Access = { roles: ['admin', 'restorer'], restaurant: true, owner: true };

const userOf = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('access rule let an anonymous request through');
  return request.auth.user;
};

/** The members area of the restaurant module: its people, and the invitation's page. */
export const membersArea = (app: FastifyInstance, { db, config, mailer }: ModuleDeps) => {
  const deps: service.MembersDeps = { db, config, mailer };
  const access = OWNERS;

  route(app, members.list, { access, handler: (req) => service.list(db, restaurantScopeOf(req), userOf(req).id) });
  route(app, members.invite, { access, handler: (req) => service.invite(deps, restaurantScopeOf(req), userOf(req), req.body) });
  route(app, members.resendInvitation, {
    access,
    handler: (req) => service.resend(deps, restaurantScopeOf(req), userOf(req), req.params.id),
  });
  route(app, members.revokeInvitation, { access, handler: (req) => service.revoke(db, restaurantScopeOf(req), req.params.id) });
  route(app, members.changeAccess, {
    access,
    handler: (req) => service.changeAccess(db, restaurantScopeOf(req), userOf(req).id, req.params.id, req.body),
  });
  route(app, members.remove, { access, handler: (req) => service.remove(db, restaurantScopeOf(req), req.params.id) });

  // The invitation's page: its token (in the body, never in a URL that a log would keep) is what opens it.
  route(app, members.invitation, { access: { public: true }, handler: (req) => acceptance.read(db, req.body.token) });
  route(app, members.acceptInvitation, { access: { public: true }, handler: (req) => acceptance.acceptWithNewAccount(db, req.body) });
  route(app, members.joinInvitation, {
    access: { roles: ['restorer'] },
    handler: (req) => acceptance.joinWithAccount(db, userOf(req), req.body.token),
  });
};
