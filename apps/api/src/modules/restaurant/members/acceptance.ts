import { type AcceptInvitationRequest, INVITATION_DAYS, type InvitationAccepted, type InvitationDetails } from '@fitfit/contracts';
import type { Db, Tx } from '../../../db/database';
import type { SessionUser } from '../../../lib/access';
import { conflict, forbidden, HttpError } from '../../../lib/http-errors';
import { hashPassword } from '../../../lib/passwords';
import { isUniqueViolation } from '../../../lib/pg-errors';
import { platformScope } from '../../../lib/tenant-scope';
import { hashToken } from '../../../lib/tokens';
import * as repo from './repository';

/**
 * The invitation's public page (/invitation): read with the token of its link, accepted by a new account (its name
 * and password) or by the existing account of the same address once signed in. The token, not a session, is what
 * authorises joining its restaurant: the restaurant's scope is granted from the invitation it names.
 */

const ASK_AGAIN = 'Demandez au restaurant de vous inviter à nouveau.';
const ACCOUNT_EXISTS = 'Un compte existe déjà pour cette adresse : connectez-vous pour rejoindre le restaurant, sans nouveau mot de passe';

type Found = NonNullable<Awaited<ReturnType<typeof repo.lockInvitationByToken>>>;

/** The link's invitation, or the French refusal: unknown (a resend replaces the link), accepted, revoked, expired. */
const usable = (found: Awaited<ReturnType<typeof repo.lockInvitationByToken>>): Found => {
  if (!found)
    throw new HttpError(
      400,
      'invalid_link',
      `Ce lien d’invitation n’est pas (ou plus) valide : ouvrez le dernier e-mail reçu. ${ASK_AGAIN}`,
      {
        token: 'Ce lien d’invitation n’est pas valide',
      },
    );
  if (found.accepted)
    throw new HttpError(410, 'invitation_accepted', 'Cette invitation a déjà été acceptée : connectez-vous avec votre compte.');
  if (found.revoked) throw new HttpError(410, 'invitation_revoked', `Cette invitation a été retirée par le restaurant. ${ASK_AGAIN}`);
  if (found.expired)
    throw new HttpError(
      410,
      'invitation_expired',
      `Cette invitation a expiré (elle est valable ${INVITATION_DAYS} jours). Demandez au restaurant de vous la renvoyer.`,
    );
  return found;
};

/** Locks the link's invitation until the transaction ends (two clicks at once accept it once), refused when spent. */
const take = async (tx: Tx, token: string) => usable(await repo.lockInvitationByToken(tx, hashToken(token)));

const restaurantOf = async (tx: Tx, found: Found) => {
  const restaurant = await repo.restaurantOf(tx, platformScope(found.restaurant_id));
  if (!restaurant) throw new HttpError(410, 'restaurant_gone', `Ce restaurant n’existe plus sur FitFit Solution.`);
  return restaurant;
};

export const read = (db: Db, token: string): Promise<InvitationDetails> =>
  db.transaction(async (tx) => {
    const found = await take(tx, token);
    const restaurant = await restaurantOf(tx, found);
    const account = await repo.accountByEmail(tx, found.email);
    return {
      restaurant_name: restaurant.name,
      access: found.access,
      email: found.email,
      invited_by: await repo.userName(tx, found.invited_by),
      expires_at: found.expires_at.toISOString(),
      account_exists: account !== undefined,
    };
  });

/** A new account: a restaurateur with the invitation's access to its restaurant, working there. */
export const acceptWithNewAccount = async (db: Db, body: AcceptInvitationRequest): Promise<InvitationAccepted> => {
  const password_hash = await hashPassword(body.password);
  return db
    .transaction(async (tx) => {
      const found = await take(tx, body.token);
      const scope = platformScope(found.restaurant_id);
      const restaurant = await restaurantOf(tx, found);
      if (await repo.accountByEmail(tx, found.email)) throw conflict(ACCOUNT_EXISTS);
      const userId = await repo.createUser(tx, {
        email: found.email,
        password_hash,
        first_name: body.first_name,
        last_name: body.last_name,
        current_restaurant_id: found.restaurant_id,
      });
      await repo.addMember(tx, scope, userId, found.access);
      await repo.markAccepted(tx, scope, found.id, userId);
      return { restaurant_id: found.restaurant_id, restaurant_name: restaurant.name, email: found.email };
    })
    .catch((error) => {
      // the address was taken by an account made meanwhile
      throw isUniqueViolation(error, 'users_email_key') ? conflict(ACCOUNT_EXISTS) : error;
    });
};

/** The signed-in account of the invited address joins (no new password), and works there from now on. */
export const joinWithAccount = (db: Db, user: SessionUser, token: string): Promise<InvitationAccepted> =>
  db.transaction(async (tx) => {
    const found = await take(tx, token);
    if (user.email.toLowerCase() !== found.email.toLowerCase()) {
      throw forbidden(`Cette invitation est adressée à ${found.email} : connectez-vous avec ce compte pour l’accepter.`);
    }
    const scope = platformScope(found.restaurant_id);
    const restaurant = await restaurantOf(tx, found);
    await repo.addMember(tx, scope, user.id, found.access);
    await repo.markAccepted(tx, scope, found.id, user.id);
    await repo.setCurrentRestaurant(tx, user.id, scope);
    return { restaurant_id: found.restaurant_id, restaurant_name: restaurant.name, email: found.email };
  });
