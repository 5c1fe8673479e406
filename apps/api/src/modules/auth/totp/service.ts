import type { RecoveryCodesResponse, TotpSetupResponse, TotpStatus } from '@fitfit/contracts';
import QRCode from 'qrcode';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import type { SessionUser } from '../../../lib/access';
import { conflict, type HttpError, notFound, unprocessable } from '../../../lib/http-errors';
import type { Mailer } from '../../../lib/mailer';
import { verifyPassword } from '../../../lib/passwords';
import { publicUrl } from '../../../lib/public-url';
import type { LoginThrottle } from '../login-throttle';
import * as repo from './repository';
import { acceptedTimeStep, newRecoveryCodes, newTotpSecret, openSecret, otpauthUri, recoveryCodeHash, sealSecret } from './secrets';

export interface TotpDeps {
  db: Db;
  throttle: LoginThrottle;
  adminMfa: Config['adminMfa'];
}
type Person = Pick<SessionUser, 'id' | 'email' | 'role'>;

export const WRONG_CODE = 'Code incorrect ou déjà utilisé';
const ALREADY_ENABLED = 'La vérification en deux étapes est déjà activée';
const NOT_ENABLED = "La vérification en deux étapes n'est pas activée";

/** ADMIN_MFA=required and an administrator: the account cannot work without it. */
export const isRequired = (deps: Pick<TotpDeps, 'adminMfa'>, user: Pick<SessionUser, 'role'>) =>
  deps.adminMfa === 'required' && user.role === 'admin';

export const status = async (deps: TotpDeps, user: Person): Promise<TotpStatus> => {
  const found = await repo.findTotp(deps.db, user.id);
  const enabled = !!found?.confirmed_at;
  return {
    enabled,
    confirmed_at: found?.confirmed_at?.toISOString() ?? null,
    recovery_codes_left: enabled ? await repo.recoveryCodesLeft(deps.db, user.id) : 0,
    required: isRequired(deps, user),
  };
};

/** A new secret for the app, inactive until `confirm`; asking again replaces one not yet confirmed. */
export const setup = async (deps: TotpDeps, user: Person): Promise<TotpSetupResponse> => {
  const secret = newTotpSecret();
  if (!(await repo.savePendingSecret(deps.db, user.id, await sealSecret(deps.db, user.id, secret)))) throw conflict(ALREADY_ENABLED);
  const uri = otpauthUri(secret, user.email);
  return { secret, otpauth_uri: uri, qr_code: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 232 }) };
};

const newCodes = async (db: Db, userId: string) => {
  const codes = newRecoveryCodes();
  return { codes, hashes: await Promise.all(codes.map((code) => recoveryCodeHash(db, userId, code))) };
};

/** The first code from the app activates the secret; the recovery codes are made then and shown this once. */
export const confirm = async (deps: TotpDeps, user: Person, code: string): Promise<RecoveryCodesResponse> => {
  const found = await repo.findTotp(deps.db, user.id);
  if (found?.confirmed_at) throw conflict(ALREADY_ENABLED);
  if (!found) throw conflict('Commencez par afficher un nouveau code QR', { code: 'Commencez par afficher un nouveau code QR' });
  const step = await acceptedTimeStep(await openSecret(deps.db, user.id, found.secret_encrypted), code, found.last_time_step);
  if (step === null) throw unprocessable(WRONG_CODE, { code: WRONG_CODE });
  const { codes, hashes } = await newCodes(deps.db, user.id);
  const confirmed = await deps.db.transaction(async (tx) => {
    if (!(await repo.acceptTimeStep(tx, user.id, step, true))) return false;
    await repo.replaceRecoveryCodes(tx, user.id, hashes);
    return true;
  });
  if (!confirmed) throw unprocessable(WRONG_CODE, { code: WRONG_CODE });
  return { recovery_codes: codes };
};

/**
 * The second factor of an account with two-step verification: the app's code (a step after the last accepted), or an
 * unused recovery code, which is spent.
 */
export const checkSecondFactor = async (db: Db, userId: string, code: string) => {
  if (/^\d{6}$/.test(code)) {
    const found = await repo.findTotp(db, userId);
    if (!found?.confirmed_at) return false;
    const step = await acceptedTimeStep(await openSecret(db, userId, found.secret_encrypted), code, found.last_time_step);
    return step !== null && (await repo.acceptTimeStep(db, userId, step));
  }
  return repo.useRecoveryCode(db, userId, await recoveryCodeHash(db, userId, code));
};

/**
 * Throttled like the sign-in (login-throttle.ts): the failures count per account and per address, so a stolen session
 * or password cannot try every code. `refusal` is the error of a wrong code.
 */
export const requireSecondFactor = async (
  deps: TotpDeps,
  user: Pick<SessionUser, 'id' | 'email'>,
  code: string,
  ip: string | undefined,
  refusal: () => HttpError,
  extra?: () => Promise<HttpError | null>,
) => {
  const keys = [
    { scope: 'account' as const, key: user.email.trim().toLowerCase() },
    ...(ip ? [{ scope: 'address' as const, key: ip }] : []),
  ];
  await deps.throttle.check(keys);
  const failure = (await extra?.()) ?? ((await checkSecondFactor(deps.db, user.id, code)) ? null : refusal());
  if (failure) {
    await deps.throttle.record(keys);
    throw failure;
  }
};

const wrongCode = () => unprocessable(WRONG_CODE, { code: WRONG_CODE });

/** Off, with the current password and a code (or a recovery code). An administrator under ADMIN_MFA=required is then led to set it up again. */
export const disable = async (deps: TotpDeps, user: Person, body: { password: string; code: string }, ip?: string) => {
  if (!(await repo.isEnabled(deps.db, user.id))) throw conflict(NOT_ENABLED);
  const wrongPassword = async () =>
    (await verifyPassword(await repo.passwordHashOf(deps.db, user.id), body.password))
      ? null
      : unprocessable('Mot de passe incorrect', { password: 'Mot de passe incorrect' });
  await requireSecondFactor(deps, user, body.code, ip, wrongCode, wrongPassword);
  await repo.removeTotp(deps.db, user.id);
  return status(deps, user);
};

/** New recovery codes (the old ones stop working), with a code or one of the old ones. */
export const regenerateRecoveryCodes = async (deps: TotpDeps, user: Person, code: string, ip?: string): Promise<RecoveryCodesResponse> => {
  if (!(await repo.isEnabled(deps.db, user.id))) throw conflict(NOT_ENABLED);
  await requireSecondFactor(deps, user, code, ip, wrongCode);
  const { codes, hashes } = await newCodes(deps.db, user.id);
  await deps.db.transaction((tx) => repo.replaceRecoveryCodes(tx, user.id, hashes));
  return { recovery_codes: codes };
};

/**
 * Off by an administrator, for a person who lost both the phone and the recovery codes (« Mon compte » asks for a
 * code). The person is told by e-mail, so a reset they did not ask for is seen; they set it up again from « Mon compte ».
 */
export const resetByAdmin = async (deps: { db: Db; mailer: Mailer; config: Config }, userId: string) => {
  const person = await repo.personOf(deps.db, userId);
  if (!person) throw notFound('Utilisateur introuvable');
  if (!(await repo.isEnabled(deps.db, userId))) throw conflict("La vérification en deux étapes n'est pas activée pour ce compte");
  await repo.removeTotp(deps.db, userId);
  await deps.mailer.send({
    to: person.email,
    subject: 'Vérification en deux étapes désactivée sur votre compte FitFit Solution',
    text:
      `Bonjour ${person.first_name},\n\n` +
      'Un administrateur de FitFit Solution vient de désactiver la vérification en deux étapes de votre compte : ' +
      'votre mot de passe suffit de nouveau pour vous connecter. Réactivez-la depuis « Mon compte » avec votre nouveau téléphone :\n\n' +
      `${publicUrl(deps.config, '/account')}\n\n` +
      "Si vous n'avez rien demandé, changez votre mot de passe sans attendre et prévenez le support.\n\nL'équipe FitFit Solution",
  });
};
