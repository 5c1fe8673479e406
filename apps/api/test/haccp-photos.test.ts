import { randomBytes, randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPath, urlSecret } from '../src/lib/signed-urls';
import { createStorage } from '../src/lib/storage/create-storage';
import { moveLegacyPhotos } from '../src/modules/haccp/records/photos';
import { bearer } from './fixtures';
import { type HaccpWorld, haccpWorld } from './haccp-helpers';

let w: HaccpWorld;
beforeAll(async () => {
  w = await haccpWorld();
});
afterAll(() => w.ctx.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const multipart = (content: Buffer, contentType = 'image/png') => {
  const boundary = `----fitfit${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="etiquette.png"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
const upload = (id: string, content = PNG, token = w.tokens.restorer, restaurantId = w.a) => {
  const file = multipart(content);
  return w.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/restaurants/${restaurantId}/haccp/records/${id}/photos`,
    headers: { ...bearer(token), ...file.headers },
    payload: file.payload,
  });
};
const label = async () => {
  const res = await w.call('POST', 'traceabilities', { product: 'Crème 35 %', lot: `L${randomUUID().slice(0, 6)}`, dlc: '2030-01-31' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; photos: string[] };
};

/** A signed address without its query: the same file whatever the expiry rounding of the answer that gave it. */
const pathOf = (url: string) => url.split('?')[0];
const get = (url: string) => w.ctx.app.inject({ method: 'GET', url });

describe('HACCP photos', () => {
  it('adds photos to a record, served as images, kept by a correction, and shown in the inspector PDF', async () => {
    const record = await label();
    expect(record.photos).toEqual([]);
    const added = await upload(record.id);
    expect(added.statusCode, added.body).toBe(201);
    const { url } = added.json();
    expect(url).toMatch(new RegExp(`^/media/private/${w.a}/[0-9a-f]{32}\\.png\\?expires=\\d+&signature=[\\w-]{43}$`));
    const image = await get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await w.call('GET', `traceabilities/${record.id}`)).json().photos.map(pathOf)).toEqual([pathOf(url)]);
    const corrected = await w.call('POST', `traceabilities/${record.id}/corrections`, {
      product: 'Crème 35 %',
      lot: 'L-CORRIGE',
      dlc: '2030-01-31',
      correction_reason: 'Lot mal recopié',
    });
    expect(corrected.json().photos.map(pathOf)).toEqual([pathOf(url)]);
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date());
    const pdf = await w.call('GET', `register/export?from=${day}&to=${day}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    // the spreadsheet export carries the photos themselves: a private file has no address to follow
    const zip = unzipSync(new Uint8Array((await w.call('GET', `register/export?from=${day}&to=${day}&format=zip`)).rawPayload));
    const file = `photos/${pathOf(url).split('/').at(-1)}`;
    expect(Buffer.from(zip[file]).equals(PNG)).toBe(true);
    expect(Buffer.from(zip['traceability.csv']).toString('utf8')).toContain(file);
  });

  it('refuses what is not an image (415), a seventh photo (409), and another restaurant (403/404)', async () => {
    const record = await label();
    const text = await upload(record.id, Buffer.from('pas une image'));
    expect(text.statusCode).toBe(415);
    for (let i = 0; i < 6; i++) expect((await upload(record.id)).statusCode).toBe(201);
    const seventh = await upload(record.id);
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().error.message).toBe('Un enregistrement garde au plus 6 photos');
    expect((await upload(record.id, PNG, w.tokens.restorerB)).statusCode).toBe(403);
    expect((await upload(record.id, PNG, w.tokens.restorerB, w.b)).statusCode).toBe(404);
    // written once: PostgreSQL refuses to remove a photo of the register
    await expect(w.ctx.database.pool.query('delete from haccp_record_photos where record_id = $1', [record.id])).rejects.toThrow(
      /inaltérable/,
    );
  });
});

describe('HACCP photos are private files: signed, short-lived addresses only', () => {
  let url: string;
  let recordId: string;
  beforeAll(async () => {
    const record = await label();
    recordId = record.id;
    url = (await upload(record.id)).json().url;
  });
  const path = () => pathOf(url);
  const key = () => path().slice('/media/'.length);

  it('refuses an address without signature, tampered, for another file or expired (403, French), and the public folder', async () => {
    expect((await get(url)).statusCode).toBe(200);
    const unsigned = await get(path());
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().error.message).toBe('Lien de fichier invalide : rouvrez la page pour obtenir un nouveau lien');
    const tampered = url.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await get(tampered)).statusCode).toBe(403);
    // a longer life written into a valid address: the signature covers the expiry
    expect((await get(url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`))).statusCode).toBe(403);
    // another file of the same folder, with this file's signature
    const other = `/media/private/${w.a}/${'0'.repeat(32)}.png${url.slice(path().length)}`;
    expect((await get(other)).statusCode).toBe(403);
    // signed with another secret
    expect((await get(signPath(randomBytes(32), path(), `private:${key()}`, Math.floor(Date.now() / 1000) + 600))).statusCode).toBe(403);
    // well signed, but expired
    const secret = await urlSecret(w.ctx.database.db);
    const expired = await get(signPath(secret, path(), `private:${key()}`, Math.floor(Date.now() / 1000) - 1));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toBe('Lien de fichier expiré : rouvrez la page pour obtenir un nouveau lien');
    // the same signature still valid shows that only the expiry refused it
    expect((await get(signPath(secret, path(), `private:${key()}`, Math.floor(Date.now() / 1000) + 60))).statusCode).toBe(200);
    // the public folder of card photos does not serve it, under its old address or its storage key
    expect((await get(`/uploads/${w.a}/${path().split('/').at(-1)}`)).statusCode).toBe(404);
    expect((await get(`/uploads/${key()}`)).statusCode).toBe(404);
  });

  it('another restaurant’s user gets no signed address of the photo (403/404)', async () => {
    const asB = await w.call('GET', `traceabilities/${recordId}`, undefined, w.tokens.restorerB);
    expect(asB.statusCode).toBe(403);
    expect(asB.body).not.toContain(path());
    const inB = await w.call('GET', `traceabilities/${recordId}`, undefined, w.tokens.restorerB, w.b);
    expect(inB.statusCode).toBe(404);
    const history = await w.call('GET', `traceabilities/${recordId}/history`, undefined, w.tokens.restorerB, w.b);
    expect(history.statusCode).toBe(404);
    const listB = await w.call('GET', 'traceabilities', undefined, w.tokens.restorerB, w.b);
    expect(listB.statusCode).toBe(200);
    expect(listB.body).not.toContain(path());
    // A's own list does show it, signed
    const listA = (await w.call('GET', 'traceabilities')).json().data as { id: string; photos: string[] }[];
    expect(listA.find((r) => r.id === recordId)?.photos.map(pathOf)).toEqual([path()]);
  });

  it('moves a photo stored before (public folder, old address in its row) into the private folder', async () => {
    const storage = createStorage(w.ctx.config);
    const file = `${randomBytes(16).toString('hex')}.png`;
    await storage.put(`${w.a}/${file}`, PNG, 'image/png');
    await w.ctx.database.pool.query(
      `insert into haccp_record_photos (id, restaurant_id, record_id, url) values (gen_random_uuid(), $1, $2, $3)`,
      [w.a, recordId, `/uploads/${w.a}/${file}`],
    );
    expect((await get(`/uploads/${w.a}/${file}`)).statusCode).toBe(200);
    expect(await moveLegacyPhotos(w.ctx.database.db, storage)).toBe(1);
    expect(await moveLegacyPhotos(w.ctx.database.db, storage)).toBe(0);
    expect((await get(`/uploads/${w.a}/${file}`)).statusCode).toBe(404);
    const photos = (await w.call('GET', `traceabilities/${recordId}`)).json().photos as string[];
    const moved = photos.find((p) => pathOf(p) === `/media/private/${w.a}/${file}`);
    expect(moved).toBeDefined();
    expect((await get(moved as string)).rawPayload.equals(PNG)).toBe(true);
  });
});
