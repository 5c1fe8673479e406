import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderPng } from '../src/lib/uploads/png';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

/**
 * Images in an announcement's text (docs/intranet.md): each author sends an image through the uploads' path (type read
 * from the bytes, 5 Mo at most) within its own area, and the server's sanitiser keeps only our own uploads' addresses.
 */

let ctx: TestContext;
let world: World;
const tokens: Record<'admin' | 'restorer' | 'franchisor' | 'restorerB', string> = {} as never;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx.database.db);
  for (const name of ['admin', 'restorer', 'franchisor', 'restorerB'] as const)
    tokens[name] = await login(ctx.app, world.users[name].email);
});
afterAll(() => ctx.close());

const multipart = (filename: string, content: Buffer, contentType: string) => {
  const boundary = '----intranet-image';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
const send = (area: string, token: string, file: ReturnType<typeof multipart>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/${area}/announcements/images`,
    headers: { ...bearer(token), ...file.headers },
    payload: file.payload,
  });
const png = () => multipart('hotte.png', placeholderPng('#2b8a3e'), 'image/png');
const ownUpload = /^\/uploads\/[0-9a-f-]{36}\/[0-9a-f]{32}\.png$/;

describe('images in announcements', () => {
  it('each author sends an image in its own area; it is served at its public address and kept in the text', async () => {
    const a1 = world.restaurants.a1.id;
    const area = `restaurants/${a1}/intranet`;
    const sent = await send(area, tokens.restorer, png());
    expect(sent.statusCode, sent.body).toBe(201);
    const { url } = sent.json() as { url: string };
    expect(url).toMatch(ownUpload);
    expect(url.startsWith(`/uploads/${a1}/`)).toBe(true);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    for (const [where, token] of [
      ['admin/intranet', tokens.admin],
      ['franchisor/intranet', tokens.franchisor],
    ] as const) {
      const res = await send(where, token, png());
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().url).toMatch(ownUpload);
    }

    // our upload is kept; a foreign image, a path that climbs out or carries a query, a data: image are stripped
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/${area}/announcements`,
      headers: bearer(tokens.restorer),
      payload: {
        title: 'Nouvelle hotte',
        audience: 'team',
        body_html:
          `<p>La voici</p><img src="${url}" alt="Hotte">` +
          '<img src="https://evil.example/x.png"><img src="//evil.example/x.png">' +
          `<img src="/uploads/../${a1}/x.png"><img src="${url}?x=1"><img src="data:image/png;base64,AAAA">`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json().body_html as string;
    expect(body).toContain(`<img src="${url}" alt="Hotte" />`);
    expect(body.match(/<img/g)).toHaveLength(1);
    expect(body).not.toMatch(/evil|data:|\.\.|\?x=1/);
  });

  it('refuses a file that is not an image, in French, and another restaurant’s or a reader’s upload', async () => {
    const a1 = world.restaurants.a1.id;
    const area = `restaurants/${a1}/intranet`;
    const pdf = await send(area, tokens.restorer, multipart('hotte.png', Buffer.from('%PDF-1.4\n%…\n'), 'image/png'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.message).toBe('Format non pris en charge : envoyez une image JPEG, PNG ou WebP');
    const big = await send(
      area,
      tokens.restorer,
      multipart('grande.png', Buffer.concat([placeholderPng('#000000'), Buffer.alloc(6 * 1024 * 1024)]), 'image/png'),
    );
    expect(big.statusCode).toBe(413);
    // B's owner in A1's area; the franchisor and a restaurateur in the admin's; a restaurateur in the franchisor's
    expect([403, 404]).toContain((await send(area, tokens.restorerB, png())).statusCode);
    expect((await send('admin/intranet', tokens.franchisor, png())).statusCode).toBe(403);
    expect((await send('admin/intranet', tokens.restorer, png())).statusCode).toBe(403);
    expect((await send('franchisor/intranet', tokens.restorer, png())).statusCode).toBe(403);
    // without a session
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/v1/${area}/announcements/images`, ...png() });
    expect(anonymous.statusCode).toBe(401);
  });
});
