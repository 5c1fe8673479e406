import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, type World } from './fixtures';

let ctx: TestContext;
let world: World;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  world = await createWorld(ctx.database.db);
});
afterAll(() => ctx.close());

const uniqueEmail = (name = 'inscrit') => `${name}-${randomBytes(4).toString('hex')}@test.example`;

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Camille',
  last_name: 'Durand',
  email: uniqueEmail(),
  password: 'motdepasse-solide',
  restaurant_name: 'Le Bistrot du Port',
  ...overrides,
});

const register = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/registration', payload });

const count = async (table: string) => {
  const { rows } = await ctx.database.pool.query(`select count(*)::int as n from ${table}`);
  return rows[0].n as number;
};
const counts = async () => ({
  users: await count('users'),
  restaurants: await count('restaurants'),
  restaurant_users: await count('restaurant_users'),
  sessions: await count('sessions'),
});

describe('POST /api/v1/auth/registration', () => {
  it('creates a restorer with its restaurant and signs it in (201)', async () => {
    const payload = registration();
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.token_expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(body.user).toMatchObject({
      first_name: 'Camille',
      last_name: 'Durand',
      email: payload.email,
      role: 'restorer',
      affiliate_code: null,
    });
    expect(body.user.restaurant).toMatchObject({ name: 'Le Bistrot du Port', mark_id: null, registration_completed: false });
    expect(body.user.current_fitfit_module_restaurants).toEqual([]);

    const { rows } = await ctx.database.pool.query(
      `select u.id as user_id, u.role, u.current_restaurant_id, r.id as restaurant_id, r.name, r.email, r.sponsor_user_id,
         r.registration_completed_at, (select count(*)::int from restaurant_users ru where ru.user_id = u.id and ru.restaurant_id = r.id) as linked
       from users u join restaurants r on r.id = u.current_restaurant_id where lower(u.email) = lower($1)`,
      [payload.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      role: 'restorer',
      restaurant_id: body.user.restaurant.id,
      name: 'Le Bistrot du Port',
      email: payload.email,
      sponsor_user_id: null,
      registration_completed_at: null,
      linked: 1,
    });

    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(rows[0].user_id);
  });

  it('trims the names it stores', async () => {
    const res = await register(registration({ first_name: '  Léa ', restaurant_name: '  Chez Léa  ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.first_name).toBe('Léa');
    expect(res.json().user.restaurant.name).toBe('Chez Léa');
  });

  it('refuses an e-mail already used, whatever its case (409 on fields.email), and creates nothing', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const before = await counts();
    for (const email of [first.email, first.email.toUpperCase(), world.users.admin.email.toUpperCase()]) {
      const res = await register(registration({ email, restaurant_name: 'Doublon' }));
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toEqual({
        error: {
          code: 'conflict',
          message: 'Un compte existe déjà avec cet e-mail',
          fields: { email: 'Un compte existe déjà avec cet e-mail' },
        },
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('lets only one of two simultaneous registrations with the same e-mail through, leaving no orphan restaurant', async () => {
    const before = await counts();
    const email = uniqueEmail('course');
    const results = await Promise.all([
      register(registration({ email, restaurant_name: 'Course 1' })),
      register(registration({ email: email.toUpperCase(), restaurant_name: 'Course 2' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const after = await counts();
    expect(after.users - before.users).toBe(1);
    expect(after.restaurants - before.restaurants).toBe(1);
    expect(after.restaurant_users - before.restaurant_users).toBe(1);
  });

  it('refuses an unknown affiliate code (422) and creates nothing', async () => {
    const before = await counts();
    const payload = registration({ affiliate_code: 'FIT-INCONNU' });
    const res = await register(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'business_rule',
      message: 'Code affilié inconnu',
      fields: { affiliate_code: 'Code affilié inconnu' },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses the affiliate code of a deleted saler (422)', async () => {
    const code = `FIT-DEL${randomBytes(2).toString('hex').toUpperCase()}`;
    await ctx.database.pool.query(
      `insert into users (email, password_hash, first_name, last_name, role, affiliate_code, deleted_at)
       values ($1, 'x', 'Ancien', 'Commercial', 'saler', $2, now())`,
      [uniqueEmail('ancien'), code],
    );
    const res = await register(registration({ affiliate_code: code }));
    expect(res.statusCode).toBe(422);
  });

  it('links the restaurant to the saler who owns the affiliate code (any case)', async () => {
    const code = world.users.saler.affiliate_code as string;
    const res = await register(registration({ affiliate_code: ` ${code.toLowerCase()} ` }));
    expect(res.statusCode).toBe(201);
    const { rows } = await ctx.database.pool.query('select sponsor_user_id from restaurants where id = $1', [
      res.json().user.restaurant.id,
    ]);
    expect(rows[0].sponsor_user_id).toBe(world.users.saler.id);
  });

  it('ignores an empty affiliate code (no sponsor)', async () => {
    const res = await register(registration({ affiliate_code: '  ' }));
    expect(res.statusCode).toBe(201);
    const { rows } = await ctx.database.pool.query('select sponsor_user_id from restaurants where id = $1', [
      res.json().user.restaurant.id,
    ]);
    expect(rows[0].sponsor_user_id).toBeNull();
  });

  it('answers every missing field with its French required message (400) and creates nothing', async () => {
    const before = await counts();
    const res = await register({});
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_error');
    expect(error.fields).toEqual({
      first_name: 'Le champ prénom est obligatoire',
      last_name: 'Le champ nom est obligatoire',
      email: 'Le champ e-mail est obligatoire',
      password: 'Le champ mot de passe est obligatoire',
      restaurant_name: 'Le champ nom du restaurant est obligatoire',
    });
    expect(error.message).toBe('Le champ prénom est obligatoire');
    expect(await counts()).toEqual(before);
  });

  it('treats blank strings as missing', async () => {
    const res = await register(registration({ first_name: '   ', restaurant_name: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      first_name: 'Le champ prénom est obligatoire',
      restaurant_name: 'Le champ nom du restaurant est obligatoire',
    });
  });

  it('refuses a password shorter than 8 characters', async () => {
    const before = await counts();
    const res = await register(registration({ password: 'court12' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ password: 'Le champ mot de passe doit contenir au moins 8 caractères' });
    expect(await counts()).toEqual(before);
    expect((await register(registration({ password: '12345678' }))).statusCode).toBe(201);
  });

  it('refuses a malformed e-mail and a wrong type in French', async () => {
    const res = await register(registration({ email: 'pas-un-email', last_name: 42 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Le champ e-mail doit être une adresse e-mail valide',
      last_name: "Le champ nom n'a pas le bon format",
    });
  });

  it('refuses unknown keys, so a caller cannot pick its role (400)', async () => {
    const before = await counts();
    const res = await register(registration({ role: 'admin' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
    expect(res.json().error.message).toContain('role');
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/v1/auth/complete-registration', () => {
  const legal = (overrides: Record<string, unknown> = {}) => ({
    legal_name: 'Bistrot du Port SAS',
    siret: '12345678901234',
    vat_number: 'FR12345678901',
    address_line: '3 quai de la Fosse',
    postal_code: '44000',
    city: 'Nantes',
    phone: '0240000000',
    module_codes: ['fitfit_caisse', 'fitfit_pnl'],
    recurring: 'monthly',
    ...overrides,
  });

  const newRestorer = async () => {
    const res = await register(registration());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    return { token: body.token as string, restaurantId: body.user.restaurant.id as string };
  };

  const complete = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/complete-registration', headers: bearer(token), payload });

  const restaurantState = async (restaurantId: string) => {
    const { rows } = await ctx.database.pool.query(
      `select r.legal_name, r.siret, r.vat_number, r.address_line, r.postal_code, r.city, r.phone, r.registration_completed_at,
         (select count(*)::int from fitfit_module_restaurants f where f.restaurant_id = r.id) as modules,
         (select count(*)::int from restaurant_subscriptions s where s.restaurant_id = r.id) as subscriptions
       from restaurants r where r.id = $1`,
      [restaurantId],
    );
    return rows[0];
  };
  const untouched = {
    legal_name: null,
    siret: null,
    vat_number: null,
    address_line: null,
    postal_code: null,
    city: null,
    phone: null,
    registration_completed_at: null,
    modules: 0,
    subscriptions: 0,
  };

  it('refuses a bad SIRET in French and changes nothing, then completes; a second call is a conflict', async () => {
    const { token, restaurantId } = await newRestorer();

    const bad = await complete(token, legal({ siret: '1234' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({
      code: 'validation_error',
      message: 'Le SIRET doit contenir 14 chiffres',
      fields: { siret: 'Le SIRET doit contenir 14 chiffres' },
    });
    expect(await restaurantState(restaurantId)).toEqual(untouched);

    const res = await complete(token, legal());
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user.role).toBe('restorer');
    expect(user.restaurant).toMatchObject({ id: restaurantId, registration_completed: true, city: 'Nantes' });
    // Modules come back in catalogue order, whatever the order chosen.
    expect(user.current_fitfit_module_restaurants.map((m: { code_name: string }) => m.code_name)).toEqual(['fitfit_pnl', 'fitfit_caisse']);

    const state = await restaurantState(restaurantId);
    expect(state).toMatchObject({
      legal_name: 'Bistrot du Port SAS',
      siret: '12345678901234',
      vat_number: 'FR12345678901',
      address_line: '3 quai de la Fosse',
      postal_code: '44000',
      city: 'Nantes',
      phone: '0240000000',
      modules: 2,
      subscriptions: 1,
    });
    expect(state.registration_completed_at).toBeInstanceOf(Date);

    const { rows: subs } = await ctx.database.pool.query(
      `select recurring, status, started_on = current_date as starts_today, trial_ends_on - current_date as trial_days
       from restaurant_subscriptions where restaurant_id = $1`,
      [restaurantId],
    );
    expect(subs).toEqual([{ recurring: 'monthly', status: 'trialing', starts_today: true, trial_days: 30 }]);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(me.json().restaurant.registration_completed).toBe(true);
    expect(me.json().current_fitfit_module_restaurants.map((m: { code_name: string }) => m.code_name)).toEqual([
      'fitfit_pnl',
      'fitfit_caisse',
    ]);

    const again = await complete(token, legal({ module_codes: ['fitfit_music'], recurring: 'yearly' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'conflict', message: 'Cette inscription est déjà finalisée' });
    const after = await restaurantState(restaurantId);
    expect(after).toEqual(state);
  });

  it('completes only once when two calls race (one 200, one 409, a single subscription)', async () => {
    const { token, restaurantId } = await newRestorer();
    const results = await Promise.all([complete(token, legal()), complete(token, legal({ recurring: 'yearly' }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await restaurantState(restaurantId)).toMatchObject({ modules: 2, subscriptions: 1 });
  });

  it('accepts a yearly plan without the optional VAT number and phone', async () => {
    const { token, restaurantId } = await newRestorer();
    const { vat_number: _v, phone: _p, ...rest } = legal({ module_codes: ['fitfit_haccp'], recurring: 'yearly' });
    const res = await complete(token, rest);
    expect(res.statusCode).toBe(200);
    expect(await restaurantState(restaurantId)).toMatchObject({ vat_number: null, phone: null, modules: 1, subscriptions: 1 });
    const { rows } = await ctx.database.pool.query('select recurring from restaurant_subscriptions where restaurant_id = $1', [
      restaurantId,
    ]);
    expect(rows[0].recurring).toBe('yearly');
  });

  it('refuses unknown or extra keys (400) and changes nothing', async () => {
    const { token, restaurantId } = await newRestorer();
    for (const extra of [{ registration_completed_at: '2020-01-01' }, { sponsor_user_id: world.users.saler.id }, { status: 'active' }]) {
      const res = await complete(token, legal(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error.code).toBe('validation_error');
      expect(res.json().error.message).toContain(Object.keys(extra)[0]);
    }
    expect(await restaurantState(restaurantId)).toEqual(untouched);
  });

  it('explains other bad input in French and changes nothing', async () => {
    const { token, restaurantId } = await newRestorer();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ postal_code: '4400' }, { postal_code: 'Le code postal doit contenir 5 chiffres' }],
      [{ vat_number: 'DE123' }, { vat_number: 'Le numéro de TVA doit être de la forme FR + 11 caractères' }],
      [{ legal_name: ' ' }, { legal_name: 'Le champ raison sociale est obligatoire' }],
      [{ module_codes: [] }, { module_codes: 'Le champ modules doit contenir au moins 1 élément' }],
      [{ module_codes: ['fitfit_inconnu'] }, { 'module_codes.0': 'Le champ modules a une valeur non autorisée' }],
      [{ recurring: 'weekly' }, { recurring: 'Le champ périodicité a une valeur non autorisée' }],
      [{ module_codes: undefined }, { module_codes: 'Le champ modules est obligatoire' }],
    ];
    for (const [override, fields] of cases) {
      const res = await complete(token, legal(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect(await restaurantState(restaurantId)).toEqual(untouched);
  });

  // zod 4 reports a missing z.enum field as `invalid_value`: it must still read as "obligatoire".
  it('answers a missing enum field (recurring) with the French required message', async () => {
    const { token, restaurantId } = await newRestorer();
    const { recurring: _r, ...withoutRecurring } = legal();
    const res = await complete(token, withoutRecurring);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ recurring: 'Le champ périodicité est obligatoire' });
    expect(await restaurantState(restaurantId)).toEqual(untouched);
  });

  it('refuses a module that is no longer offered (422) and changes nothing', async () => {
    const { token, restaurantId } = await newRestorer();
    const { pool } = ctx.database;
    await pool.query(`update fitfit_modules set active = false where code_name = 'fitfit_music'`);
    try {
      const res = await complete(token, legal({ module_codes: ['fitfit_pnl', 'fitfit_music'] }));
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'business_rule',
        fields: { module_codes: "Un des modules choisis n'est pas disponible" },
      });
    } finally {
      await pool.query(`update fitfit_modules set active = true where code_name = 'fitfit_music'`);
    }
    expect(await restaurantState(restaurantId)).toEqual(untouched);
  });

  it('is refused to other roles (403)', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: world.users.franchisor.email, password: 'motdepasse-test' },
    });
    const res = await complete(login.json().token, legal());
    expect(res.statusCode).toBe(403);
    expect(await restaurantState(world.restaurants.a1.id)).toMatchObject({ registration_completed_at: null, subscriptions: 0 });
  });
});
