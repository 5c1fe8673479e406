import type { AdminUserListQuery, CreateAdminUser, PageQuery, UpdateAdminUser } from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import type { AuthContext } from '../../../lib/access';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors';
import { hashPassword } from '../../../lib/passwords';
import { newAffiliateCode } from '../../../lib/tokens';
import * as repo from './repository';

const EMAIL_TAKEN = 'Un compte existe déjà avec cet e-mail';

export const list = (db: Db, q: AdminUserListQuery) => repo.list(db, q);

export const get = async (db: Db, id: string) => {
  const user = await repo.findById(db, id);
  if (!user) throw notFound('Utilisateur introuvable');
  return user;
};

/** Only the memberships that make sense for the role: restaurants for a restorer, marks for a franchisor. */
const memberships = (body: CreateAdminUser | UpdateAdminUser) => ({
  restaurantIds: body.role === 'restorer' ? [...new Set(body.restaurant_ids ?? [])] : [],
  markIds: body.role === 'franchisor' ? [...new Set(body.mark_ids ?? [])] : [],
});

const checkMemberships = async (db: Db, restaurantIds: string[], markIds: string[]) => {
  const found = await repo.countExisting(db, restaurantIds, markIds);
  if (found.restaurants !== restaurantIds.length) {
    throw unprocessable('Un des restaurants choisis est introuvable', { restaurant_ids: 'Un des restaurants choisis est introuvable' });
  }
  if (found.marks !== markIds.length)
    throw unprocessable('Une des marques choisies est introuvable', { mark_ids: 'Une des marques choisies est introuvable' });
};

export const create = async (db: Db, body: CreateAdminUser) => {
  if (await repo.emailTaken(db, body.email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  const { restaurantIds, markIds } = memberships(body);
  await checkMemberships(db, restaurantIds, markIds);
  const password_hash = await hashPassword(body.password);
  const id = await db.transaction(async (tx) => {
    const userId = await repo.insert(tx, {
      role: body.role,
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      phone: body.phone || null,
      password_hash,
      current_restaurant_id: restaurantIds[0] ?? null,
      sponsor_type: body.role === 'saler' ? (body.sponsor_type ?? 'salesperson') : null,
      affiliate_code: body.role === 'saler' ? newAffiliateCode() : null,
    });
    if (!userId) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    await repo.setMemberships(tx, userId, restaurantIds, markIds);
    return userId;
  });
  return get(db, id);
};

export const update = async (db: Db, auth: AuthContext, id: string, body: UpdateAdminUser) => {
  const current = await get(db, id);
  if (current.deleted_at) throw unprocessable('Restaurez cet utilisateur avant de le modifier');
  if (id === auth.user.id && body.role !== 'admin') {
    throw unprocessable('Vous ne pouvez pas retirer votre propre rôle administrateur', {
      role: 'Vous ne pouvez pas changer votre propre rôle',
    });
  }
  if (await repo.emailTaken(db, body.email, id)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  const { restaurantIds, markIds } = memberships(body);
  await checkMemberships(db, restaurantIds, markIds);
  const password_hash = body.password ? await hashPassword(body.password) : undefined;
  await db.transaction(async (tx) => {
    await repo.update(tx, id, {
      role: body.role,
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      phone: body.phone || null,
      ...(password_hash ? { password_hash } : {}),
      current_restaurant_id: body.role === 'restorer' ? (restaurantIds[0] ?? null) : body.role === 'saler' ? null : undefined,
      sponsor_type: body.role === 'saler' ? (body.sponsor_type ?? current.sponsor_type ?? 'salesperson') : null,
      affiliate_code: body.role === 'saler' ? (current.affiliate_code ?? newAffiliateCode()) : null,
    });
    await repo.setMemberships(tx, id, restaurantIds, markIds);
    // A new password signs the user out everywhere (PRODUCT §1), except the admin's own session.
    if (password_hash) await repo.revokeSessions(tx, id, auth.sessionId);
  });
  return get(db, id);
};

/** Soft delete: the account is kept (restorable) and every session of it is revoked at once. */
export const remove = async (db: Db, auth: AuthContext, id: string) => {
  if (id === auth.user.id) throw unprocessable('Vous ne pouvez pas supprimer votre propre compte');
  await db.transaction(async (tx) => {
    const done = await repo.softDelete(tx, id);
    if (done.length === 0) throw notFound('Utilisateur introuvable');
    await repo.revokeSessions(tx, id);
  });
};

export const restore = async (db: Db, id: string) => {
  const user = await get(db, id);
  if (!user.deleted_at) throw unprocessable("Cet utilisateur n'est pas supprimé");
  await repo.restore(db, id);
  return get(db, id);
};

export const sponsoredRestaurants = async (db: Db, id: string, q: PageQuery) => {
  const user = await get(db, id);
  if (user.role !== 'saler') throw unprocessable('Seul un commercial parraine des restaurants');
  return repo.sponsoredRestaurants(db, id, q);
};

export const markChoices = (db: Db, q: PageQuery) => repo.markChoices(db, q);
