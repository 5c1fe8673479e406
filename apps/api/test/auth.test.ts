import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

let ctx: TestContext;
let world: World;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx.database.db);
});
afterAll(() => ctx.close());

describe('auth', () => {
  it('signs in and returns the current user with its restaurant and modules', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: world.users.restorer.email.toUpperCase(), password: 'motdepasse-test' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.token_expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(body.user.role).toBe('restorer');
    expect(body.user.restaurant.id).toBe(world.restaurants.a1.id);
    expect(body.user.current_fitfit_module_restaurants.map((m: { code_name: string }) => m.code_name)).toEqual([
      'fitfit_pnl',
      'fitfit_caisse',
      'fitfit_stocks',
      'fitfit_haccp',
      'fitfit_music',
      'fitfit_intranet',
    ]);
  });

  it('gives the same message for an unknown e-mail and a wrong password', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'personne@test.example', password: 'whatever1' },
    });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: world.users.admin.email, password: 'mauvais-mdp' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe('E-mail ou mot de passe incorrect');
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
  });

  it('refuses a missing field with the French required message', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Le champ e-mail est obligatoire');
  });

  it('revokes the session on logout', async () => {
    const token = await login(ctx.app, world.users.franchisor.email);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const token = await login(ctx.app, world.users.saler.email);
    await ctx.database.pool.query(`update sessions set expires_at = now() - interval '1 second'`);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });
});
