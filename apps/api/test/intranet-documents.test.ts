import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../src/lib/pdf-kit';
import { signPath, urlSecret } from '../src/lib/signed-urls';
import { createTestContext, type TestContext } from './context';
import { addMembers, bearer, createWorld, login, type World } from './fixtures';

/**
 * The intranet's document library (modules/intranet/documents, docs/intranet.md « Documents »): the three authors'
 * areas and their audiences, the readers' refusals, versions and their confirmations, the French full-text search over
 * titles and PDF text, type sniffing and the size limit, signed downloads (never a public address), the follow-up.
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
const a2 = () => world.restaurants.a2.id;
const b = () => world.restaurants.b.id;
const ownerArea = (restaurantId: string) => `restaurants/${restaurantId}/intranet/documents`;
const libraryOf = (restaurantId: string) => `restaurants/${restaurantId}/intranet/library`;

const pdf = (lines: string[]) =>
  renderPdf({ size: 'A4', margin: 50 }, (doc) => {
    for (const line of lines) doc.fontSize(12).text(line);
  });

const multipart = (filename: string, content: Buffer, contentType = 'application/octet-stream') => {
  const boundary = `----fitfit${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

let n = 0;
const create = async (area: string, token: string, over: Record<string, unknown> = {}) => {
  const res = await call('POST', area, token, { title: `Document ${++n}`, folder: 'procedures', audience: 'all', ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; title: string };
};
const upload = (area: string, id: string, token: string, file: ReturnType<typeof multipart>, comment = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/${area}/${id}/versions${comment ? `?comment=${encodeURIComponent(comment)}` : ''}`,
    headers: { ...bearer(token), ...file.headers },
    payload: file.payload,
  });
/** A document with one PDF version, in `area`. */
const deposit = async (area: string, token: string, over: Record<string, unknown> = {}, lines = ['Un document']) => {
  const doc = await create(area, token, over);
  const res = await upload(area, doc.id, token, multipart('document.pdf', await pdf(lines), 'application/pdf'));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; title: string; current: { number: number; has_text: boolean; file_name: string } };
};
const titles = async (restaurantId: string, token: string, query = '') => {
  const res = await call('GET', `${libraryOf(restaurantId)}?per_page=100${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((d: { title: string }) => d.title) as string[];
};

describe('audiences and refusals', () => {
  it('admin, franchisor and owners reach the restaurants of their rule, read at read time; others get 404', async () => {
    const all = await deposit('admin/intranet/documents', tokens.admin);
    const mark = await deposit('admin/intranet/documents', tokens.admin, { audience: 'marks', mark_ids: [world.mark.id] });
    const chosenB = await deposit('admin/intranet/documents', tokens.admin, { audience: 'restaurants', restaurant_ids: [b()] });
    const network = await deposit('franchisor/intranet/documents', tokens.franchisor);
    const team = await deposit(ownerArea(a1()), tokens.restorer, { audience: 'team' });
    const draft = await create(ownerArea(a1()), tokens.restorer, { audience: 'team' }); // no file yet

    const inA1 = await titles(a1(), tokens.manager);
    expect(inA1).toEqual(expect.arrayContaining([all.title, mark.title, network.title, team.title]));
    expect(inA1).not.toContain(chosenB.title);
    expect(inA1).not.toContain(draft.title);
    const inB = await titles(b(), tokens.restorerB);
    expect(inB).toEqual(expect.arrayContaining([all.title, chosenB.title]));
    expect(inB).not.toEqual(expect.arrayContaining([mark.title]));
    expect(inB).not.toContain(network.title);
    expect(inB).not.toContain(team.title);

    // the rule is read at read time: B joins the mark, it sees the mark's and the franchisor's documents at once
    await ctx.database.db.execute(sql`update restaurants set mark_id = ${world.mark.id} where id = ${b()}`);
    expect(await titles(b(), tokens.restorerB)).toEqual(expect.arrayContaining([mark.title, network.title]));
    await ctx.database.db.execute(sql`update restaurants set mark_id = null where id = ${b()}`);

    // another network's restaurant: its document does not exist for B (404), nor its download
    expect((await call('GET', `${libraryOf(b())}/${network.id}`, tokens.restorerB)).statusCode).toBe(404);
    expect((await call('POST', `${libraryOf(b())}/${team.id}/download`, tokens.restorerB)).statusCode).toBe(404);
    expect((await call('GET', `${libraryOf(a1())}/${draft.id}`, tokens.manager)).statusCode).toBe(404);
    // another restaurant's library: 403 (not its restaurant)
    expect((await call('GET', libraryOf(a1()), tokens.restorerB)).statusCode).toBe(403);

    // the audience is checked by the server (the announcements' check)
    const foreign = await call('POST', 'franchisor/intranet/documents', tokens.franchisor, {
      title: 'X',
      folder: 'brand',
      audience: 'restaurants',
      restaurant_ids: [b()],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.fields.restaurant_ids).toBe('Un des restaurants choisis n’est pas dans votre réseau');
    expect((await call('POST', ownerArea(a1()), tokens.restorer, { title: 'X', folder: 'brand', audience: 'all' })).statusCode).toBe(422);
    expect((await call('POST', ownerArea(a1()), tokens.restorer, { title: 'X', folder: 'autre', audience: 'team' })).statusCode).toBe(400);

    // each author sees only its own: another's document answers 404, another area 403
    expect((await call('GET', `franchisor/intranet/documents/${all.id}`, tokens.franchisor)).statusCode).toBe(404);
    expect((await call('GET', `${ownerArea(b())}/${team.id}`, tokens.restorerB)).statusCode).toBe(404);
    expect((await call('GET', 'admin/intranet/documents', tokens.franchisor)).statusCode).toBe(403);
    expect((await call('GET', 'franchisor/intranet/documents', tokens.restorer)).statusCode).toBe(403);
  });

  it('refuses the accountant, the manager as author, a restaurant without the module (403)', async () => {
    expect((await call('GET', libraryOf(a1()), tokens.accountant)).statusCode).toBe(403);
    expect((await call('GET', ownerArea(a1()), tokens.accountant)).statusCode).toBe(403);
    expect((await call('GET', ownerArea(a1()), tokens.manager)).statusCode).toBe(403);
    expect((await call('POST', ownerArea(a1()), tokens.manager, { title: 'X', folder: 'brand', audience: 'team' })).statusCode).toBe(403);
    // A2 does not hold the intranet
    expect((await call('GET', libraryOf(a2()), tokens.restorer)).statusCode).toBe(403);
    expect((await call('GET', `${libraryOf(a2())}/folders`, tokens.manager)).statusCode).toBe(403);
    expect((await call('GET', ownerArea(a2()), tokens.restorer)).statusCode).toBe(403);
    expect((await call('GET', libraryOf(a1()), tokens.saler)).statusCode).toBe(403);
  });
});

describe('versions, confirmation and follow-up', () => {
  it('a new version keeps the history and asks for a new confirmation; « lu » is recorded by the download', async () => {
    const area = 'franchisor/intranet/documents';
    const doc = await deposit(area, tokens.franchisor, { requires_confirmation: true, folder: 'procedures' }, ['Hygiène v1']);
    const path = `${libraryOf(a1())}/${doc.id}`;
    // the admin looks without being counted, and cannot confirm for the restaurant
    expect((await call('POST', `${path}/download`, tokens.admin)).statusCode).toBe(200);
    expect((await call('POST', `${path}/confirm`, tokens.admin)).statusCode).toBe(403);

    expect((await call('GET', path, tokens.manager)).json().read_at).toBeNull();
    expect((await call('POST', `${path}/download`, tokens.manager)).statusCode).toBe(200);
    expect((await call('GET', path, tokens.manager)).json().read_at).not.toBeNull();
    const confirmed = await call('POST', `${path}/confirm`, tokens.manager);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ restaurant_confirmed: true });
    expect(confirmed.json().confirmed_at).not.toBeNull();
    let folders = (await call('GET', `${libraryOf(a1())}/folders`, tokens.manager)).json();
    expect(folders.map((f: { folder: string }) => f.folder)).toEqual(['procedures', 'recipes', 'brand', 'posters']);
    const toConfirmBefore = folders[0].to_confirm;

    let follow = (await call('GET', `${area}/${doc.id}/follow-up`, tokens.franchisor)).json();
    expect(follow).toMatchObject({ version_number: 1, restaurants_count: 1, confirmed_restaurants: 1 });
    expect(follow.restaurants[0].users.find((u: { user_id: string }) => u.user_id === members.manager.id).confirmed_at).not.toBeNull();
    expect(follow.restaurants[0].users.map((u: { user_id: string }) => u.user_id)).not.toContain(members.accountant.id);

    // version 2: the history keeps version 1; the current version is to confirm again
    const v2 = await upload(
      area,
      doc.id,
      tokens.franchisor,
      multipart('hygiene.pdf', await pdf(['Hygiène v2'])),
      'Températures mises à jour',
    );
    expect(v2.statusCode, v2.body).toBe(201);
    expect(v2.json().versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(v2.json().current).toMatchObject({ number: 2, comment: 'Températures mises à jour', is_pdf: true });
    const after = (await call('GET', path, tokens.manager)).json();
    expect(after).toMatchObject({ read_at: null, confirmed_at: null, restaurant_confirmed: false });
    expect(after.versions).toHaveLength(2);
    folders = (await call('GET', `${libraryOf(a1())}/folders`, tokens.manager)).json();
    expect(folders[0].to_confirm).toBe(toConfirmBefore + 1);
    follow = (await call('GET', `${area}/${doc.id}/follow-up`, tokens.franchisor)).json();
    expect(follow).toMatchObject({ version_number: 2, confirmed_restaurants: 0, read_count: 0 });
    // the first version's follow-up is kept
    expect((await call('GET', `${area}/${doc.id}/follow-up?version=1`, tokens.franchisor)).json().confirmed_restaurants).toBe(1);
    const csv = await call('GET', `${area}/${doc.id}/follow-up/export?format=csv&version=1`, tokens.franchisor);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('manager Test');
    const xlsx = await call('GET', `${area}/${doc.id}/follow-up/export?format=xlsx`, tokens.franchisor);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // an older version is still downloadable, an unknown one is not
    expect((await call('POST', `${path}/download?version=1`, tokens.manager)).statusCode).toBe(200);
    expect((await call('POST', `${path}/download?version=9`, tokens.manager)).statusCode).toBe(404);

    // a document that does not ask for it cannot be confirmed; a withdrawn one is gone
    const plain = await deposit(area, tokens.franchisor);
    expect((await call('POST', `${libraryOf(a1())}/${plain.id}/confirm`, tokens.manager)).statusCode).toBe(422);
    expect((await call('DELETE', `${area}/${plain.id}`, tokens.franchisor)).statusCode).toBe(204);
    expect((await call('GET', `${libraryOf(a1())}/${plain.id}`, tokens.manager)).statusCode).toBe(404);
  });
});

describe('search', () => {
  it('finds a PDF by a French word of its text, plural or singular, accents aside; and by its title', async () => {
    const recipe = await deposit(ownerArea(a1()), tokens.restorer, { audience: 'team', folder: 'recipes', title: 'Fiche tartare' }, [
      'Préparation du tartare de bœuf',
      'Hacher les échalotes et les câpres, assaisonner les viandes.',
    ]);
    expect(recipe.current.has_text).toBe(true);
    await deposit(ownerArea(a1()), tokens.restorer, { audience: 'team', folder: 'posters', title: 'Affiche été' }, ['Menu du jour']);

    expect(await titles(a1(), tokens.manager, '&search=échalote')).toEqual(['Fiche tartare']); // singular of the text's plural
    expect(await titles(a1(), tokens.manager, '&search=viande')).toEqual(['Fiche tartare']);
    expect(await titles(a1(), tokens.manager, '&search=capre')).toEqual(['Fiche tartare']); // accents aside
    expect(await titles(a1(), tokens.manager, '&search=tartares')).toEqual(['Fiche tartare']);
    expect(await titles(a1(), tokens.manager, '&search=ete')).toContain('Affiche été');
    expect(await titles(a1(), tokens.manager, '&search=échalote&folder=posters')).toEqual([]);
    expect(await titles(a1(), tokens.manager, '&search=chocolat')).toEqual([]);
  });
});

describe('uploads and downloads', () => {
  it('sniffs the type (a renamed .exe is refused), limits the size, stores an unreadable PDF without text', async () => {
    const area = ownerArea(a1());
    const doc = await create(area, tokens.restorer, { audience: 'team' });
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);
    const refused = await upload(area, doc.id, tokens.restorer, multipart('procedure.pdf', exe, 'application/pdf'));
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toContain('Format non pris en charge');
    const big = await upload(
      area,
      doc.id,
      tokens.restorer,
      multipart('gros.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20_000_001)])),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('Le fichier dépasse la taille maximale de 20 Mo');
    expect((await call('GET', `${area}/${doc.id}`, tokens.restorer)).json().versions).toEqual([]);

    const broken = await upload(area, doc.id, tokens.restorer, multipart('scan.exe', Buffer.from('%PDF-1.4\nnot really a pdf\n%%EOF')));
    expect(broken.statusCode, broken.body).toBe(201);
    // stored, named after its real type, without text
    expect(broken.json().current).toMatchObject({ number: 1, has_text: false, is_pdf: true, file_name: 'scan.pdf' });
    const image = await upload(
      area,
      doc.id,
      tokens.restorer,
      multipart('photo.png', Buffer.from(await import('../src/lib/uploads/png').then((m) => m.placeholderPng('#336699')))),
    );
    expect(image.json().current).toMatchObject({ number: 2, media_type: 'image/png', has_text: false });
  });

  it('downloads by a short signed address only: tampered or expired refused, never a public one', async () => {
    const doc = await deposit(ownerArea(a1()), tokens.restorer, { audience: 'team', title: 'Ouverture' }, ['Procédure d’ouverture']);
    const res = await call('POST', `${libraryOf(a1())}/${doc.id}/download`, tokens.manager);
    expect(res.statusCode, res.body).toBe(200);
    const { url, file_name } = res.json() as { url: string; file_name: string };
    expect(url).toMatch(/^\/media\/intranet-documents\/[0-9a-f-]{36}\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=/);
    expect(file_name).toBe('document.pdf');
    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const tampered = await ctx.app.inject({ method: 'GET', url: url.replace(/signature=./, 'signature=A') });
    expect(tampered.statusCode).toBe(403);
    const [path] = url.split('?');
    const key = path.replace('/media/', '');
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await ctx.app.inject({
      method: 'GET',
      url: signPath(await urlSecret(ctx.database.db), path, `intranet-document:${key}`, past),
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toContain('expiré');
    // another file's signature does not open this one, and the public folder never serves it
    const other = await ctx.app.inject({
      method: 'GET',
      url: `${path.replace(/[0-9a-f]{32}\.pdf$/, `${'0'.repeat(32)}.pdf`)}?${url.split('?')[1]}`,
    });
    expect(other.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${key.replace('intranet-documents/', '')}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
    // the author gets its own link without being counted as a reader
    const own = await call('GET', `${ownerArea(a1())}/${doc.id}/link`, tokens.restorer);
    expect(own.json().url).toMatch(/^\/media\/intranet-documents\//);
  });
});
