import type {
  CompleteRegistrationRequest,
  CurrentUser,
  LoginResponse,
  PageQuery,
  RegistrationRequest,
  RestaurantSummary,
  SessionResponse,
} from '@fitfit/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { fitfitModuleRestaurants, fitfitModules, restaurantSubscriptions, restaurants, restaurantUsers, users } from '../../db/schema';
import type { SessionUser } from '../../lib/access';
import { conflict, forbidden, notFound, unauthorized, unprocessable } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { recordLogin } from '../caisse';
import { restaurantAccess } from './access-repository';
import type { LoginThrottle } from './login-throttle';
import * as repo from './repository';
import { openChallenge } from './totp/challenge';
import { isEnabled as hasTotp } from './totp/repository';
import { isRequired as totpRequired } from './totp/service';

const INVALID_CREDENTIALS = 'E-mail ou mot de passe incorrect';
const TRIAL_DAYS = 30;

export interface AuthDeps {
  db: Db;
  sessionTtlHours: number;
  throttle: LoginThrottle;
  adminMfa: Config['adminMfa'];
}
export type Client = { ip?: string; userAgent?: string };

/** `totpSetupRequired`: the session may only set up two-step verification (ADMIN_MFA=required, an admin without it). */
export const buildCurrentUser = async (db: Db, user: SessionUser, totpSetupRequired = false): Promise<CurrentUser> => {
  const found = await repo.currentRestaurantWithModules(db, user);
  const { modules = [], ...restaurant } = found ?? {};
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role: user.role,
    affiliate_code: user.affiliate_code,
    restaurant: found ? (restaurant as RestaurantSummary) : null,
    current_fitfit_module_restaurants: modules,
    totp_setup_required: totpSetupRequired,
  };
};

const openSession = async (deps: AuthDeps, userId: string, client: Client) => {
  const token = newToken();
  const expiresAt = new Date(Date.now() + deps.sessionTtlHours * 3600_000);
  await repo.createSession(deps.db, {
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: expiresAt,
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, 300),
  });
  return { token, token_expires_at: expiresAt.toISOString() };
};

const loginResponse = async (deps: AuthDeps, userId: string, client: Client): Promise<SessionResponse> => {
  const session = await openSession(deps, userId, client);
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw unauthorized();
  const setupRequired = totpRequired(deps, user) && !(await hasTotp(deps.db, user.id));
  return { status: 'signed_in', ...session, user: await buildCurrentUser(deps.db, user, setupRequired) };
};

/** Signed in (the password, then the code if the account has two-step verification): the account's failures are forgiven. */
export const completeLogin = async (deps: AuthDeps, user: SessionUser, client: Client) => {
  await deps.throttle.clear('account', user.email.trim().toLowerCase());
  await repo.touchLastLogin(deps.db, user.id);
  await recordLogin(deps.db, user, client.ip);
  return loginResponse(deps, user.id, client);
};

export const login = async (deps: AuthDeps, email: string, password: string, client: Client): Promise<LoginResponse> => {
  const key = email.trim().toLowerCase();
  const keys = [{ scope: 'account' as const, key }, ...(client.ip ? [{ scope: 'address' as const, key: client.ip }] : [])];
  await deps.throttle.check(keys);
  const user = await repo.findUserByEmail(deps.db, key);
  const ok = await verifyPassword(user?.password_hash, password);
  if (!user || !ok) {
    await deps.throttle.record(keys);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  // The password alone forgives nothing while a code is still to come: the failures count until the second step passes.
  if (await hasTotp(deps.db, user.id)) return openChallenge(deps.db, user.id);
  return completeLogin(deps, user, client);
};

export const logout = (db: Db, sessionId: string) => repo.revokeSession(db, sessionId);

export const register = async (deps: AuthDeps, body: RegistrationRequest, client: Client) => {
  if (client.ip) {
    const keys = [{ scope: 'registration' as const, key: client.ip }];
    await deps.throttle.check(keys);
    await deps.throttle.record(keys);
  }
  if (await repo.findUserByEmail(deps.db, body.email)) {
    throw conflict('Un compte existe déjà avec cet e-mail', { email: 'Un compte existe déjà avec cet e-mail' });
  }
  let sponsorId: string | null = null;
  if (body.affiliate_code) {
    const [sponsor] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.affiliate_code, body.affiliate_code.toUpperCase()), eq(users.role, 'saler'), isNull(users.deleted_at)));
    if (!sponsor) throw unprocessable('Code affilié inconnu', { affiliate_code: 'Code affilié inconnu' });
    sponsorId = sponsor.id;
  }
  const passwordHash = await hashPassword(body.password);
  const userId = await deps.db.transaction(async (tx) => {
    const [restaurant] = await tx
      .insert(restaurants)
      .values({ name: body.restaurant_name, sponsor_user_id: sponsorId, email: body.email })
      .returning({ id: restaurants.id });
    const [user] = await tx
      .insert(users)
      .values({
        email: body.email,
        password_hash: passwordHash,
        first_name: body.first_name,
        last_name: body.last_name,
        role: 'restorer',
        current_restaurant_id: restaurant.id,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) throw conflict('Un compte existe déjà avec cet e-mail', { email: 'Un compte existe déjà avec cet e-mail' });
    await tx.insert(restaurantUsers).values({ restaurant_id: restaurant.id, user_id: user.id });
    return user.id;
  });
  return loginResponse(deps, userId, client);
};

/** Legal data, modules chosen and a trial subscription for the restorer's restaurant (PRODUCT §1). */
export const completeRegistration = async (deps: AuthDeps, sessionUser: SessionUser, body: CompleteRegistrationRequest) => {
  const restaurant = await repo.currentRestaurant(deps.db, sessionUser);
  if (!restaurant) throw notFound('Aucun restaurant à compléter');
  if (restaurant.registration_completed) throw conflict('Cette inscription est déjà finalisée');
  const { module_codes, recurring, ...legal } = body;
  await deps.db.transaction(async (tx) => {
    const modules = await tx
      .select({ id: fitfitModules.id })
      .from(fitfitModules)
      .where(and(inArray(fitfitModules.code_name, module_codes), eq(fitfitModules.active, true)));
    if (modules.length !== new Set(module_codes).size) {
      throw unprocessable("Un des modules choisis n'est pas disponible", { module_codes: "Un des modules choisis n'est pas disponible" });
    }
    const updated = await tx
      .update(restaurants)
      .set({ ...legal, vat_number: legal.vat_number || null, registration_completed_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(restaurants.id, restaurant.id), isNull(restaurants.registration_completed_at)))
      .returning({ id: restaurants.id });
    if (updated.length === 0) throw conflict('Cette inscription est déjà finalisée');
    await tx
      .insert(fitfitModuleRestaurants)
      .values(modules.map((m) => ({ restaurant_id: restaurant.id, fitfit_module_id: m.id })))
      .onConflictDoNothing();
    await tx.insert(restaurantSubscriptions).values({
      restaurant_id: restaurant.id,
      recurring,
      status: 'trialing',
      trial_ends_on: sql`current_date + ${TRIAL_DAYS}::int`,
    });
  });
  return buildCurrentUser(deps.db, sessionUser);
};

export const chooseRestaurant = async (db: Db, sessionUser: SessionUser, restaurantId: string) => {
  const access = await restaurantAccess(db, sessionUser, restaurantId);
  if (!access) throw notFound('Restaurant introuvable');
  if (!access.allowed) throw forbidden("Vous n'avez pas accès à ce restaurant");
  await db.update(users).set({ current_restaurant_id: restaurantId }).where(eq(users.id, sessionUser.id));
  const restaurant = await repo.currentRestaurant(db, { ...sessionUser, current_restaurant_id: restaurantId });
  return { restaurant };
};

export const listRestaurants = (db: Db, sessionUser: SessionUser, q: PageQuery) => repo.listActingRestaurants(db, sessionUser, q);
