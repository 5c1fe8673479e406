import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

/** A test world for the caisse card: tokens of A1's restorer, B's restorer, the admin and the franchisor. */
export const cardWorld = async () => {
  const ctx: TestContext = await createTestContext({
    LOGIN_RATE_LIMIT: '10000',
    DATA_DIR: `/tmp/fitfit-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
  });
  const world: World = await createWorld(ctx.database.db);
  const [restorer, restorerB, admin, franchisor] = await Promise.all(
    [world.users.restorer, world.users.restorerB, world.users.admin, world.users.franchisor].map((u) => login(ctx.app, u.email)),
  );
  const a = world.restaurants.a1.id;
  const b = world.restaurants.b.id;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
    token: string = restorer,
    restaurantId: string = a,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1/restaurants/${restaurantId}/caisse/${path}`,
      headers: bearer(token),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  return { ctx, world, tokens: { restorer, restorerB, admin, franchisor }, a, b, call };
};
export type CardWorld = Awaited<ReturnType<typeof cardWorld>>;
