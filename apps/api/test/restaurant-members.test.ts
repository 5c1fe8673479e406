import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../src/db/seed/demo';
import { demoMembers } from '../src/db/seed/restaurant-members';
import { createDemoContext, createTestContext, type TestContext } from './context';
import { addMembers, bearer, createWorld, login, PASSWORD, type World } from './fixtures';

/**
 * A restaurant's own people (modules/restaurant/members, docs/accounts.md): its owners invite by e-mail (delivered to a
 * real SMTP server in this process), list, change access and remove; the invitation's page is read and accepted with
 * the link's token. Each test works in a world of its own.
 */

const mails: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      mails.push(mail);
      callback();
    }, callback);
  },
});

let ctx: TestContext;
const PUBLIC_URL = 'https://back-office.fitfit.example';

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestContext({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), PUBLIC_URL });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const to = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
/** The last e-mail sent to `address` (it may still be on its way). */
const mailTo = async (address: string, count = 1) => {
  const sent = () => mails.filter((m) => to(m).includes(address));
  await expect.poll(() => sent().length, { timeout: 5000 }).toBe(count);
  return sent().at(-1) as ParsedMail;
};
const tokenIn = (mail: ParsedMail) => {
  const found = new RegExp(`${PUBLIC_URL}/invitation#token=([A-Za-z0-9_-]{43})`).exec(mail.text ?? '');
  if (!found) throw new Error(`no invitation link in ${mail.text}`);
  return found[1];
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, payload: payload as never });
const people = (w: World) => `restaurants/${w.restaurants.a1.id}/members`;
let n = 0;
const address = (name: string) => `${name}-${++n}-${Date.now()}@test.example`;

/** A world, its owner's session, and an invitation sent to a new address with `access`: its link's token. */
const invited = async (access: 'owner' | 'manager' | 'accountant', email = address('invite')) => {
  const world = await createWorld(ctx.database.db);
  const owner = await login(ctx.app, world.users.restorer.email);
  const res = await call('POST', `${people(world)}/invitations`, owner, { email, access });
  expect(res.statusCode).toBe(201);
  return { world, owner, email, invitation: res.json(), token: tokenIn(await mailTo(email)) };
};

describe('inviting (POST members/invitations)', () => {
  it('sends a French e-mail with a 7-day link whose token is kept hashed, and lists the invitation', async () => {
    const { world, owner, email, invitation, token } = await invited('accountant');
    expect(invitation).toMatchObject({ email, access: 'accountant', invited_by: 'restorer Test', expired: false });
    const days = (new Date(invitation.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await mailTo(email);
    expect(mail.subject).toBe(`restorer Test vous invite à rejoindre « ${world.restaurants.a1.name} » sur FitFit Solution`);
    expect(mail.text).toContain(`avec l'accès Comptable : lecture seule de la caisse`);
    expect(mail.text).toMatch(/avant le \p{L}+ \d{1,2} \p{L}+ \d{4} à \d{2}:\d{2} :/u);
    const stored = await ctx.database.pool.query('select token_hash from restaurant_invitations where id = $1', [invitation.id]);
    expect(stored.rows[0].token_hash.toString('base64url')).not.toBe(token);
    const list = await call('GET', people(world), owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().invitations).toEqual([invitation]);
    expect(list.json().members).toEqual([
      expect.objectContaining({ user_id: world.users.restorer.id, access: 'owner', me: true, email: world.users.restorer.email }),
    ]);
  });

  it('refuses an address already waiting, a member already there and an account that is not a restaurateur', async () => {
    const { world, owner, email } = await invited('manager');
    const again = await call('POST', `${people(world)}/invitations`, owner, { email: email.toUpperCase(), access: 'owner' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.email).toBe('Une invitation attend déjà cette adresse : renvoyez-la depuis la liste des invitations');
    const member = await call('POST', `${people(world)}/invitations`, owner, { email: world.users.restorer.email, access: 'manager' });
    expect(member.statusCode).toBe(409);
    expect(member.json().error.message).toBe('Cette personne fait déjà partie de l’équipe du restaurant');
    const franchisor = await call('POST', `${people(world)}/invitations`, owner, {
      email: world.users.franchisor.email,
      access: 'manager',
    });
    expect(franchisor.statusCode).toBe(422);
    expect(franchisor.json().error.message).toMatch(/^Cette adresse est celle d’un compte franchiseur/);
    const bad = await call('POST', `${people(world)}/invitations`, owner, { email: 'pas-une-adresse', access: 'patron' });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', people(world), owner)).json().invitations).toHaveLength(1);
    expect(mails.filter((m) => to(m).includes(world.users.franchisor.email))).toEqual([]);
  });
});

describe('accepting (POST auth/invitations/read, accept, join)', () => {
  it('creates the account of a new address with its password, as a restaurateur with the access; accepted twice → 410', async () => {
    const { world, email, token } = await invited('accountant');
    const read = await call('POST', 'auth/invitations/read', undefined, { token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      restaurant_name: world.restaurants.a1.name,
      access: 'accountant',
      email,
      invited_by: 'restorer Test',
      account_exists: false,
    });
    const weak = await call('POST', 'auth/invitations/accept', undefined, {
      token,
      first_name: 'Inès',
      last_name: 'Compta',
      password: 'court',
    });
    expect(weak.statusCode).toBe(400);
    const body = { token, first_name: 'Inès', last_name: 'Compta', password: 'un-mot-de-passe-sur' };
    const accepted = await call('POST', 'auth/invitations/accept', undefined, body);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ restaurant_id: world.restaurants.a1.id, restaurant_name: world.restaurants.a1.name, email });
    const session = await login(ctx.app, email, 'un-mot-de-passe-sur');
    const me = (await call('GET', 'auth/me', session)).json();
    expect(me).toMatchObject({ role: 'restorer', first_name: 'Inès', restaurant: { id: world.restaurants.a1.id, access: 'accountant' } });
    const twice = await call('POST', 'auth/invitations/accept', undefined, { ...body, password: 'encore-un-autre-essai' });
    expect(twice.statusCode).toBe(410);
    expect(twice.json().error.message).toBe('Cette invitation a déjà été acceptée : connectez-vous avec votre compte.');
    expect((await call('POST', 'auth/invitations/read', undefined, { token })).statusCode).toBe(410);
    expect((await call('POST', 'auth/invitations/join', session, { token })).statusCode).toBe(410);
    const owner = await login(ctx.app, world.users.restorer.email);
    const list = (await call('GET', people(world), owner)).json();
    expect(list.invitations).toEqual([]);
    expect(list.members.map((m: { email: string; access: string }) => [m.email, m.access])).toEqual([
      [world.users.restorer.email, 'owner'],
      [email, 'accountant'],
    ]);
  });

  it('lets an existing account join once signed in, without a new password, and only that account', async () => {
    const other = await createWorld(ctx.database.db);
    const joining = other.users.restorerB; // owns restaurant B of its own world
    const { world, token } = await invited('manager', joining.email);
    expect((await call('POST', 'auth/invitations/read', undefined, { token })).json().account_exists).toBe(true);
    const asNew = await call('POST', 'auth/invitations/accept', undefined, {
      token,
      first_name: 'X',
      last_name: 'Y',
      password: 'un-autre-mot-de-passe',
    });
    expect(asNew.statusCode).toBe(409);
    expect(asNew.json().error.message).toMatch(/^Un compte existe déjà pour cette adresse : connectez-vous/);
    expect((await call('POST', 'auth/invitations/join', undefined, { token })).statusCode).toBe(401);
    const wrongAccount = await call('POST', 'auth/invitations/join', await login(ctx.app, other.users.restorer.email), { token });
    expect(wrongAccount.statusCode).toBe(403);
    expect(wrongAccount.json().error.message).toBe(
      `Cette invitation est adressée à ${joining.email} : connectez-vous avec ce compte pour l’accepter.`,
    );
    const session = await login(ctx.app, joining.email);
    const joined = await call('POST', 'auth/invitations/join', session, { token });
    expect(joined.statusCode).toBe(200);
    // the password is unchanged; both restaurants are theirs now, each with its access, the new one current
    expect((await call('GET', 'auth/me', await login(ctx.app, joining.email, PASSWORD))).json().restaurant).toMatchObject({
      id: world.restaurants.a1.id,
      access: 'manager',
    });
    const restaurants = (await call('GET', 'auth/restaurants', session)).json().data;
    expect(restaurants.map((r: { id: string; access: string }) => [r.id, r.access]).sort()).toEqual(
      [
        [world.restaurants.a1.id, 'manager'],
        [other.restaurants.b.id, 'owner'],
      ].sort(),
    );
    expect((await call('GET', `restaurants/${world.restaurants.a1.id}/caisse/heat-tags`, session)).statusCode).toBe(200);
  });

  it('refuses an expired, a revoked and a made-up link; a resend replaces the link and gives 7 days again', async () => {
    const { world, owner, email, invitation, token } = await invited('manager');
    await ctx.database.pool.query(`update restaurant_invitations set expires_at = now() - interval '1 second' where id = $1`, [
      invitation.id,
    ]);
    const expired = await call('POST', 'auth/invitations/read', undefined, { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(
      'Cette invitation a expiré (elle est valable 7 jours). Demandez au restaurant de vous la renvoyer.',
    );
    expect((await call('GET', people(world), owner)).json().invitations[0].expired).toBe(true);
    const resent = await call('POST', `${people(world)}/invitations/${invitation.id}/resend`, owner);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: invitation.id, expired: false });
    expect(new Date(resent.json().expires_at).getTime()).toBeGreaterThan(Date.now() + 6.99 * 86_400_000);
    const fresh = tokenIn(await mailTo(email, 2));
    expect(fresh).not.toBe(token);
    const old = await call('POST', 'auth/invitations/read', undefined, { token });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.message).toMatch(/^Ce lien d’invitation n’est pas \(ou plus\) valide/);
    expect((await call('POST', 'auth/invitations/read', undefined, { token: fresh })).statusCode).toBe(200);
    const revoked = await call('DELETE', `${people(world)}/invitations/${invitation.id}`, owner);
    expect(revoked.statusCode).toBe(204);
    const afterRevoke = await call('POST', 'auth/invitations/accept', undefined, {
      token: fresh,
      first_name: 'Trop',
      last_name: 'Tard',
      password: 'un-mot-de-passe-sur',
    });
    expect(afterRevoke.statusCode).toBe(410);
    expect(afterRevoke.json().error.message).toBe(
      'Cette invitation a été retirée par le restaurant. Demandez au restaurant de vous inviter à nouveau.',
    );
    expect((await call('POST', 'auth/login', undefined, { email, password: 'un-mot-de-passe-sur' })).statusCode).toBe(401);
    expect((await call('DELETE', `${people(world)}/invitations/${invitation.id}`, owner)).statusCode).toBe(404);
    const madeUp = await call('POST', 'auth/invitations/read', undefined, { token: 'x'.repeat(43) });
    expect(madeUp.statusCode).toBe(400);
  });
});

describe('members (PUT, DELETE members/{id})', () => {
  it('keeps the last owner: neither demoted nor removed, even by themself; a second owner lifts it', async () => {
    const world = await createWorld(ctx.database.db);
    const { manager } = await addMembers(ctx.database.db, world, ['manager']);
    const owner = await login(ctx.app, world.users.restorer.email);
    const me = world.users.restorer.id;
    const demote = await call('PUT', `${people(world)}/${me}`, owner, { access: 'manager' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toBe('Le restaurant doit garder au moins un propriétaire : nommez d’abord un autre propriétaire.');
    expect((await call('DELETE', `${people(world)}/${me}`, owner)).statusCode).toBe(409);
    const promoted = await call('PUT', `${people(world)}/${manager.id}`, owner, { access: 'owner' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ user_id: manager.id, access: 'owner', me: false });
    expect((await call('PUT', `${people(world)}/${me}`, owner, { access: 'manager' })).json()).toMatchObject({
      access: 'manager',
      me: true,
    });
    // now a manager: the people are no longer theirs
    expect((await call('GET', people(world), owner)).statusCode).toBe(403);
    const newOwner = await login(ctx.app, manager.email);
    expect((await call('PUT', `${people(world)}/${manager.id}`, newOwner, { access: 'accountant' })).statusCode).toBe(409);
    expect((await call('PUT', `${people(world)}/${world.users.admin.id}`, newOwner, { access: 'owner' })).statusCode).toBe(404);
  });

  it('refuses a manager (403) on every people route and an accountant on writes; an admin manages them', async () => {
    const world = await createWorld(ctx.database.db);
    const { manager, accountant } = await addMembers(ctx.database.db, world, ['manager', 'accountant']);
    const managerToken = await login(ctx.app, manager.email);
    const accountantToken = await login(ctx.app, accountant.email);
    for (const [method, url, body] of [
      ['GET', people(world), undefined],
      ['POST', `${people(world)}/invitations`, { email: address('refuse'), access: 'owner' }],
      ['PUT', `${people(world)}/${manager.id}`, { access: 'owner' }],
      ['DELETE', `${people(world)}/${world.users.restorer.id}`, undefined],
    ] as const) {
      const res = await call(method, url, managerToken, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe('Réservé aux propriétaires du restaurant');
      expect((await call(method, url, accountantToken, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const write = await call('POST', `restaurants/${world.restaurants.a1.id}/caisse/heat-tags`, accountantToken, { name: 'x' });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.message).toBe('Votre accès comptable est en lecture seule');
    expect((await call('GET', `restaurants/${world.restaurants.a1.id}/caisse/heat-tags`, accountantToken)).statusCode).toBe(200);
    const stock = await call('GET', `restaurants/${world.restaurants.a1.id}/stock/orders`, accountantToken);
    expect(stock.statusCode).toBe(403);
    const admin = await login(ctx.app, world.users.admin.email);
    const list = await call('GET', people(world), admin);
    expect(list.json().members.map((m: { access: string }) => m.access)).toEqual(['owner', 'manager', 'accountant']);
    expect((await call('PUT', `${people(world)}/${accountant.id}`, admin, { access: 'manager' })).statusCode).toBe(200);
  });

  it('refuses a removed member from their next request, signs them out once they act for no restaurant', async () => {
    const world = await createWorld(ctx.database.db);
    const { manager } = await addMembers(ctx.database.db, world, ['manager']); // member of A1 and A2
    const owner = await login(ctx.app, world.users.restorer.email);
    const session = await login(ctx.app, manager.email);
    const tags = (restaurantId: string) => call('GET', `restaurants/${restaurantId}/caisse/heat-tags`, session);
    expect((await tags(world.restaurants.a1.id)).statusCode).toBe(200); // its access now in the cache
    expect((await call('DELETE', `${people(world)}/${manager.id}`, owner)).statusCode).toBe(204);
    const refused = await tags(world.restaurants.a1.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Vous n'avez pas accès à ce restaurant");
    expect((await call('GET', 'auth/me', session)).json().restaurant.id).toBe(world.restaurants.a2.id); // still A2's
    expect((await call('GET', people(world), owner)).json().members.map((m: { user_id: string }) => m.user_id)).toEqual([
      world.users.restorer.id,
    ]);
    expect((await call('DELETE', `${people(world)}/${manager.id}`, owner)).statusCode).toBe(404);
    // removed from A2 too: no restaurant left, every session ends
    const a2 = `restaurants/${world.restaurants.a2.id}/members/${manager.id}`;
    expect((await call('DELETE', a2, owner)).statusCode).toBe(204);
    expect((await call('GET', 'auth/me', session)).statusCode).toBe(401);
    // invited again, they come back with the access of the new invitation
    await call('POST', `${people(world)}/invitations`, owner, { email: manager.email, access: 'accountant' });
    const token = tokenIn(await mailTo(manager.email));
    expect((await call('POST', 'auth/invitations/join', await login(ctx.app, manager.email), { token })).statusCode).toBe(200);
    const again = (await call('GET', people(world), owner)).json().members;
    expect(again.find((m: { user_id: string }) => m.user_id === manager.id)).toMatchObject({ access: 'accountant' });
  });

  it("keeps members' access and removals through the admin's edit of the user", async () => {
    const world = await createWorld(ctx.database.db);
    const { manager } = await addMembers(ctx.database.db, world, ['manager']);
    const owner = await login(ctx.app, world.users.restorer.email);
    expect((await call('DELETE', `${people(world)}/${manager.id}`, owner)).statusCode).toBe(204);
    const admin = await login(ctx.app, world.users.admin.email);
    const shown = (await call('GET', `admin/users/${manager.id}`, admin)).json();
    expect(shown.restaurant_ids).toEqual([world.restaurants.a2.id]); // A1: removed by its owner
    const body = {
      role: 'restorer',
      first_name: 'Gérante',
      last_name: 'Renommée',
      email: manager.email,
      restaurant_ids: shown.restaurant_ids,
    };
    expect((await call('PUT', `admin/users/${manager.id}`, admin, body)).statusCode).toBe(200);
    const rows = await ctx.database.pool.query<{ restaurant_id: string; access: string; removed: boolean }>(
      'select restaurant_id, access, removed_at is not null as removed from restaurant_users where user_id = $1 order by removed',
      [manager.id],
    );
    expect(rows.rows).toEqual([
      { restaurant_id: world.restaurants.a2.id, access: 'manager', removed: false },
      { restaurant_id: world.restaurants.a1.id, access: 'manager', removed: true },
    ]);
    // the admin takes A2 away and adds A1 back: A2 is left (kept, removed), A1 comes back with its access
    const moved = await call('PUT', `admin/users/${manager.id}`, admin, { ...body, restaurant_ids: [world.restaurants.a1.id] });
    expect(moved.statusCode).toBe(200);
    const after = await ctx.database.pool.query<{ restaurant_id: string; access: string; removed: boolean }>(
      'select restaurant_id, access, removed_at is not null as removed from restaurant_users where user_id = $1 order by removed',
      [manager.id],
    );
    expect(after.rows).toEqual([
      { restaurant_id: world.restaurants.a1.id, access: 'manager', removed: false },
      { restaurant_id: world.restaurants.a2.id, access: 'manager', removed: true },
    ]);
  });
});

describe('demo', () => {
  it("gives the demo restorer's restaurant a manager and an accountant, who sign in with the demo password", async () => {
    const demo = await createDemoContext();
    try {
      const owner = await login(demo.app, demoAccounts.restorer, DEMO_PASSWORD);
      const restaurant = (await demo.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(owner) })).json().restaurant;
      expect(restaurant).toMatchObject({ name: 'Bistro Parisien Opéra', access: 'owner' });
      const list = await demo.app.inject({ method: 'GET', url: `/api/v1/restaurants/${restaurant.id}/members`, headers: bearer(owner) });
      expect(list.json().members.map((m: { email: string; access: string }) => [m.email, m.access])).toEqual([
        [demoAccounts.restorer, 'owner'],
        ...demoMembers.map((m) => [m.email, m.access]),
      ]);
      for (const member of demoMembers) {
        const token = await login(demo.app, member.email, DEMO_PASSWORD);
        const me = (await demo.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).json();
        expect(me.restaurant).toMatchObject({ id: restaurant.id, access: member.access });
      }
    } finally {
      await demo.close();
    }
  });
});
