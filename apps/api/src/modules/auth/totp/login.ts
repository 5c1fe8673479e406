import type { LoginTotpRequest, SessionResponse } from '@fitfit/contracts';
import { unauthorized } from '../../../lib/http-errors';
import { hashToken } from '../../../lib/tokens';
import * as authRepo from '../repository';
import { type AuthDeps, type Client, completeLogin } from '../service';
import { challengeExpired } from './challenge';
import * as repo from './repository';
import { requireSecondFactor, WRONG_CODE } from './service';

/**
 * The sign-in's second step: a live challenge (5 minutes, once) and the app's code or a recovery code. A wrong code
 * counts as a failed sign-in (per account and address); the challenge stays usable until it expires.
 */
export const loginWithCode = async (deps: AuthDeps, body: LoginTotpRequest, client: Client): Promise<SessionResponse> => {
  const challenge = await repo.findChallenge(deps.db, hashToken(body.challenge));
  const user = challenge && (await authRepo.findUserById(deps.db, challenge.user_id));
  if (!challenge || !user) throw challengeExpired();
  await requireSecondFactor(deps, user, body.code, client.ip, () => unauthorized(WRONG_CODE));
  if (!(await repo.spendChallenge(deps.db, challenge.id))) throw challengeExpired();
  return completeLogin(deps, user, client);
};
