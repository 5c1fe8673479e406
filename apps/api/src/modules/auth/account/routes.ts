import { accountEndpoints as account } from '@fitfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_ROLES } from '../../../lib/access';
import { route } from '../../../lib/endpoints';
import * as service from './service';

const auth = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('access rule let an anonymous request through');
  return request.auth;
};

/**
 * « Mon compte » (name, e-mail, password), « Mot de passe oublié » and « Mes sessions »: every signed-in person's
 * own account, and the two public links its e-mails carry. Registered from their descriptors (`accountEndpoints`).
 */
export const registerAccountRoutes = (app: FastifyInstance, deps: Omit<service.AccountDeps, 'later'>) => {
  const signedIn = { roles: ALL_ROLES };
  const everyone = { public: true as const };

  // What runs after its answer has left, finished before the app closes; a failure is logged without its content.
  const pending = new Set<Promise<unknown>>();
  const later = (work: () => Promise<unknown>) => {
    const running = work()
      .catch((err) => app.log.error({ err }, 'Envoi du lien « Mot de passe oublié » impossible'))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });
  const withLater: service.AccountDeps = { ...deps, later };
  const { db } = deps;

  route(app, account.updateProfile, { access: signedIn, handler: (req) => service.updateProfile(withLater, auth(req), req.body) });
  route(app, account.confirmEmail, { access: everyone, handler: (req) => service.confirmEmail(withLater, req.body.token) });
  route(app, account.changePassword, { access: signedIn, handler: (req) => service.changePassword(withLater, auth(req), req.body) });
  route(app, account.forgotPassword, { access: everyone, handler: (req) => service.forgotPassword(withLater, req.body.email, req.ip) });
  route(app, account.resetPassword, {
    access: everyone,
    handler: (req) => service.resetPassword(withLater, req.body.token, req.body.password),
  });
  route(app, account.sessions, { access: signedIn, handler: async (req) => ({ data: await service.listSessions(db, auth(req)) }) });
  route(app, account.revokeSession, { access: signedIn, handler: (req) => service.revokeSession(db, auth(req), req.params.id) });
  route(app, account.revokeOtherSessions, { access: signedIn, handler: (req) => service.revokeOtherSessions(db, auth(req)) });
};
