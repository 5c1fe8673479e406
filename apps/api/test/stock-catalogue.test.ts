import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login } from './fixtures';

/** The platform stock catalogue (SPEC §7 admin/stock, PRODUCT §4): providers, categories, products, price lists. */
let ctx: TestContext;
let admin: string;
let restorer: string;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  const world = await createWorld(ctx.database.db);
  [admin, restorer] = await Promise.all([login(ctx.app, world.users.admin.email), login(ctx.app, world.users.restorer.email)]);
});
afterAll(() => ctx.close());

const call = (method: string, url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method: method as 'GET', url: `/api/v1/admin/stock/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const provider = {
  name: 'Primeurs Test',
  contact_name: 'Claire',
  email: 'commandes@primeurs.example',
  phone: null,
  address: null,
  delivery_days: [5, 1, 1],
  lead_time_days: 1,
  minimum_order_cents: 8000,
};
let providerId: string;
let categoryId: string;
const product = () => ({
  name: 'Crème liquide 35 %',
  category_id: categoryId,
  provider_id: providerId,
  unit: 'L',
  package_label: 'carton 6 × 1 L',
  package_base_quantity: 6000,
  package_price_cents: 2350,
  vat_rate_bp: 550,
  reference: 'CR-35',
  allergens: ['milk'],
});

describe('providers and categories', () => {
  it('creates a provider with its delivery days sorted and deduplicated (201)', async () => {
    const res = await call('POST', 'providers', provider);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Primeurs Test', delivery_days: [1, 5], minimum_order_cents: 8000, product_count: 0 });
    providerId = res.json().id;
    const category = await call('POST', 'categories', { name: 'Produits laitiers' });
    expect(category.statusCode).toBe(201);
    categoryId = category.json().id;
  });

  it('refuses a bad e-mail, a missing lead time and a duplicate name in French', async () => {
    const bad = await call('POST', 'providers', { ...provider, name: 'Autre', email: 'pas-un-mail', lead_time_days: undefined });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe("L'adresse e-mail n'est pas valide");
    expect(bad.json().error.fields.lead_time_days).toBe('Le champ délai de livraison est obligatoire');
    const twice = await call('POST', 'providers', provider);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Un fournisseur porte déjà ce nom');
    expect((await call('POST', 'categories', { name: 'Produits laitiers' })).json().error.message).toBe('Une catégorie porte déjà ce nom');
  });

  it('answers 404 for an unknown provider and 403 to a restorer', async () => {
    const unknown = await call('GET', `providers/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Fournisseur introuvable');
    for (const path of ['providers', 'categories', 'products']) expect((await call('GET', path, undefined, restorer)).statusCode).toBe(403);
    expect((await call('DELETE', `providers/${providerId}`, undefined, restorer)).statusCode).toBe(403);
  });
});

describe('products', () => {
  let id: string;

  it('converts packages to the gram, millilitre or piece: price per stock unit', async () => {
    const res = await call('POST', 'products', product());
    expect(res.statusCode, res.body).toBe(201);
    // 23,50 € for 6 000 mL → 3,9166… €/L, rounded to the cent
    expect(res.json()).toMatchObject({
      unit: 'L',
      package_base_quantity: 6000,
      unit_price_cents: 392,
      archived: false,
      allergens: ['milk'],
    });
    id = res.json().id;
    const flour = await call('POST', 'products', {
      ...product(),
      name: 'Farine T55',
      unit: 'kg',
      package_label: 'sac 25 kg',
      package_base_quantity: 25_000,
      package_price_cents: 2150,
      reference: 'FA-55',
      allergens: ['gluten'],
    });
    expect(flour.json().unit_price_cents).toBe(86);
    const eggs = await call('POST', 'products', {
      ...product(),
      name: 'Œufs',
      unit: 'piece',
      package_label: 'plateau 30 œufs',
      package_base_quantity: 30,
      package_price_cents: 690,
      reference: 'OE-30',
      allergens: ['eggs'],
    });
    expect(eggs.json().unit_price_cents).toBe(23);
  });

  it('refuses an unknown unit, an empty package, an unknown allergen, a reused reference', async () => {
    const bad = await call('POST', 'products', { ...product(), unit: 'g', package_base_quantity: 0, allergens: ['pollen'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      unit: 'Le champ unité de stock a une valeur non autorisée',
      package_base_quantity: 'Le champ contenance du conditionnement doit être supérieur ou égal à 1',
      'allergens.0': 'Le champ allergènes a une valeur non autorisée',
    });
    const again = await call('POST', 'products', { ...product(), name: 'Autre crème' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.reference).toBe('Ce fournisseur a déjà un produit avec cette référence');
    const ghost = await call('POST', 'products', { ...product(), reference: 'X', category_id: randomUUID() });
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().error.fields.category_id).toBe('Cette catégorie n’existe pas');
  });

  it('keeps the old price in the history when the price changes, not otherwise', async () => {
    await call('PUT', `products/${id}`, { ...product(), name: 'Crème 35 %' });
    const res = await call('PUT', `products/${id}`, { ...product(), package_price_cents: 2490 });
    expect(res.json().unit_price_cents).toBe(415);
    const history = (await call('GET', `products/${id}/prices`)).json().data;
    expect(history.map((h: { package_price_cents: number }) => h.package_price_cents)).toEqual([2350, 2490]);
    expect(history.map((h: { source: string }) => h.source)).toEqual(['manual', 'manual']);
  });

  it('filters by provider, category and search; the provider counts its products', async () => {
    const list = (await call('GET', `products?provider_id=${providerId}&category_id=${categoryId}&search=crème`)).json();
    expect(list.data.map((p: { name: string }) => p.name)).toEqual(['Crème liquide 35 %']);
    expect(list.data[0]).toMatchObject({ provider_name: 'Primeurs Test', category_name: 'Produits laitiers' });
    expect((await call('GET', `providers/${providerId}`)).json().product_count).toBe(3);
  });

  it('refuses to delete a provider or a category that products use (409)', async () => {
    const p = await call('DELETE', `providers/${providerId}`);
    expect(p.statusCode).toBe(409);
    expect(p.json().error.message).toBe('Impossible de supprimer ce fournisseur : 3 produits du catalogue en dépendent.');
    const c = await call('DELETE', `categories/${categoryId}`);
    expect(c.json().error.message).toBe('Impossible de supprimer cette catégorie : 3 produits du catalogue y sont rangés.');
  });

  it('deletes an unused product, archives a used one (its key from any order, inventory or recipe restricts)', async () => {
    const eggs = (await call('GET', 'products?search=Œufs')).json().data[0];
    expect((await call('DELETE', `products/${eggs.id}`)).json()).toEqual({ outcome: 'deleted' });
    expect((await call('GET', `products/${eggs.id}`)).statusCode).toBe(404);
    // a table pointing at the product, as order lines do
    await ctx.database.db.execute(sql`create table product_users (product_id uuid references stock_products(id))`);
    await ctx.database.db.execute(sql`insert into product_users values (${id})`);
    expect((await call('DELETE', `products/${id}`)).json()).toEqual({ outcome: 'archived' });
    expect((await call('GET', `products/${id}`)).json().archived).toBe(true);
    expect((await call('GET', 'products?search=crème')).json().total_entries).toBe(0);
    expect((await call('GET', 'products?search=crème&archived=true')).json().total_entries).toBe(1);
    expect((await call('GET', `products/${id}/prices`)).json().data).toHaveLength(2);
  });
});

describe('provider price list import', () => {
  const upload = (file: Buffer, filename: string, mode: 'preview' | 'import') => {
    const boundary = `----fitfit${Date.now()}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/stock/providers/${providerId}/price-list?mode=${mode}`,
      headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  };
  const csv = (rows: string[]) =>
    Buffer.from(['Référence;Désignation;Catégorie;Unité;Conditionnement;Contenance;Prix HT;TVA', ...rows].join('\n'));
  const prices = async (reference: string) =>
    (
      await ctx.database.db.execute<{ price: number }>(
        sql`select h.package_price_cents as price from stock_product_prices h join stock_products p on p.id = h.product_id
          where p.reference = ${reference} order by h.valid_from, h.id`,
      )
    ).rows.map((r) => r.price);

  const wrong = csv([
    'FA-55;Farine T55;;;;;22,90;',
    'BE-01;Beurre doux;Produits laitiers;kg;carton 10 × 500 g;5;42,90;5,5',
    'XX-01;Truffe;Champignons;g;boîte;1;abc;5,5',
    'BE-01;Beurre doux;Produits laitiers;kg;carton 10 × 500 g;5;42,90;5,5',
  ]);

  it('previews every row: update, create and per-row French errors, writing nothing', async () => {
    const res = await upload(wrong, 'tarifs.csv', 'preview');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ create: 1, update: 1, unchanged: 0, error: 2 });
    expect(body.rows[0]).toMatchObject({ line: 2, action: 'update', previous_price_cents: 2150, package_price_cents: 2290 });
    expect(body.rows[1]).toMatchObject({ line: 3, action: 'create', package_price_cents: 4290 });
    expect(body.rows[2].errors).toEqual([
      'Le prix HT doit être un nombre (ex. 12,50)',
      'La catégorie « Champignons » n’existe pas',
      'L’unité doit être kg, L ou pièce',
    ]);
    expect(body.rows[3].errors).toEqual(['Cette référence apparaît plusieurs fois dans le fichier']);
    expect(await prices('FA-55')).toEqual([2150]);
  });

  it('imports nothing while a row is wrong (422), everything once the file is right', async () => {
    const refused = await upload(wrong, 'tarifs.csv', 'import');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Rien n’a été importé : 2 lignes en erreur. Corrigez le fichier puis recommencez.');
    expect(await prices('BE-01')).toEqual([]);
    const right = csv(['FA-55;Farine T55;;;;;22,90;', 'BE-01;Beurre doux;Produits laitiers;kg;carton 10 × 500 g;5;42,90;5,5']);
    const res = await upload(right, 'tarifs.csv', 'import');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: true, counts: { create: 1, update: 1, unchanged: 0, error: 0 } });
    expect(await prices('FA-55')).toEqual([2150, 2290]);
    const butter = (await call('GET', 'products?search=Beurre')).json().data[0];
    expect(butter).toMatchObject({ unit: 'kg', package_base_quantity: 5000, unit_price_cents: 858, vat_rate_bp: 550 });
  });

  it('reads an XLSX price list the same way; an unchanged price adds no history', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Tarifs');
    sheet.addRow(['reference', 'designation', 'categorie', 'unite', 'conditionnement', 'contenance', 'prix_ht', 'tva']);
    sheet.addRow(['FA-55', 'Farine T55', '', '', '', '', 22.9, '']);
    sheet.addRow(['BE-01', 'Beurre doux', '', '', '', '', '44,50', '']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(file, 'tarifs.xlsx', 'import');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({ create: 0, update: 1, unchanged: 1, error: 0 });
    expect(await prices('FA-55')).toEqual([2150, 2290]);
    expect(await prices('BE-01')).toEqual([4290, 4450]);
  });

  it('refuses a file without the expected columns with a French 400', async () => {
    const res = await upload(Buffer.from('nom,prix\nFarine,12'), 'x.csv', 'preview');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Colonnes manquantes dans la première ligne : reference, designation, categorie/);
  });
});
