import type { MemberAccess, ModuleCode, Role } from '@fitfit/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database';
import { fitfitModuleRestaurants, fitfitModules, marks, markUsers, restaurants, restaurantUsers, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

export const PASSWORD = 'motdepasse-test';
let cachedHash: Promise<string> | undefined;

/**
 * A small world for tests: mark A with restaurants A1 (all modules) and A2 (no module), an independent
 * restaurant B with its own restorer, and one user per role. Emails are unique per call.
 */
export const createWorld = async (db: Db) => {
  cachedHash ??= hashPassword(PASSWORD);
  const password_hash = await cachedHash;
  const suffix = Math.random().toString(36).slice(2, 8);
  const allModules = await db.select().from(fitfitModules);
  const [mark] = await db
    .insert(marks)
    .values({ name: `Marque ${suffix}` })
    .returning();
  const [a1, a2, b] = await db
    .insert(restaurants)
    .values([
      { name: `A1 ${suffix}`, mark_id: mark.id, city: 'Paris' },
      { name: `A2 ${suffix}`, mark_id: mark.id, city: 'Lyon' },
      { name: `B ${suffix}`, city: 'Nantes' },
    ])
    .returning();
  await db.insert(fitfitModuleRestaurants).values(allModules.map((m) => ({ restaurant_id: a1.id, fitfit_module_id: m.id })));
  await db.insert(fitfitModuleRestaurants).values(allModules.map((m) => ({ restaurant_id: b.id, fitfit_module_id: m.id })));
  const mk = (role: Role, name: string, current: string | null) => ({
    email: `${name}-${suffix}@test.example`,
    password_hash,
    first_name: name,
    last_name: 'Test',
    role,
    current_restaurant_id: current,
    affiliate_code: role === 'saler' ? `FIT-${suffix.toUpperCase()}` : null,
  });
  const [admin, restorer, franchisor, saler, restorerB] = await db
    .insert(users)
    .values([
      mk('admin', 'admin', a1.id),
      mk('restorer', 'restorer', a1.id),
      mk('franchisor', 'franchisor', a1.id),
      mk('saler', 'saler', null),
      mk('restorer', 'restorerb', b.id),
    ])
    .returning();
  await db.insert(restaurantUsers).values([
    { restaurant_id: a1.id, user_id: restorer.id },
    { restaurant_id: a2.id, user_id: restorer.id },
    { restaurant_id: b.id, user_id: restorerB.id },
  ]);
  await db.insert(markUsers).values({ mark_id: mark.id, user_id: franchisor.id });
  return { mark, restaurants: { a1, a2, b }, users: { admin, restorer, franchisor, saler, restorerB } };
};
export type World = Awaited<ReturnType<typeof createWorld>>;

/** Restorers who are members of A1 and A2 (which the world's restorer owns) with the given access, one per access. */
export const addMembers = async <A extends MemberAccess>(db: Db, world: World, accesses: A[]) => {
  cachedHash ??= hashPassword(PASSWORD);
  const password_hash = await cachedHash;
  const suffix = Math.random().toString(36).slice(2, 8);
  const created = await db
    .insert(users)
    .values(
      accesses.map((access) => ({
        email: `${access}-${suffix}@test.example`,
        password_hash,
        first_name: access,
        last_name: 'Test',
        role: 'restorer' as const,
        current_restaurant_id: world.restaurants.a1.id,
      })),
    )
    .returning();
  await db.insert(restaurantUsers).values(
    created.flatMap((user, i) =>
      [world.restaurants.a1.id, world.restaurants.a2.id].map((restaurant_id) => ({
        restaurant_id,
        user_id: user.id,
        access: accesses[i],
      })),
    ),
  );
  return Object.fromEntries(created.map((user, i) => [accesses[i], user])) as Record<A, (typeof created)[number]>;
};

export const login = async (app: FastifyInstance, email: string, password = PASSWORD) => {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const setModules = async (db: Db, restaurantId: string, codes: ModuleCode[]) => {
  await db.delete(fitfitModuleRestaurants).where(eq(fitfitModuleRestaurants.restaurant_id, restaurantId));
  const all = await db.select().from(fitfitModules);
  const chosen = all.filter((m) => codes.includes(m.code_name as ModuleCode));
  if (chosen.length) {
    await db.insert(fitfitModuleRestaurants).values(chosen.map((m) => ({ restaurant_id: restaurantId, fitfit_module_id: m.id })));
  }
};
