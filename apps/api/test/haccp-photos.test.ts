import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('HACCP photos', () => {
  it('adds photos to a record, served as images, kept by a correction, and shown in the inspector PDF', async () => {
    const record = await label();
    expect(record.photos).toEqual([]);
    const added = await upload(record.id);
    expect(added.statusCode, added.body).toBe(201);
    const { url } = added.json();
    expect(url).toMatch(new RegExp(`^/uploads/${w.a}/[0-9a-f]{32}\\.png$`));
    const image = await w.ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await w.call('GET', `traceabilities/${record.id}`)).json().photos).toEqual([url]);
    const corrected = await w.call('POST', `traceabilities/${record.id}/corrections`, {
      product: 'Crème 35 %',
      lot: 'L-CORRIGE',
      dlc: '2030-01-31',
      correction_reason: 'Lot mal recopié',
    });
    expect(corrected.json().photos).toEqual([url]);
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date());
    const pdf = await w.call('GET', `register/export?from=${day}&to=${day}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
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
