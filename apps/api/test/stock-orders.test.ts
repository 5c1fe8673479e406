import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';
import { pdfText } from './pdf-text';

/** Orders to providers (PRODUCT §4 "commands"): drafts, suggested quantities, sending, receptions, refusals, tenancy. */
let ctx: TestContext;
let world: World;
let dataDir: string;
const tokens: Record<'admin' | 'restorer' | 'restorerB', string> = { admin: '', restorer: '', restorerB: '' };
let provider: { id: string };
let other: { id: string };
let cream: { id: string };
let flour: { id: string };
let foreign: { id: string };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fitfit-stock-'));
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000', DATA_DIR: dataDir });
  world = await createWorld(ctx.database.db);
  [tokens.admin, tokens.restorer, tokens.restorerB] = await Promise.all([
    login(ctx.app, world.users.admin.email),
    login(ctx.app, world.users.restorer.email),
    login(ctx.app, world.users.restorerB.email),
  ]);
  const admin = async (url: string, payload: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/stock/${url}`, headers: bearer(tokens.admin), payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const supplier = (name: string) => ({ name, email: `${name}@fournisseur.example`, lead_time_days: 1, minimum_order_cents: 10_000 });
  [provider, other] = [await admin('providers', supplier('cremerie')), await admin('providers', supplier('autre'))];
  const category = await admin('categories', { name: 'Crèmerie' });
  const product = (name: string, p: { id: string }, price: number) => ({
    name,
    category_id: category.id,
    provider_id: p.id,
    unit: 'L',
    package_label: 'carton 6 × 1 L',
    package_base_quantity: 6000,
    package_price_cents: price,
    vat_rate_bp: 550,
  });
  cream = await admin('products', product('Crème 35 %', provider, 2350));
  flour = await admin('products', {
    ...product('Farine', provider, 2150),
    unit: 'kg',
    package_label: 'sac 25 kg',
    package_base_quantity: 25_000,
  });
  foreign = await admin('products', product('Lait', other, 690));
});
afterAll(() => ctx.close());

const call = (method: string, url: string, payload?: unknown, token = tokens.restorer, restaurantId = world.restaurants.a1.id) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api/v1/restaurants/${restaurantId}/stock/${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const adminCall = (method: string, url: string) =>
  ctx.app.inject({ method: method as 'GET', url: `/api/v1/admin/stock/${url}`, headers: bearer(tokens.admin) });

describe('an order from draft to received', () => {
  let id: string;
  let lines: { id: string; product_id: string }[];

  it('creates a draft with lines at the current prices, numbered, under the minimum order', async () => {
    const res = await call('POST', 'orders', { provider_id: provider.id, lines: [{ product_id: cream.id, ordered_packages: 3 }] });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      number: 1,
      reference: 'BC-000001',
      status: 'draft',
      total_cents: 7050,
      below_minimum: true,
      minimum_order_cents: 10_000,
    });
    expect(order.lines[0]).toMatchObject({ product_name: 'Crème 35 %', ordered_packages: 3, package_price_cents: 2350, total_cents: 7050 });
    id = order.id;
  });

  it('refuses another provider’s product and a product twice (422)', async () => {
    const foreignLine = await call('PUT', `orders/${id}`, { lines: [{ product_id: foreign.id, ordered_packages: 1 }] });
    expect(foreignLine.statusCode).toBe(422);
    expect(foreignLine.json().error.message).toBe('Chaque produit doit être un produit actif de ce fournisseur');
    const twice = await call('PUT', `orders/${id}`, {
      lines: [
        { product_id: cream.id, ordered_packages: 1 },
        { product_id: cream.id, ordered_packages: 2 },
      ],
    });
    expect(twice.json().error.message).toBe('Un produit ne peut figurer qu’une fois dans la commande');
  });

  it('refuses to receive a draft and to send an empty one (409)', async () => {
    const early = await call('POST', `orders/${id}/receive`, { lines: [] });
    expect(early.statusCode).toBe(400);
    const empty = (await call('POST', 'orders', { provider_id: provider.id, lines: [] })).json();
    expect((await call('GET', `orders/${empty.id}/preview`)).statusCode).toBe(409);
    const res = await call('POST', `orders/${empty.id}/send`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Une commande sans ligne ne peut pas être envoyée.');
  });

  it('sends the draft: a French PDF purchase order e-mailed to the provider, status sent', async () => {
    const updated = await call('PUT', `orders/${id}`, {
      expected_on: '2026-12-01',
      note: 'Livrer avant 10 h',
      lines: [
        { product_id: cream.id, ordered_packages: 4 },
        { product_id: flour.id, ordered_packages: 2 },
      ],
    });
    expect(updated.json()).toMatchObject({ total_cents: 4 * 2350 + 2 * 2150, below_minimum: false });
    lines = updated.json().lines;
    // what will be sent, read before sending: the same e-mail and PDF, nothing sent yet
    const preview = await call('GET', `orders/${id}/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      to: 'cremerie@fournisseur.example',
      subject: `Bon de commande BC-000001 — ${world.restaurants.a1.name}`,
      attachment_filename: 'BC-000001.pdf',
    });
    expect(preview.json().text).toContain('Livraison souhaitée le 01/12/2026.');
    const draftPdf = await call('GET', `orders/${id}/purchase-order.pdf`);
    expect(draftPdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(draftPdf.rawPayload)).toContain('Total HT : 137,00 €');
    expect((await readdir(path.join(dataDir, 'mail')).catch(() => [])).filter((n) => n.endsWith('.eml'))).toHaveLength(0);
    expect((await call('GET', `orders/${id}`)).json().status).toBe('draft');
    const res = await call('POST', `orders/${id}/send`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sent', sent_to: 'cremerie@fournisseur.example' });
    const dir = path.join(dataDir, 'mail');
    const [file] = (await readdir(dir)).filter((n) => n.endsWith('.eml'));
    const mail = await simpleParser(await readFile(path.join(dir, file)));
    expect(mail.subject).toBe(`Bon de commande BC-000001 — ${world.restaurants.a1.name}`);
    expect(mail.text).toContain('Livraison souhaitée le 01/12/2026.');
    const text = await pdfText(mail.attachments[0].content);
    expect(text).toContain('Bon de commande BC-000001');
    expect(text).toContain('Crème 35 %');
    expect(text).toContain('Total HT : 137,00 €');
  });

  it('refuses to edit, delete or send a sent order, with French messages (409)', async () => {
    const edit = await call('PUT', `orders/${id}`, { lines: [] });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('Seule une commande en brouillon peut être modifiée.');
    const remove = await call('DELETE', `orders/${id}`);
    expect(remove.json().error.message).toBe(
      'Seule une commande en brouillon peut être supprimée : une commande envoyée s’annule, une commande reçue reste.',
    );
    expect((await adminCall('DELETE', `commands/${id}`)).statusCode).toBe(409);
  });

  it('receives part of it at a new price: partially received, the mercuriale takes the price, flagged', async () => {
    const creamLine = lines.find((l) => l.product_id === cream.id) as { id: string };
    const res = await call('POST', `orders/${id}/receive`, { lines: [{ line_id: creamLine.id, packages: 2, package_price_cents: 2490 }] });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order.status).toBe('partially_received');
    expect(order.received_total_cents).toBe(2 * 2490);
    expect(order.lines.find((l: { id: string }) => l.id === creamLine.id)).toMatchObject({
      received_packages: 2,
      received_price_cents: 2490,
      price_changed: true,
    });
    const product = await adminCall('GET', `products/${cream.id}`);
    expect(product.json()).toMatchObject({ package_price_cents: 2490, unit_price_cents: 415 });
    const history = (await adminCall('GET', `products/${cream.id}/prices`)).json().data;
    expect(history.map((h: { source: string; package_price_cents: number }) => [h.source, h.package_price_cents])).toEqual([
      ['manual', 2350],
      ['delivery', 2490],
    ]);
  });

  it('refuses to cancel a partly received order; receiving the rest makes it received, then nothing more', async () => {
    const cancel = await call('POST', `orders/${id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe('Une commande déjà réceptionnée, même en partie, ne peut plus être annulée.');
    const res = await call('POST', `orders/${id}/receive`, {
      lines: lines.map((l) => ({ line_id: l.id, packages: 2, package_price_cents: l.product_id === cream.id ? 2490 : 2150 })),
    });
    expect(res.json()).toMatchObject({ status: 'received', received_total_cents: 4 * 2490 + 2 * 2150 });
    const again = await call('POST', `orders/${id}/receive`, { lines: [{ line_id: lines[0].id, packages: 1, package_price_cents: 1 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Une commande déjà reçue ne peut plus être réceptionnée.');
  });

  it('suggests, for a new draft without lines, the weekly average received over four weeks (rounded up)', async () => {
    const res = await call('POST', 'orders', { provider_id: provider.id });
    const suggested = res.json().lines.map((l: { product_name: string; ordered_packages: number }) => [l.product_name, l.ordered_packages]);
    // cream: 2 + 2 = 4 packages in four weeks → 1 a week; flour: 2 → 0,5 → 1
    expect(suggested).toEqual([
      ['Crème 35 %', 1],
      ['Farine', 1],
    ]);
  });

  it('the mercuriale shows current prices per package and per unit and this restaurant’s last purchase price', async () => {
    const mine = (await call('GET', `mercuriales?provider_id=${provider.id}&search=crème`)).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ package_price_cents: 2490, unit_price_cents: 415, last_purchase_price_cents: 2490 });
    const theirs = (await call('GET', `mercuriales?search=crème`, undefined, tokens.restorerB, world.restaurants.b.id)).json().data;
    expect(theirs[0].last_purchase_price_cents).toBeNull();
    const history = (await call('GET', `mercuriales/${cream.id}/prices`)).json().data;
    expect(history).toHaveLength(2);
  });

  it('archives, not deletes, a product an order used', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/stock/products/${flour.id}`, headers: bearer(tokens.admin) });
    expect(res.json()).toEqual({ outcome: 'archived' });
  });
});

describe('cancel and delete', () => {
  it('cancels a sent order; a canceled order cannot be received or canceled again', async () => {
    const draft = (
      await call('POST', 'orders', { provider_id: provider.id, lines: [{ product_id: cream.id, ordered_packages: 1 }] })
    ).json();
    await call('POST', `orders/${draft.id}/send`);
    expect((await call('POST', `orders/${draft.id}/cancel`)).json().status).toBe('canceled');
    const receive = await call('POST', `orders/${draft.id}/receive`, {
      lines: [{ line_id: draft.lines[0].id, packages: 1, package_price_cents: 2490 }],
    });
    expect(receive.json().error.message).toBe('Une commande annulée ne peut plus être réceptionnée.');
    expect((await call('POST', `orders/${draft.id}/cancel`)).json().error.message).toBe('Cette commande est déjà annulée.');
  });

  it('admin lists every restaurant’s orders with filters and deletes a draft (204)', async () => {
    const draft = (await call('POST', 'orders', { provider_id: provider.id, lines: [] })).json();
    const list = (await adminCall('GET', `commands?restaurant_id=${world.restaurants.a1.id}&status=draft`)).json();
    expect(
      list.data.every(
        (o: { status: string; restaurant_name: string }) => o.status === 'draft' && o.restaurant_name === world.restaurants.a1.name,
      ),
    ).toBe(true);
    expect(list.data.map((o: { id: string }) => o.id)).toContain(draft.id);
    expect((await adminCall('DELETE', `commands/${draft.id}`)).statusCode).toBe(204);
    expect((await call('GET', `orders/${draft.id}`)).statusCode).toBe(404);
  });
});

describe('tenancy', () => {
  it('another restaurant’s order is 404 through one’s own restaurant, and 403 through theirs', async () => {
    const mine = (await call('POST', 'orders', { provider_id: provider.id, lines: [] })).json();
    const b = world.restaurants.b.id;
    const viaOwn = await call('GET', `orders/${mine.id}`, undefined, tokens.restorerB, b);
    expect(viaOwn.statusCode).toBe(404);
    expect(viaOwn.json().error.message).toBe('Commande introuvable');
    expect((await call('POST', `orders/${mine.id}/send`, undefined, tokens.restorerB, b)).statusCode).toBe(404);
    expect((await call('GET', `orders/${mine.id}`, undefined, tokens.restorerB)).statusCode).toBe(403);
    // A2 does not hold fitfit_stocks
    expect((await call('GET', 'orders', undefined, tokens.restorer, world.restaurants.a2.id)).statusCode).toBe(403);
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from stock_orders where restaurant_id = ${b}`,
    );
    expect(rows[0].n).toBe(0);
  });
});
