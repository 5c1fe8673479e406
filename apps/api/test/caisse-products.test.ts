import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderPng } from '../src/lib/uploads/png';
import { type CardWorld, cardWorld } from './caisse-helpers';
import { bearer } from './fixtures';

let w: CardWorld;
let tax: { id: string };
let cat: { id: string };
let tag: { id: string; name: string };
let group: { id: string };
beforeAll(async () => {
  w = await cardWorld();
  tax = (
    await w.call('POST', 'taxes', { name: 'Restauration', rate_on_spot_bp: 1000, rate_takeaway_bp: 550, rate_delivery_bp: 550 })
  ).json();
  cat = (await w.call('POST', 'categories', { name: 'Plats', color: '#2f9e44' })).json();
  tag = (await w.call('POST', 'heat-tags', { name: 'Fait maison', color: '#f08c00' })).json();
  group = (
    await w.call('POST', 'options', {
      name: 'Cuisson',
      min_choices: 1,
      max_choices: 1,
      values: [{ name: 'Saignant', price_delta_cents: 0 }],
    })
  ).json();
});
afterAll(() => w.ctx.close());

const dish = (extra: Record<string, unknown> = {}) => ({
  name: 'Entrecôte frites',
  description: 'Entrecôte de 300 g',
  category_id: cat.id,
  tax_id: tax.id,
  tag_ids: [tag.id],
  option_group_ids: [group.id],
  price_on_spot_cents: 2450,
  price_takeaway_cents: 2200,
  price_delivery_cents: 2600,
  allergens: ['milk', 'mustard'],
  available: true,
  sku: 'PLT-001',
  barcode: '3012345678901',
  ...extra,
});

const multipart = (filename: string, contentType: string, content: Buffer) => {
  const boundary = `----fitfit${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
const upload = (id: string, file: ReturnType<typeof multipart>, token = w.tokens.restorer, restaurantId = w.a) =>
  w.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/restaurants/${restaurantId}/caisse/products/${id}/photo`,
    headers: { ...bearer(token), ...file.headers },
    payload: file.payload,
  });

describe('caisse products', () => {
  it('creates a dish with tags, options and allergens, reads, updates and deletes it', async () => {
    const res = await w.call('POST', 'products', dish());
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      name: 'Entrecôte frites',
      category_name: 'Plats',
      tax_name: 'Restauration',
      tags: [{ id: tag.id, name: 'Fait maison', color: '#f08c00' }],
      option_group_ids: [group.id],
      allergens: ['milk', 'mustard'],
      price_on_spot_cents: 2450,
      position: 0,
      photo_url: null,
    });
    const upd = await w.call(
      'PUT',
      `products/${p.id}`,
      dish({ name: 'Entrecôte', tag_ids: [], option_group_ids: [], category_id: null, barcode: '' }),
    );
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ name: 'Entrecôte', tags: [], option_group_ids: [], category_id: null, barcode: null });
    expect((await w.call('DELETE', `products/${p.id}`)).statusCode).toBe(204);
    expect((await w.call('GET', `products/${p.id}`)).statusCode).toBe(404);
  });

  it('validates in French and refuses references of another restaurant (422)', async () => {
    const bad = await w.call('POST', 'products', dish({ name: '', price_on_spot_cents: -1, allergens: ['chocolat'], barcode: '12' }));
    expect(bad.statusCode).toBe(400);
    const f = bad.json().error.fields;
    expect(f.name).toBe('Le champ nom est obligatoire');
    expect(f.price_on_spot_cents).toBe('Le champ prix sur place doit être supérieur ou égal à 0');
    expect(f['allergens.0']).toBe('Le champ allergènes a une valeur non autorisée');
    const bTax = (
      await w.call(
        'POST',
        'taxes',
        { name: 'TVA B', rate_on_spot_bp: 1000, rate_takeaway_bp: 550, rate_delivery_bp: 550 },
        w.tokens.restorerB,
        w.b,
      )
    ).json();
    const foreign = await w.call('POST', 'products', dish({ tax_id: bTax.id }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.fields.tax_id).toBe("Cette taxe n'existe pas dans ce restaurant");
    const foreignTag = await w.call('POST', 'products', dish({ tag_ids: [randomUUID()] }));
    expect(foreignTag.json().error.fields.tag_ids).toBeDefined();
  });

  it('lists with search, category, tag and availability filters; toggles availability', async () => {
    const a = (await w.call('POST', 'products', dish({ name: 'Tartare', sku: 'TAR-1' }))).json();
    const b = (await w.call('POST', 'products', dish({ name: 'Salade', tag_ids: [], category_id: null }))).json();
    const names = async (q: string) => (await w.call('GET', `products?per_page=100&${q}`)).json().data.map((p: { name: string }) => p.name);
    expect(await names('search=tar')).toEqual(['Tartare']);
    expect(await names('search=TAR-1')).toEqual(['Tartare']);
    expect(await names(`category_id=${cat.id}`)).toEqual(['Tartare']);
    expect(await names(`tag_id=${tag.id}`)).toEqual(['Tartare']);
    const off = await w.call('PATCH', `products/${b.id}/availability`, { available: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().available).toBe(false);
    expect(await names('available=false')).toEqual(['Salade']);
    expect(await names('sort=name&order=asc')).toEqual(['Salade', 'Tartare']);
    await w.call('DELETE', `products/${a.id}`);
    await w.call('DELETE', `products/${b.id}`);
  });

  it('reorders within a category and renumbers it 0…n-1', async () => {
    const ids: string[] = [];
    for (const name of ['Un', 'Deux', 'Trois', 'Quatre']) ids.push((await w.call('POST', 'products', dish({ name }))).json().id);
    const moved = await w.call('PATCH', `products/${ids[3]}/position`, { position: 0 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().position).toBe(0);
    await w.call('PATCH', `products/${ids[0]}/position`, { position: 99 });
    const list = (await w.call('GET', `products?category_id=${cat.id}&order=asc&per_page=100`)).json();
    expect(list.data.map((p: { name: string; position: number }) => `${p.position}:${p.name}`)).toEqual([
      '0:Quatre',
      '1:Deux',
      '2:Trois',
      '3:Un',
    ]);
    expect((await w.call('PATCH', `products/${ids[0]}/position`, { position: -1 })).statusCode).toBe(400);
    for (const id of ids) await w.call('DELETE', `products/${id}`);
  });

  it('stores a real image under a public unguessable URL, replaces it, and refuses fakes', async () => {
    const p = (await w.call('POST', 'products', dish({ name: 'Photo' }))).json();
    const png = placeholderPng('#c92a2a');
    const res = await upload(p.id, multipart('plat.png', 'image/png', png));
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().photo_url;
    expect(url).toMatch(new RegExp(`^/uploads/${w.a}/[0-9a-f]{32}\\.png$`));
    const img = await w.ctx.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['cache-control']).toContain('max-age=31536000');
    expect(img.rawPayload.equals(png)).toBe(true);

    // A text file that claims to be a PNG: 415, nothing changes.
    const fake = await upload(p.id, multipart('x.png', 'image/png', Buffer.from('<svg onload=alert(1)>')));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('Format non pris en charge : envoyez une image JPEG, PNG ou WebP');
    expect((await w.call('GET', `products/${p.id}`)).json().photo_url).toBe(url);
    // Too big: 413 in French.
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(p.id, multipart('big.png', 'image/png', big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe("L'image dépasse la taille maximale de 5 Mo");
    // Not multipart at all.
    const json = await w.call('POST', `products/${p.id}/photo`, { file: 'x' });
    expect(json.statusCode).toBe(415);

    // Replacing removes the old file.
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
    const second = await upload(p.id, multipart('photo.jpg', 'image/jpeg', jpeg));
    expect(second.json().photo_url).toMatch(/\.jpg$/);
    expect((await w.ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const removed = await w.call('DELETE', `products/${p.id}/photo`);
    expect(removed.json().photo_url).toBeNull();
    expect((await w.ctx.app.inject({ method: 'GET', url: second.json().photo_url })).statusCode).toBe(404);
    const traversal = await w.ctx.app.inject({ method: 'GET', url: `/uploads/${w.a}/..%2F..%2F..%2Fetc%2Fpasswd` });
    expect(traversal.statusCode).toBe(404);
  });

  it("keeps B's products out of A's reach: B's id under A's URL is 404, A's URL with B's token is 403", async () => {
    const bTax = (
      await w.call(
        'POST',
        'taxes',
        { name: 'TVA B2', rate_on_spot_bp: 1000, rate_takeaway_bp: 550, rate_delivery_bp: 550 },
        w.tokens.restorerB,
        w.b,
      )
    ).json();
    const bProduct = (
      await w.call(
        'POST',
        'products',
        { ...dish({ tax_id: bTax.id, category_id: null, tag_ids: [], option_group_ids: [] }), name: 'Plat de B' },
        w.tokens.restorerB,
        w.b,
      )
    ).json();
    expect((await w.call('GET', `products/${bProduct.id}`)).statusCode).toBe(404);
    expect((await w.call('PUT', `products/${bProduct.id}`, dish())).statusCode).toBe(404);
    expect((await w.call('PATCH', `products/${bProduct.id}/availability`, { available: false })).statusCode).toBe(404);
    expect((await w.call('PATCH', `products/${bProduct.id}/position`, { position: 0 })).statusCode).toBe(404);
    expect((await w.call('DELETE', `products/${bProduct.id}`)).statusCode).toBe(404);
    expect((await upload(bProduct.id, multipart('a.png', 'image/png', placeholderPng('#000000')))).statusCode).toBe(404);
    expect((await w.call('GET', 'products', undefined, w.tokens.restorerB)).statusCode).toBe(403);
    const still = (await w.call('GET', `products/${bProduct.id}`, undefined, w.tokens.restorerB, w.b)).json();
    expect(still).toMatchObject({ name: 'Plat de B', available: true });
  });
});
