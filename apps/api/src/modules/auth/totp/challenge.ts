import type { LoginTotpChallenge } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { HttpError } from '../../../lib/http-errors';
import { hashToken, newToken } from '../../../lib/tokens';
import * as repo from './repository';

const CHALLENGE_MINUTES = 5;

export const challengeExpired = () =>
  new HttpError(401, 'challenge_expired', 'Cette étape de connexion a expiré : saisissez à nouveau votre e-mail et votre mot de passe');

/** The right password of an account with two-step verification opens no session yet: a challenge its code answers. */
export const openChallenge = async (db: Db, userId: string): Promise<LoginTotpChallenge> => {
  const challenge = newToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
  await repo.createChallenge(db, userId, hashToken(challenge), expiresAt);
  return { status: 'totp_required', challenge, challenge_expires_at: expiresAt.toISOString() };
};
