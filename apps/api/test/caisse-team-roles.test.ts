import { randomUUID } from 'node:crypto';
import { posPermissionLabels, posPermissions } from '@fitfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

let ctx: TestContext;
let world: World;
let tokens: { admin: string; restorer: string; franchisor: string; restorerB: string };
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  world = await createWorld(ctx.database.db);
  const { admin, restorer, franchisor, restorerB } = world.users;
  const [a, r, f, rb] = await Promise.all([admin, restorer, franchisor, restorerB].map((u) => login(ctx.app, u.email)));
  tokens = { admin: a, restorer: r, franchisor: f, restorerB: rb };
});
afterAll(() => ctx.close());

const url = (restaurantId: string, rest = '') => `/api/v1/restaurants/${restaurantId}/caisse/roles${rest}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token = tokens.restorer, payload?: unknown) =>
  ctx.app.inject({ method, url: path, headers: bearer(token), ...(payload !== undefined ? { payload: payload as object } : {}) });
const a1 = () => world.restaurants.a1.id;
const b = () => world.restaurants.b.id;
const createRole = async (name: string, permissions: string[] = [], restaurantId = a1(), token = tokens.restorer) => {
  const res = await call('POST', url(restaurantId), token, { name, permissions });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const addPosUser = async (restaurantId: string, roleId: string, first = 'Léa') => {
  await ctx.database.pool.query(
    'insert into caisse_pos_users (restaurant_id, role_id, first_name, last_name, pin_hash) values ($1, $2, $3, $4, $5)',
    [restaurantId, roleId, first, 'Dupont', await hashPassword('1234')],
  );
};

describe('permissions catalogue', () => {
  it('has the eleven permissions with their French labels', () => {
    expect(posPermissions).toHaveLength(11);
    expect(posPermissionLabels).toMatchObject({
      cancel_ticket: 'Annuler un ticket',
      refund: 'Rembourser',
      discount: 'Appliquer une remise',
      offer: 'Offrir un article',
      open_drawer: 'Ouvrir le tiroir-caisse',
      x_report: 'Édition du rapport X',
      z_closing: 'Clôture Z',
      cash_movements: "Mouvements d'espèces",
      see_reports: 'Voir les rapports',
      manage_card: 'Gérer la carte',
      manage_users: "Gérer l'équipe",
    });
  });
});

describe('POST /caisse/roles', () => {
  it('creates a role (201), trims the name, keeps each permission once in catalogue order', async () => {
    const role = await createRole('  Chef de rang ', ['refund', 'discount', 'refund', 'cancel_ticket']);
    expect(role).toMatchObject({ name: 'Chef de rang', permissions: ['cancel_ticket', 'refund', 'discount'], users_count: 0 });
    expect(Object.keys(role).sort()).toEqual(['created_at', 'id', 'name', 'permissions', 'updated_at', 'users_count']);
    const { rows } = await ctx.database.pool.query('select restaurant_id from caisse_roles where id = $1', [role.id]);
    expect(rows[0].restaurant_id).toBe(a1());
  });

  it('accepts a role without permissions', async () => {
    expect((await createRole('Stagiaire')).permissions).toEqual([]);
  });

  it('refuses a name already used in the restaurant, whatever its case (409)', async () => {
    await createRole('Plongeur');
    const res = await call('POST', url(a1()), tokens.restorer, { name: 'PLONGEUR', permissions: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message: 'Un rôle nommé « PLONGEUR » existe déjà dans ce restaurant',
      fields: { name: 'Un rôle nommé « PLONGEUR » existe déjà dans ce restaurant' },
    });
  });

  it('allows the same name in another restaurant', async () => {
    await createRole('Commis', [], a1());
    await createRole('Commis', [], b(), tokens.restorerB);
  });

  it('validates with French messages and creates nothing', async () => {
    const before = (await ctx.database.pool.query('select count(*)::int as n from caisse_roles')).rows[0].n;
    const missing = await call('POST', url(a1()), tokens.restorer, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      name: 'Le champ nom est obligatoire',
      permissions: 'Le champ permissions est obligatoire',
    });
    const blank = await call('POST', url(a1()), tokens.restorer, { name: '   ', permissions: [] });
    expect(blank.json().error.fields.name).toBe('Le champ nom est obligatoire');
    const badPermission = await call('POST', url(a1()), tokens.restorer, { name: 'X', permissions: ['fly'] });
    expect(badPermission.statusCode).toBe(400);
    expect(badPermission.json().error.fields['permissions.0']).toBe('Le champ permissions a une valeur non autorisée');
    const extra = await call('POST', url(a1()), tokens.restorer, { name: 'X', permissions: [], admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toContain('admin');
    const long = await call('POST', url(a1()), tokens.restorer, { name: 'x'.repeat(81), permissions: [] });
    expect(long.json().error.fields.name).toBe('Le champ nom doit contenir au plus 80 caractères');
    expect((await ctx.database.pool.query('select count(*)::int as n from caisse_roles')).rows[0].n).toBe(before);
  });
});

describe('GET /caisse/roles', () => {
  it('lists only the restaurant’s roles in the paging envelope, with users counts', async () => {
    const role = await createRole('Caissier liste', ['open_drawer']);
    await addPosUser(a1(), role.id);
    await addPosUser(a1(), role.id, 'Tom');
    await createRole('Rôle de B', [], b(), tokens.restorerB);
    const res = await call('GET', url(a1(), '?per_page=100'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ search: '', order: 'desc', current_page: 1, per_page: 100 });
    expect(body.data.every((r: { name: string }) => r.name !== 'Rôle de B')).toBe(true);
    expect(body.data.find((r: { id: string }) => r.id === role.id)).toMatchObject({ users_count: 2, permissions: ['open_drawer'] });
    const { rows } = await ctx.database.pool.query('select count(*)::int as n from caisse_roles where restaurant_id = $1', [a1()]);
    expect(body.total_entries).toBe(rows[0].n);
  });

  it('searches by name (case-insensitive), sorts and pages', async () => {
    await createRole('Zèbre alpha');
    await createRole('zèbre beta');
    const found = (await call('GET', url(a1(), '?search=ZÈBRE&sort=name&order=asc'))).json();
    expect(found.data.map((r: { name: string }) => r.name)).toEqual(['Zèbre alpha', 'zèbre beta']);
    const desc = (await call('GET', url(a1(), '?search=zèbre&sort=name&order=desc&per_page=1&page=2'))).json();
    expect(desc).toMatchObject({ total_entries: 2, total_pages: 2, current_page: 2 });
    expect(desc.data.map((r: { name: string }) => r.name)).toEqual(['Zèbre alpha']);
    const byUsers = (await call('GET', url(a1(), '?sort=users_count&order=desc&per_page=1'))).json();
    expect(byUsers.data[0].name).toBe('Caissier liste');
  });
});

describe('GET, PUT, DELETE /caisse/roles/:id', () => {
  it('reads one role', async () => {
    const role = await createRole('Lecture', ['x_report']);
    const res = await call('GET', url(a1(), `/${role.id}`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(role);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await call('GET', url(a1(), `/${randomUUID()}`));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Rôle introuvable');
    expect((await call('GET', url(a1(), '/pas-un-id'))).statusCode).toBe(400);
  });

  it('edits name and permissions (200)', async () => {
    const role = await createRole('À modifier', ['refund']);
    const res = await call('PUT', url(a1(), `/${role.id}`), tokens.restorer, {
      name: 'Modifié',
      permissions: ['z_closing', 'see_reports'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: role.id, name: 'Modifié', permissions: ['z_closing', 'see_reports'] });
    expect((await call('GET', url(a1(), `/${role.id}`))).json().name).toBe('Modifié');
  });

  it('lets a role keep its own name in another case, refuses another role’s name (409)', async () => {
    const role = await createRole('Hôte');
    await createRole('Hôtesse');
    const same = await call('PUT', url(a1(), `/${role.id}`), tokens.restorer, { name: 'HÔTE', permissions: [] });
    expect(same.statusCode).toBe(200);
    const taken = await call('PUT', url(a1(), `/${role.id}`), tokens.restorer, { name: 'hôtesse', permissions: [] });
    expect(taken.statusCode).toBe(409);
    expect((await call('GET', url(a1(), `/${role.id}`))).json().name).toBe('HÔTE');
  });

  it('deletes a role nobody holds (204)', async () => {
    const role = await createRole('Éphémère');
    expect((await call('DELETE', url(a1(), `/${role.id}`))).statusCode).toBe(204);
    expect((await call('GET', url(a1(), `/${role.id}`))).statusCode).toBe(404);
    expect((await call('DELETE', url(a1(), `/${role.id}`))).statusCode).toBe(404);
  });

  it('refuses to delete a role POS users hold (409), naming how many', async () => {
    const role = await createRole('Tenu');
    await addPosUser(a1(), role.id);
    const one = await call('DELETE', url(a1(), `/${role.id}`));
    expect(one.statusCode).toBe(409);
    expect(one.json().error.message).toBe(
      "Impossible de supprimer le rôle « Tenu » : il est attribué à 1 utilisateur caisse. Attribuez-leur un autre rôle d'abord.",
    );
    await addPosUser(a1(), role.id, 'Paul');
    await addPosUser(a1(), role.id, 'Inès');
    const three = await call('DELETE', url(a1(), `/${role.id}`));
    expect(three.json().error.message).toContain('attribué à 3 utilisateurs caisse');
    expect((await call('GET', url(a1(), `/${role.id}`))).statusCode).toBe(200);
  });
});

describe('POST /caisse/roles/:id/duplicate', () => {
  it('copies the permissions under "Copie de <nom>", then a free numbered name', async () => {
    const role = await createRole('Barman dup', ['open_drawer', 'x_report']);
    const first = await call('POST', url(a1(), `/${role.id}/duplicate`));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Copie de Barman dup', permissions: ['open_drawer', 'x_report'], users_count: 0 });
    expect(first.json().id).not.toBe(role.id);
    const second = await call('POST', url(a1(), `/${role.id}/duplicate`));
    expect(second.json().name).toBe('Copie de Barman dup (2)');
    const third = await call('POST', url(a1(), `/${role.id}/duplicate`));
    expect(third.json().name).toBe('Copie de Barman dup (3)');
  });

  it('keeps the copy name within 80 characters', async () => {
    const role = await createRole('R'.repeat(80));
    const copy = (await call('POST', url(a1(), `/${role.id}/duplicate`))).json();
    expect(copy.name).toHaveLength(80);
    const again = (await call('POST', url(a1(), `/${role.id}/duplicate`))).json();
    expect(again.name).toHaveLength(80);
    expect(again.name.endsWith(' (2)')).toBe(true);
  });

  it('answers 404 for an unknown role', async () => {
    expect((await call('POST', url(a1(), `/${randomUUID()}/duplicate`))).statusCode).toBe(404);
  });
});

describe('tenant isolation', () => {
  it('never lets restaurant A read or write a role of B through A’s URL (404), and leaves it untouched', async () => {
    const roleB = await createRole('Secret de B', ['refund'], b(), tokens.restorerB);
    for (const token of [tokens.restorer, tokens.admin, tokens.franchisor]) {
      expect((await call('GET', url(a1(), `/${roleB.id}`), token)).statusCode).toBe(404);
      expect((await call('PUT', url(a1(), `/${roleB.id}`), token, { name: 'Volé', permissions: [] })).statusCode).toBe(404);
      expect((await call('POST', url(a1(), `/${roleB.id}/duplicate`), token)).statusCode).toBe(404);
      expect((await call('DELETE', url(a1(), `/${roleB.id}`), token)).statusCode).toBe(404);
    }
    expect((await call('GET', url(b(), `/${roleB.id}`), tokens.restorerB)).json()).toEqual(roleB);
    const { rows } = await ctx.database.pool.query("select count(*)::int as n from caisse_roles where name like 'Copie de Secret%'");
    expect(rows[0].n).toBe(0);
  });

  it('refuses restaurant B’s URL to A’s restorer (403), lets an admin act for B', async () => {
    expect((await call('GET', url(b()))).statusCode).toBe(403);
    expect((await call('POST', url(b()), tokens.restorer, { name: 'Intrus', permissions: [] })).statusCode).toBe(403);
    expect((await call('GET', url(b()), tokens.admin)).statusCode).toBe(200);
  });

  it('refuses a restaurant without the caisse module (403)', async () => {
    const res = await call('GET', url(world.restaurants.a2.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("Ce restaurant n'a pas accès à ce module");
  });
});
