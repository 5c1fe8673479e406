import type { AccountSession, ChangePasswordRequest, UpdateProfileRequest, UpdateProfileResponse } from '@fitfit/contracts';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import type { SessionUser } from '../../../lib/access';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../../../lib/http-errors';
import type { Mailer } from '../../../lib/mailer';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { isUniqueViolation } from '../../../lib/pg-errors';
import { linkWithToken, publicUrl } from '../../../lib/public-url';
import { hashToken, newToken } from '../../../lib/tokens';
import type { LoginThrottle } from '../login-throttle';
import { findUserByEmail } from '../repository';
import { buildCurrentUser } from '../service';
import { confirmEmailMail, emailChangeRequestedMail, passwordChangedMail, resetPasswordMail } from './mails';
import * as repo from './repository';
import { deviceOf } from './user-agent';

export const RESET_MINUTES = 30;
export const EMAIL_CHANGE_HOURS = 24;

export const FORGOT_ANSWER =
  'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. ' +
  `Le lien est valable ${RESET_MINUTES} minutes.`;
const WRONG_PASSWORD = 'Le mot de passe actuel est incorrect';
const EMAIL_TAKEN = 'Cette adresse e-mail est déjà utilisée par un autre compte';

export interface AccountDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  throttle: LoginThrottle;
  /** Work done after the answer has left (the forgotten password's link), so its time tells nothing. */
  later(work: () => Promise<unknown>): void;
}
type Auth = { sessionId: string; user: SessionUser };

const loginLink = (config: Config) => publicUrl(config, '/login');

/** Checks the current password, counted with the sign-in failures of the account (a stolen session cannot guess it). */
const proveCurrentPassword = async (deps: AccountDeps, user: { email: string; password_hash: string }, password: string) => {
  const keys = [{ scope: 'account' as const, key: user.email.trim().toLowerCase() }];
  await deps.throttle.check(keys);
  if (!(await verifyPassword(user.password_hash, password))) {
    await deps.throttle.record(keys);
    throw unprocessable(WRONG_PASSWORD, { current_password: WRONG_PASSWORD });
  }
};

const signedInUser = async (db: Db, id: string) => {
  const user = await repo.findUser(db, id);
  if (!user) throw notFound('Compte introuvable');
  return user;
};

/** Name now; a new e-mail once the link sent to it is opened (the current password first, the old address told). */
export const updateProfile = async (deps: AccountDeps, auth: Auth, body: UpdateProfileRequest): Promise<UpdateProfileResponse> => {
  const user = await signedInUser(deps.db, auth.user.id);
  const newEmail = body.email.toLowerCase() === user.email.toLowerCase() ? null : body.email;
  let token: string | null = null;
  if (newEmail) {
    if (!body.current_password) {
      const message = 'Saisissez votre mot de passe actuel pour changer d’adresse e-mail';
      throw badRequest(message, { current_password: message });
    }
    await proveCurrentPassword(deps, user, body.current_password);
    if (await repo.emailTaken(deps.db, newEmail, user.id)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    token = newToken();
  }
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { first_name: body.first_name, last_name: body.last_name });
    if (newEmail && token) {
      const expires_at = new Date(Date.now() + EMAIL_CHANGE_HOURS * 3600_000);
      await repo.issueToken(tx, {
        user_id: user.id,
        purpose: 'email_change',
        token_hash: hashToken(token),
        expires_at,
        new_email: newEmail,
      });
    }
  });
  const person = { first_name: body.first_name, email: user.email };
  if (newEmail && token) {
    await deps.mailer.send(confirmEmailMail(person, newEmail, linkWithToken(deps.config, '/confirm-email', token), EMAIL_CHANGE_HOURS));
    await deps.mailer.send(emailChangeRequestedMail(person, newEmail, loginLink(deps.config)));
  }
  const current = { ...auth.user, first_name: body.first_name, last_name: body.last_name };
  return { user: await buildCurrentUser(deps.db, current), pending_email: newEmail };
};

const refusedLink = (kind: 'reset' | 'email', found: { used: boolean; expired: boolean } | undefined) => {
  const again =
    kind === 'reset' ? 'Demandez-en un nouveau avec « Mot de passe oublié ? ».' : 'Changez à nouveau votre adresse depuis « Mon compte ».';
  if (!found) return new HttpError(400, 'invalid_link', `Ce lien n'est pas valide. ${again}`, { token: "Ce lien n'est pas valide" });
  if (found.used) return new HttpError(410, 'link_used', `Ce lien a déjà été utilisé. ${again}`);
  if (found.expired) {
    const validity = kind === 'reset' ? `${RESET_MINUTES} minutes` : `${EMAIL_CHANGE_HOURS} heures`;
    return new HttpError(410, 'link_expired', `Ce lien a expiré (il est valable ${validity}). ${again}`);
  }
  return null;
};

export const confirmEmail = async (deps: AccountDeps, token: string) => {
  const email = await deps.db
    .transaction(async (tx) => {
      const found = await repo.lockToken(tx, 'email_change', hashToken(token));
      const refusal = refusedLink('email', found);
      if (refusal || !found?.new_email) throw refusal ?? new Error('e-mail change without its address');
      const user = await repo.findUser(tx, found.user_id);
      if (!user) throw refusedLink('email', undefined);
      if (await repo.emailTaken(tx, found.new_email, user.id)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      await repo.updateUser(tx, user.id, { email: found.new_email });
      await repo.spendToken(tx, found.id);
      return found.new_email;
    })
    .catch((error) => {
      // another account took the address between the check and the write
      throw isUniqueViolation(error, 'users_email_key') ? conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN }) : error;
    });
  return { email };
};

/** Current password, the strength rule (the contract), every other session signed out, an e-mail to say so. */
export const changePassword = async (deps: AccountDeps, auth: Auth, body: ChangePasswordRequest) => {
  const user = await signedInUser(deps.db, auth.user.id);
  await proveCurrentPassword(deps, user, body.current_password);
  const password_hash = await hashPassword(body.new_password);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { password_hash });
    await repo.revokeSessions(tx, user.id, auth.sessionId);
    // a reset link asked for before, or a sign-in's second step begun with the old password, no longer works
    await repo.spendTokens(tx, user.id, 'password_reset');
    await repo.spendTokens(tx, user.id, 'totp_login');
  });
  await deps.mailer.send(passwordChangedMail(user, loginLink(deps.config), 'change'));
};

/**
 * The same answer whatever the address: the link is made and sent after the answer has left. Every request
 * counts against the address asked about and the client's, in the sign-in throttle.
 */
export const forgotPassword = async (deps: AccountDeps, email: string, ip: string | undefined) => {
  const key = email.trim().toLowerCase();
  const keys = [{ scope: 'reset_account' as const, key }, ...(ip ? [{ scope: 'reset_address' as const, key: ip }] : [])];
  await deps.throttle.check(keys);
  await deps.throttle.record(keys);
  const user = await findUserByEmail(deps.db, key);
  if (user) {
    deps.later(async () => {
      const token = newToken();
      const expires_at = new Date(Date.now() + RESET_MINUTES * 60_000);
      await repo.issueToken(deps.db, { user_id: user.id, purpose: 'password_reset', token_hash: hashToken(token), expires_at });
      await deps.mailer.send(resetPasswordMail(user, linkWithToken(deps.config, '/reset-password', token), RESET_MINUTES));
    });
  }
  return { message: FORGOT_ANSWER };
};

/** A valid, unspent, unexpired link sets the password and signs every session out; two-step verification stays as it was. */
export const resetPassword = async (deps: AccountDeps, token: string, password: string) => {
  const password_hash = await hashPassword(password);
  const user = await deps.db.transaction(async (tx) => {
    const found = await repo.lockToken(tx, 'password_reset', hashToken(token));
    const refusal = refusedLink('reset', found);
    if (refusal || !found) throw refusal;
    const owner = await repo.findUser(tx, found.user_id);
    if (!owner) throw refusedLink('reset', undefined);
    await repo.updateUser(tx, owner.id, { password_hash });
    await repo.spendTokens(tx, owner.id, 'password_reset');
    await repo.spendTokens(tx, owner.id, 'totp_login');
    await repo.revokeSessions(tx, owner.id, null);
    return owner;
  });
  // whoever holds the address may sign in again at once, even after too many wrong passwords
  await deps.throttle.clear('account', user.email.trim().toLowerCase());
  await deps.mailer.send(passwordChangedMail(user, loginLink(deps.config), 'reset'));
};

export const listSessions = async (db: Db, auth: Auth): Promise<AccountSession[]> =>
  (await repo.liveSessions(db, auth.user.id)).map((s) => ({
    id: s.id,
    ...deviceOf(s.user_agent),
    ip: s.ip,
    created_at: s.created_at.toISOString(),
    last_used_at: s.last_used_at.toISOString(),
    current: s.id === auth.sessionId,
  }));

export const revokeSession = async (db: Db, auth: Auth, id: string) => {
  if (!(await repo.revokeSession(db, auth.user.id, id))) throw notFound('Session introuvable');
};

export const revokeOtherSessions = async (db: Db, auth: Auth) => ({ revoked: await repo.revokeSessions(db, auth.user.id, auth.sessionId) });
