import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

/** A test world for HACCP: tokens of A1's restorer, B's restorer, the admin and the franchisor; `call` under haccp/. */
export const haccpWorld = async () => {
  const ctx: TestContext = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  const world: World = await createWorld(ctx.database.db);
  const [restorer, restorerB, admin, franchisor] = await Promise.all(
    [world.users.restorer, world.users.restorerB, world.users.admin, world.users.franchisor].map((u) => login(ctx.app, u.email)),
  );
  const a = world.restaurants.a1.id;
  const b = world.restaurants.b.id;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: unknown,
    token: string = restorer,
    restaurantId: string = a,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1/restaurants/${restaurantId}/haccp/${path}`,
      headers: bearer(token),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  /** Creates an equipment and answers it. */
  const equipment = async (body: Record<string, unknown>, restaurantId = a, token = restorer) => {
    const res = await call('POST', 'equipment', { readings_per_day: 2, active: true, ...body }, token, restaurantId);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json() as { id: string; name: string };
  };
  return { ctx, world, tokens: { restorer, restorerB, admin, franchisor }, a, b, call, equipment };
};
export type HaccpWorld = Awaited<ReturnType<typeof haccpWorld>>;
