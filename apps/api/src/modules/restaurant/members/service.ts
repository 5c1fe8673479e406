import {
  type ChangeMemberAccessRequest,
  INVITATION_DAYS,
  type InviteMemberRequest,
  type RestaurantInvitation,
  type RestaurantMember,
  type RestaurantMembers,
  roleLabels,
} from '@fitfit/contracts';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import type { SessionUser } from '../../../lib/access';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors';
import type { Mailer } from '../../../lib/mailer';
import { linkWithToken } from '../../../lib/public-url';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { hashToken, newToken } from '../../../lib/tokens';
import { invitationMail } from './mails';
import * as repo from './repository';

/** A restaurant's people, for its owners (docs/accounts.md): members, their access, the invitations. */

export interface MembersDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}
type Actor = Pick<SessionUser, 'id' | 'first_name' | 'last_name'>;

export const LAST_OWNER = 'Le restaurant doit garder au moins un propriétaire : nommez d’abord un autre propriétaire.';
const MEMBER_NOT_FOUND = 'Cette personne ne fait pas partie de l’équipe du restaurant';
const INVITATION_NOT_FOUND = 'Invitation introuvable : elle a peut-être déjà été acceptée ou retirée';

const invitationExpiry = () => new Date(Date.now() + INVITATION_DAYS * 24 * 3600_000);

export const list = async (db: Db, scope: RestaurantScope, me: string): Promise<RestaurantMembers> => {
  const [members, invitations] = await Promise.all([repo.listMembers(db, scope), repo.pendingInvitations(db, scope)]);
  return { members: members.map((m) => ({ ...m, me: m.user_id === me })), invitations };
};

const sendInvitation = async (
  deps: MembersDeps,
  scope: RestaurantScope,
  actor: Actor,
  invitation: { email: string; access: RestaurantInvitation['access'] },
  token: string,
  expiresAt: Date,
) => {
  const restaurant = await repo.restaurantOf(deps.db, scope);
  if (!restaurant) throw notFound('Restaurant introuvable');
  await deps.mailer.send(
    invitationMail({
      to: invitation.email,
      restaurant,
      invitedBy: `${actor.first_name} ${actor.last_name}`,
      access: invitation.access,
      link: linkWithToken(deps.config, '/invitation', token),
      expiresAt,
    }),
  );
};

const pending = async (db: Db, scope: RestaurantScope, id: string) => {
  const [found] = await repo.pendingInvitations(db, scope, id);
  if (!found) throw notFound(INVITATION_NOT_FOUND);
  return found;
};

/**
 * Invites an address with an access: a link valid 7 days. Refused for a member already there, an address already
 * waiting (resend it), and an account that is not a restaurateur's (an admin, a franchisor or a salesperson acts by
 * role, not as a member). An expired invitation of the same address is replaced.
 */
export const invite = async (deps: MembersDeps, scope: RestaurantScope, actor: Actor, body: InviteMemberRequest) => {
  const account = await repo.accountByEmail(deps.db, body.email);
  if (account?.deleted_at) {
    const message = 'Cette adresse est celle d’un compte supprimé : demandez à l’équipe FitFit Solution de le restaurer';
    throw unprocessable(message, { email: message });
  }
  if (account && account.role !== 'restorer') {
    const message = `Cette adresse est celle d’un compte ${roleLabels[account.role].toLowerCase()} : seul un compte restaurateur peut rejoindre l’équipe d’un restaurant`;
    throw unprocessable(message, { email: message });
  }
  const token = newToken();
  const expiresAt = invitationExpiry();
  const id = await deps.db.transaction(async (tx) => {
    await repo.lockRestaurant(tx, scope);
    if (account && (await repo.findMember(tx, scope, account.id))) {
      const message = 'Cette personne fait déjà partie de l’équipe du restaurant';
      throw conflict(message, { email: message });
    }
    const waiting = await repo.pendingInvitationFor(tx, scope, body.email);
    if (waiting && !waiting.expired) {
      const message = 'Une invitation attend déjà cette adresse : renvoyez-la depuis la liste des invitations';
      throw conflict(message, { email: message });
    }
    if (waiting) await repo.revokeInvitation(tx, scope, waiting.id);
    return repo.insertInvitation(tx, scope, {
      email: body.email,
      access: body.access,
      token_hash: hashToken(token),
      invited_by: actor.id,
      expires_at: expiresAt,
    });
  });
  await sendInvitation(deps, scope, actor, body, token, expiresAt);
  return pending(deps.db, scope, id);
};

/** A new link, valid 7 days again; the previous one no longer works. */
export const resend = async (deps: MembersDeps, scope: RestaurantScope, actor: Actor, id: string) => {
  const invitation = await pending(deps.db, scope, id);
  const token = newToken();
  const expiresAt = invitationExpiry();
  if (!(await repo.renewInvitation(deps.db, scope, id, hashToken(token), expiresAt))) throw notFound(INVITATION_NOT_FOUND);
  await sendInvitation(deps, scope, actor, invitation, token, expiresAt);
  return pending(deps.db, scope, id);
};

export const revoke = async (db: Db, scope: RestaurantScope, id: string) => {
  if (!(await repo.revokeInvitation(db, scope, id))) throw notFound(INVITATION_NOT_FOUND);
};

/** The member's new access; the last owner stays one. Applied from the member's next request (the access cache is told). */
export const changeAccess = async (
  db: Db,
  scope: RestaurantScope,
  me: string,
  userId: string,
  body: ChangeMemberAccessRequest,
): Promise<RestaurantMember> => {
  const member = await db.transaction(async (tx) => {
    await repo.lockRestaurant(tx, scope);
    const found = await repo.findMember(tx, scope, userId);
    if (!found) throw notFound(MEMBER_NOT_FOUND);
    if (found.access === 'owner' && body.access !== 'owner' && (await repo.countOwners(tx, scope)) <= 1) {
      throw conflict(LAST_OWNER, { access: LAST_OWNER });
    }
    await repo.setAccess(tx, scope, userId, body.access);
    return { ...found, access: body.access };
  });
  return { ...member, me: member.user_id === me };
};

/**
 * Removes a member (kept as removed, for the history of who did what): refused from their next request on, by every
 * instance (restaurant_users' trigger tells the access caches). One who acts for no other restaurant is also signed
 * out everywhere. The last owner cannot leave.
 */
export const remove = async (db: Db, scope: RestaurantScope, userId: string) => {
  await db.transaction(async (tx) => {
    await repo.lockRestaurant(tx, scope);
    const found = await repo.findMember(tx, scope, userId);
    if (!found) throw notFound(MEMBER_NOT_FOUND);
    if (found.access === 'owner' && (await repo.countOwners(tx, scope)) <= 1) throw conflict(LAST_OWNER);
    await repo.removeMember(tx, scope, userId);
  });
  if (!(await repo.actsElsewhere(db, userId))) await repo.revokeSessions(db, userId);
};
