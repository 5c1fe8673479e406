import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';
import { addMembers, bearer, createWorld, login, setModules, type World } from './fixtures';

/**
 * The intranet's announcements (modules/intranet, docs/intranet.md): who may write to whom (admin, franchisor,
 * owner), who reads (the restaurants addressed, holding the module), « lu » and « J'ai lu et j'applique » recorded
 * for the restaurant, the author's follow-up and its export, sanitised bodies, accent-insensitive search, the
 * platform's notices.
 */

let ctx: TestContext;
let world: World;
let members: Awaited<ReturnType<typeof addMembers<'manager' | 'accountant'>>>;
const tokens: Record<'admin' | 'restorer' | 'franchisor' | 'saler' | 'restorerB' | 'manager' | 'accountant', string> = {} as never;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx.database.db);
  members = await addMembers(ctx.database.db, world, ['manager', 'accountant']);
  for (const [name, user] of Object.entries({ ...world.users, ...members }))
    tokens[name as keyof typeof tokens] = await login(ctx.app, user.email);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), payload: payload as never });
const a1 = () => world.restaurants.a1.id;
const b = () => world.restaurants.b.id;
const owner = (restaurantId: string) => `restaurants/${restaurantId}/intranet/announcements`;
const feedOf = (restaurantId: string) => `restaurants/${restaurantId}/intranet/feed`;

let n = 0;
const announcement = (over: Record<string, unknown> = {}) => ({
  title: `Annonce ${++n}`,
  body_html: '<p>Bonjour à tous</p>',
  audience: 'all',
  ...over,
});
const publish = async (path: string, token: string, over: Record<string, unknown> = {}) => {
  const res = await call('POST', path, token, announcement(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; title: string; body_html: string; status: string };
};
/** The titles a restaurant's feed shows to `token`. */
const titles = async (restaurantId: string, token: string, query = '') => {
  const res = await call('GET', `${feedOf(restaurantId)}?per_page=100${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((i: { title: string }) => i.title) as string[];
};

describe('audiences', () => {
  it('admin: all restaurants, those of a mark, those holding a module, chosen ones — evaluated at read time', async () => {
    const all = await publish('admin/intranet/announcements', tokens.admin);
    const mark = await publish('admin/intranet/announcements', tokens.admin, { audience: 'marks', mark_ids: [world.mark.id] });
    const music = await publish('admin/intranet/announcements', tokens.admin, { audience: 'modules', module_codes: ['fitfit_music'] });
    const chosen = await publish('admin/intranet/announcements', tokens.admin, { audience: 'restaurants', restaurant_ids: [b()] });

    expect(await titles(a1(), tokens.restorer)).toEqual(expect.arrayContaining([all.title, mark.title, music.title]));
    expect(await titles(a1(), tokens.restorer)).not.toContain(chosen.title);
    expect(await titles(b(), tokens.restorerB)).toEqual(expect.arrayContaining([all.title, music.title, chosen.title]));
    expect(await titles(b(), tokens.restorerB)).not.toContain(mark.title);
    // B gives up music: the rule is read again, the announcement leaves its feed
    await setModules(ctx.database.db, b(), ['fitfit_pnl', 'fitfit_caisse', 'fitfit_intranet']);
    expect(await titles(b(), tokens.restorerB)).not.toContain(music.title);
    // a user of a restaurant not addressed: 404, as if it did not exist
    expect((await call('GET', `${feedOf(a1())}/${chosen.id}`, tokens.restorer)).statusCode).toBe(404);
    expect((await call('GET', `${feedOf(b())}/${mark.id}`, tokens.restorerB)).statusCode).toBe(404);
    // refusals of the admin's audience
    const noMark = await call('POST', 'admin/intranet/announcements', tokens.admin, announcement({ audience: 'marks' }));
    expect(noMark.statusCode).toBe(422);
    expect(noMark.json().error.fields.mark_ids).toBe('Choisissez au moins une marque');
    const team = await call('POST', 'admin/intranet/announcements', tokens.admin, announcement({ audience: 'team' }));
    expect(team.statusCode).toBe(422);
  });

  it('franchisor: its marks’ restaurants, all or chosen; another’s restaurant is refused (422)', async () => {
    const all = await publish('franchisor/intranet/announcements', tokens.franchisor);
    const one = await publish('franchisor/intranet/announcements', tokens.franchisor, { audience: 'restaurants', restaurant_ids: [a1()] });
    expect(await titles(a1(), tokens.restorer)).toEqual(expect.arrayContaining([all.title, one.title]));
    expect(await titles(b(), tokens.restorerB)).not.toContain(all.title);

    const other = await call(
      'POST',
      'franchisor/intranet/announcements',
      tokens.franchisor,
      announcement({ audience: 'restaurants', restaurant_ids: [b()] }),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.fields.restaurant_ids).toBe('Un des restaurants choisis n’est pas dans votre réseau');
    const marks = await call(
      'POST',
      'franchisor/intranet/announcements',
      tokens.franchisor,
      announcement({ audience: 'marks', mark_ids: [world.mark.id] }),
    );
    expect(marks.statusCode).toBe(422);
    // its choices: its mark and its restaurants only
    const choices = (await call('GET', 'franchisor/intranet/audience-choices', tokens.franchisor)).json();
    expect(choices.marks.map((m: { id: string }) => m.id)).toEqual([world.mark.id]);
    expect(choices.restaurants.map((r: { id: string }) => r.id).sort()).toEqual([a1(), world.restaurants.a2.id].sort());
    // the admin's and the restaurant's areas are not its own
    expect((await call('GET', 'admin/intranet/announcements', tokens.franchisor)).statusCode).toBe(403);
    expect((await call('GET', owner(a1()), tokens.franchisor)).statusCode).toBe(403);
    // and it sees only its own announcements in its list
    expect((await call('GET', `franchisor/intranet/announcements/${one.id}`, tokens.admin)).statusCode).toBe(403);
  });

  it('owner: its own team only; managers and accountants do not write (403)', async () => {
    const team = await publish(owner(a1()), tokens.restorer, { audience: 'team' });
    expect(await titles(a1(), tokens.manager)).toContain(team.title);
    expect(await titles(b(), tokens.restorerB)).not.toContain(team.title);
    expect((await call('GET', `${feedOf(a1())}/${team.id}`, tokens.restorerB)).statusCode).toBe(403); // not its restaurant
    expect((await call('GET', `${feedOf(b())}/${team.id}`, tokens.restorerB)).statusCode).toBe(404);

    expect((await call('POST', owner(a1()), tokens.restorer, announcement({ audience: 'all' }))).statusCode).toBe(422);
    expect((await call('POST', owner(a1()), tokens.manager, announcement({ audience: 'team' }))).statusCode).toBe(403);
    expect((await call('POST', owner(a1()), tokens.accountant, announcement({ audience: 'team' }))).statusCode).toBe(403);
    expect((await call('GET', owner(a1()), tokens.accountant)).statusCode).toBe(403);
    // another restaurant's owner does not see nor change it
    expect((await call('GET', `${owner(b())}/${team.id}`, tokens.restorerB)).statusCode).toBe(404);
    expect((await call('DELETE', `${owner(b())}/${team.id}`, tokens.restorerB)).statusCode).toBe(404);
  });

  it('refuses a restaurant without the module (403), and reaches every restaurant’s home with the platform’s news', async () => {
    const a2 = world.restaurants.a2.id;
    expect((await call('GET', feedOf(a2), tokens.restorer)).statusCode).toBe(403);
    expect((await call('POST', owner(a2), tokens.restorer, announcement({ audience: 'team' }))).statusCode).toBe(403);
    const news = await publish('admin/intranet/announcements', tokens.admin, { title: 'Nouveauté : export FEC', pinned: true });
    const marks = await publish('admin/intranet/announcements', tokens.admin, { audience: 'marks', mark_ids: [world.mark.id] });
    for (const token of [tokens.restorer, tokens.saler, tokens.accountant]) {
      const res = await call('GET', 'intranet/notices', token);
      expect(res.statusCode).toBe(200);
      const ids = res.json().map((x: { id: string }) => x.id);
      expect(ids).toContain(news.id);
      expect(ids).not.toContain(marks.id);
    }
  });
});

describe('reading and confirming', () => {
  it('records « lu » and the confirmation with the restaurant; a manager’s confirmation counts for the restaurant', async () => {
    const procedure = await publish(owner(a1()), tokens.restorer, {
      audience: 'team',
      title: 'Procédure de nettoyage de la hotte',
      requires_confirmation: true,
    });
    const before = (await call('GET', `${feedOf(a1())}/unread`, tokens.manager)).json();
    expect(before.unread_count).toBeGreaterThanOrEqual(1);

    const opened = await call('GET', `${feedOf(a1())}/${procedure.id}`, tokens.manager);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ read_at: expect.any(String), confirmed_at: null, restaurant_confirmed: false });
    expect((await call('GET', `${feedOf(a1())}/unread`, tokens.manager)).json().unread_count).toBe(before.unread_count - 1);

    // the accountant only reads the caisse and the PNL: neither the feed nor a confirmation
    expect((await call('POST', `${feedOf(a1())}/${procedure.id}/confirm`, tokens.accountant)).statusCode).toBe(403);
    // an admin looking at the restaurant is not one of its people
    expect((await call('POST', `${feedOf(a1())}/${procedure.id}/confirm`, tokens.admin)).statusCode).toBe(403);

    const confirmed = await call('POST', `${feedOf(a1())}/${procedure.id}/confirm`, tokens.manager);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ confirmed_at: expect.any(String), restaurant_confirmed: true });
    // the owner has not confirmed, but its restaurant has
    expect((await call('GET', `${feedOf(a1())}/${procedure.id}`, tokens.restorer)).json()).toMatchObject({
      confirmed_at: null,
      restaurant_confirmed: true,
    });

    const { rows } = await ctx.database.pool.query(
      'select restaurant_id, user_id, read_at, confirmed_at from intranet_receipts where announcement_id = $1 order by read_at',
      [procedure.id],
    );
    expect(rows.map((r) => [r.restaurant_id, r.user_id, r.confirmed_at !== null])).toEqual([
      [a1(), members.manager.id, true],
      [a1(), world.users.restorer.id, false],
    ]);

    const plain = await publish(owner(a1()), tokens.restorer, { audience: 'team' });
    expect((await call('POST', `${feedOf(a1())}/${plain.id}/confirm`, tokens.manager)).statusCode).toBe(422);
  });

  it('gives the author its follow-up, per restaurant and person, and exports it', async () => {
    const recipe = await publish('franchisor/intranet/announcements', tokens.franchisor, {
      title: 'Nouvelle fiche recette : tartare',
      requires_confirmation: true,
    });
    await call('GET', `${feedOf(a1())}/${recipe.id}`, tokens.restorer);
    await call('POST', `${feedOf(a1())}/${recipe.id}/confirm`, tokens.manager);
    const res = await call('GET', `franchisor/intranet/announcements/${recipe.id}/follow-up`, tokens.franchisor);
    expect(res.statusCode).toBe(200);
    const follow = res.json();
    // A1 only: A2 does not hold the intranet, B is not of its marks
    expect(follow).toMatchObject({ restaurants_count: 1, users_count: 2, read_count: 2, confirmed_restaurants: 1 });
    expect(follow.restaurants[0]).toMatchObject({
      restaurant_id: a1(),
      users_count: 2,
      read_count: 2,
      confirmed_count: 1,
      confirmed: true,
    });
    // the accountant is not among the people addressed (it reads the caisse and the PNL only)
    expect(follow.restaurants[0].users.map((u: { user_id: string }) => u.user_id)).not.toContain(members.accountant.id);

    const csv = await call('GET', `franchisor/intranet/announcements/${recipe.id}/follow-up/export?format=csv`, tokens.franchisor);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Restaurant;Personne;Accès;Lu le;Confirmé le');
    expect(csv.body).toContain(`${world.restaurants.a1.name};manager Test;Gérant;`);
    const xlsx = await call('GET', `franchisor/intranet/announcements/${recipe.id}/follow-up/export?format=xlsx`, tokens.franchisor);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // nobody else's follow-up
    expect((await call('GET', `admin/intranet/announcements/${recipe.id}/follow-up`, tokens.admin)).statusCode).toBe(404);
    expect((await call('GET', `${owner(a1())}/${recipe.id}/follow-up`, tokens.restorer)).statusCode).toBe(404);
  });
});

describe('writing', () => {
  it('sanitises the body on the server: no script, no event attribute, images from our uploads only', async () => {
    const created = await publish(owner(a1()), tokens.restorer, {
      audience: 'team',
      body_html:
        '<p onclick="x()">Lire <strong>ceci</strong> <a href="javascript:alert(1)">piège</a> <a href="https://fitfit.example/doc">doc</a></p>' +
        '<script>alert(1)</script><img src="https://evil.example/x.png" onerror="alert(1)"><img src="/uploads/hotte.png" onerror="alert(1)" alt="Hotte"><iframe src="https://evil.example"></iframe>',
    });
    expect(created.body_html).not.toMatch(/script|onerror|onclick|javascript|iframe|evil/);
    expect(created.body_html).toContain('<strong>ceci</strong>');
    expect(created.body_html).toContain('<a href="https://fitfit.example/doc" target="_blank" rel="noopener noreferrer">doc</a>');
    // not the exact address of one of our uploads (intranet-images.test.ts keeps a real one): dropped
    expect(created.body_html).not.toContain('hotte');
    const empty = await call('POST', owner(a1()), tokens.restorer, announcement({ audience: 'team', body_html: '<script>x</script>' }));
    expect(empty.statusCode).toBe(422);
  });

  it('schedules, expires, updates and withdraws; the feed shows the pinned first and searches without accents', async () => {
    const later = await publish(owner(a1()), tokens.restorer, {
      audience: 'team',
      publish_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(later.status).toBe('scheduled');
    const pinned = await publish(owner(a1()), tokens.restorer, { audience: 'team', pinned: true, title: 'Carte d’été : à lire' });
    const feed = await titles(a1(), tokens.manager);
    expect(feed).not.toContain(later.title);
    expect(feed[0]).toBe(pinned.title);
    expect(await titles(a1(), tokens.manager, '&search=CARTE%20D%E2%80%99ETE')).toEqual([pinned.title]);
    expect(await titles(a1(), tokens.manager, '&search=hiver')).toEqual([]);

    const bad = await call(
      'PUT',
      `${owner(a1())}/${pinned.id}`,
      tokens.restorer,
      announcement({
        audience: 'team',
        publish_at: '2026-01-02T10:00:00.000Z',
        expires_at: '2026-01-01T10:00:00.000Z',
      }),
    );
    expect(bad.statusCode).toBe(400);
    const renamed = await call(
      'PUT',
      `${owner(a1())}/${pinned.id}`,
      tokens.restorer,
      announcement({ audience: 'team', title: 'Carte d’été (v2)' }),
    );
    expect(renamed.json()).toMatchObject({ title: 'Carte d’été (v2)', status: 'published' });
    const list = (await call('GET', `${owner(a1())}?search=ete%20(v2)`, tokens.restorer)).json();
    expect(list.data.map((a: { id: string }) => a.id)).toEqual([pinned.id]);

    expect((await call('DELETE', `${owner(a1())}/${pinned.id}`, tokens.restorer)).statusCode).toBe(204);
    expect(await titles(a1(), tokens.manager)).not.toContain('Carte d’été (v2)');
    expect((await call('GET', `${feedOf(a1())}/${pinned.id}`, tokens.manager)).statusCode).toBe(404);
    expect((await call('GET', `${owner(a1())}/${pinned.id}`, tokens.restorer)).statusCode).toBe(404);
  });
});
