import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderPng } from '../src/lib/uploads/png';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

/** The receipt of a PNL entry: its real type read from its bytes (file-type), whatever its name or header says. */
let ctx: TestContext;
let w: World;
let token: string;
let a1: string;

const multipart = (filename: string, contentType: string, content: Buffer) => {
  const boundary = `----fitfit${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
const url = (path: string) => `/api/v1/restaurants/${a1}/pnl/${path}`;
const attach = (id: string, file: ReturnType<typeof multipart>) =>
  ctx.app.inject({
    method: 'PUT',
    url: url(`entries/${id}/attachment`),
    headers: { ...bearer(token), ...file.headers },
    payload: file.payload,
  });
const download = (id: string) => ctx.app.inject({ method: 'GET', url: url(`entries/${id}/attachment`), headers: bearer(token) });

beforeAll(async () => {
  ctx = await createTestContext();
  w = await createWorld(ctx.database.db);
  a1 = w.restaurants.a1.id;
  token = await login(ctx.app, w.users.restorer.email);
});
afterAll(async () => {
  await ctx?.close();
});

describe('PNL receipts', () => {
  it('keeps a PDF or a PNG by its bytes, and refuses in French a file that only claims to be one', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: url('entries'),
      headers: bearer(token),
      payload: { month: '2026-05', kind: 'stock_variation', label: 'Inventaire', amount_cents: 777 },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const id: string = created.json().id;

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    expect((await attach(id, multipart('facture.pdf', 'application/pdf', pdf))).statusCode).toBe(200);
    const saved = await download(id);
    expect(saved.headers['content-type']).toBe('application/pdf');
    expect(saved.rawPayload.equals(pdf)).toBe(true);

    // A PNG sent as a PDF is kept as the PNG it is.
    const png = placeholderPng('#2b8a3e');
    expect((await attach(id, multipart('ticket.pdf', 'application/pdf', png))).statusCode).toBe(200);
    expect((await download(id)).headers['content-type']).toBe('image/png');

    // Text named like a PDF: 415 in French, the receipt before stays.
    const fake = await attach(id, multipart('faux.pdf', 'application/pdf', Buffer.from('<script>alert(1)</script>')));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('Format non pris en charge : joignez un PDF, une image JPEG ou PNG');
    const kept = await download(id);
    expect(kept.headers['content-type']).toBe('image/png');
    expect(kept.rawPayload.equals(png)).toBe(true);
  });

  it('is a private file: only through the session’s API, never at a public address', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: url('entries'),
      headers: bearer(token),
      payload: { month: '2026-05', kind: 'stock_variation', label: 'Facture privée', amount_cents: 100 },
    });
    const id: string = created.json().id;
    expect((await attach(id, multipart('facture.png', 'image/png', placeholderPng('#c05621')))).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: url(`entries/${id}/attachment`) })).statusCode).toBe(401);
    const other = await login(ctx.app, w.users.restorerB.email);
    expect((await ctx.app.inject({ method: 'GET', url: url(`entries/${id}/attachment`), headers: bearer(other) })).statusCode).toBe(403);
    // its stored file (`<restaurant>/pnl-<random>.<ext>`) is not a name the public folder of the card's photos serves
    const { rows } = await ctx.database.pool.query<{ key: string }>('select attachment_key as key from pnl_entries where id = $1', [id]);
    expect(rows[0].key).toMatch(new RegExp(`^${a1}/pnl-[0-9a-f]{32}\\.png$`));
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${rows[0].key}` })).statusCode).toBe(404);
  });
});
