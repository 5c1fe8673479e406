import { adminUserEndpoints, totpEndpoints as e } from '@fitfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { ADMIN_ONLY, ALL_ROLES } from '../../../lib/access';
import { route } from '../../../lib/endpoints';
import type { Mailer } from '../../../lib/mailer';
import type { AuthDeps } from '../service';
import { loginWithCode } from './login';
import * as service from './service';

const signedIn = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('access rule let an anonymous request through');
  return request.auth.user;
};

/**
 * Two-step verification (TOTP) of the signed-in person, and the sign-in's second step. `totpSetup`: open to a session
 * limited to setting it up (ADMIN_MFA=required, an administrator without it: plugins/auth.ts).
 */
export const registerTotpRoutes = (app: FastifyInstance, deps: AuthDeps & { mailer: Mailer; config: Config }) => {
  const setupToo = { roles: ALL_ROLES, totpSetup: true };
  const full = { roles: ALL_ROLES };

  route(app, e.loginWithCode, {
    access: { public: true },
    handler: (request) => loginWithCode(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  });
  route(app, e.status, { access: setupToo, handler: (request) => service.status(deps, signedIn(request)) });
  route(app, e.setup, { access: setupToo, handler: (request) => service.setup(deps, signedIn(request)) });
  route(app, e.confirm, { access: setupToo, handler: (request) => service.confirm(deps, signedIn(request), request.body.code) });
  route(app, e.disable, { access: full, handler: (request) => service.disable(deps, signedIn(request), request.body, request.ip) });
  route(app, e.recoveryCodes, {
    access: full,
    handler: (request) => service.regenerateRecoveryCodes(deps, signedIn(request), request.body.code, request.ip),
  });
  // the platform's users screen (admin/users), registered here with the rest of two-step verification
  route(app, adminUserEndpoints.resetTotp, {
    access: { roles: ADMIN_ONLY },
    handler: (request) => service.resetByAdmin(deps, request.params.id),
  });
};
