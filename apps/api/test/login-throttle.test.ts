import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';
import { createWorld, PASSWORD, type World } from './fixtures';

const TOO_MANY = 'Trop de tentatives, veuillez réessayer dans quelques minutes';

let ctx: TestContext;
let w: World;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_LIMIT: '5', REGISTRATION_ADDRESS_LIMIT: '2' });
  w = await createWorld(ctx.database.db);
});
afterAll(() => ctx.close());

let ip = 0;
const nextAddress = () => `10.1.0.${++ip}`;
const attempt = (email: string, password: string, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });
const expectTooMany = (res: Awaited<ReturnType<typeof attempt>>) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: { code: 'rate_limited', message: TOO_MANY } });
};

describe('sign-in throttling in PostgreSQL (LOGIN_RATE_LIMIT=3 per account, LOGIN_ADDRESS_LIMIT=5 per address)', () => {
  it('blocks an account after 3 wrong passwords from spread-out addresses, even with the right one; other accounts still sign in', async () => {
    const email = w.users.restorer.email;
    for (let i = 0; i < 3; i++) expect((await attempt(email, 'mauvais-mdp')).statusCode).toBe(401);
    expectTooMany(await attempt(email, PASSWORD));
    expectTooMany(await attempt(email.toUpperCase(), PASSWORD)); // whatever the case of the e-mail
    const other = await attempt(w.users.franchisor.email, PASSWORD);
    expect(other.statusCode).toBe(200);
    const { rows } = await ctx.database.db.execute<{ count: number }>(
      sql`select count from auth_throttle where scope = 'account' and key = ${email.toLowerCase()}`,
    );
    expect(rows[0].count).toBe(3);
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const email = w.users.admin.email;
    for (let i = 0; i < 2; i++) expect((await attempt(email, 'mauvais-mdp')).statusCode).toBe(401);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt(email, 'mauvais-mdp')).statusCode).toBe(401);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins per address: a team behind one address signs in as often as it needs', async () => {
    const office = '10.9.0.1';
    for (let i = 0; i < 12; i++) {
      const who = [w.users.saler, w.users.restorerB][i % 2];
      expect((await attempt(who.email, PASSWORD, office)).statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });

  it('blocks an address after 5 failures on any accounts, successes there included, and only that address', async () => {
    const address = '10.9.0.2';
    for (let i = 0; i < 5; i++) expect((await attempt(`inconnu-${i}@test.example`, 'mauvais-mdp', address)).statusCode).toBe(401);
    expectTooMany(await attempt(w.users.saler.email, PASSWORD, address));
    expect((await attempt(w.users.saler.email, PASSWORD, '10.9.0.3')).statusCode).toBe(200);
  });

  it('opens a new window once the previous one has passed', async () => {
    const email = 'fenetre@test.example';
    for (let i = 0; i < 3; i++) expect((await attempt(email, 'mauvais-mdp')).statusCode).toBe(401);
    expectTooMany(await attempt(email, 'mauvais-mdp'));
    await ctx.database.db.execute(sql`update auth_throttle set window_started_at = now() - interval '16 minutes' where key = ${email}`);
    expect((await attempt(email, 'mauvais-mdp')).statusCode).toBe(401);
    const { rows } = await ctx.database.db.execute<{ count: number }>(sql`select count from auth_throttle where key = ${email}`);
    expect(rows[0].count).toBe(1);
  });

  it('limits registrations per address (REGISTRATION_ADDRESS_LIMIT=2) with the same French 429', async () => {
    const register = (n: number, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/registration',
        remoteAddress,
        payload: {
          first_name: 'Camille',
          last_name: 'Durand',
          email: `inscription-${n}-${ip}@test.example`,
          password: 'motdepasse-long',
          restaurant_name: `Chez ${n}`,
        },
      });
    expect((await register(1, '10.8.0.1')).statusCode).toBe(201);
    expect((await register(2, '10.8.0.1')).statusCode).toBe(201);
    expectTooMany(await register(3, '10.8.0.1'));
    expect((await register(4, '10.8.0.2')).statusCode).toBe(201);
  });
});
