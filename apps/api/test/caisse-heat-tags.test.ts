import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CardWorld, cardWorld } from './caisse-helpers';

let w: CardWorld;
beforeAll(async () => {
  w = await cardWorld();
});
afterAll(() => w.ctx.close());

describe('caisse heat-tags', () => {
  it('creates, reads, lists, updates and deletes a tag', async () => {
    const created = await w.call('POST', 'heat-tags', { name: 'Végétarien', color: '#2F9E44' });
    expect(created.statusCode).toBe(201);
    const tag = created.json();
    expect(tag).toMatchObject({ name: 'Végétarien', color: '#2f9e44' });
    expect((await w.call('GET', `heat-tags/${tag.id}`)).json().name).toBe('Végétarien');

    await w.call('POST', 'heat-tags', { name: 'Bio', color: '#e03131' });
    const list = (await w.call('GET', 'heat-tags?order=asc&sort=name')).json();
    expect(list).toMatchObject({ total_entries: 2, current_page: 1, per_page: 15 });
    expect(list.data.map((t: { name: string }) => t.name)).toEqual(['Bio', 'Végétarien']);
    const searched = (await w.call('GET', 'heat-tags?search=vég')).json();
    expect(searched.data.map((t: { name: string }) => t.name)).toEqual(['Végétarien']);

    const updated = await w.call('PUT', `heat-tags/${tag.id}`, { name: 'Veggie', color: '#123456' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Veggie', color: '#123456' });

    expect((await w.call('DELETE', `heat-tags/${tag.id}`)).statusCode).toBe(204);
    expect((await w.call('GET', `heat-tags/${tag.id}`)).statusCode).toBe(404);
    expect((await w.call('DELETE', `heat-tags/${tag.id}`)).statusCode).toBe(404);
  });

  it('refuses invalid input with French messages and changes nothing', async () => {
    const before = (await w.call('GET', 'heat-tags')).json().total_entries;
    const missing = await w.call('POST', 'heat-tags', { color: '#000000' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.name).toBe('Le champ nom est obligatoire');
    const badColor = await w.call('POST', 'heat-tags', { name: 'X', color: 'rouge' });
    expect(badColor.statusCode).toBe(400);
    expect(badColor.json().error.fields.color).toBe('La couleur doit être au format #RRGGBB');
    const extra = await w.call('POST', 'heat-tags', { name: 'X', color: '#000000', foo: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await w.call('GET', 'heat-tags')).json().total_entries).toBe(before);
  });

  it('refuses a duplicate name (409), case-insensitively', async () => {
    await w.call('POST', 'heat-tags', { name: 'Nouveau', color: '#1971c2' });
    const dup = await w.call('POST', 'heat-tags', { name: 'NOUVEAU', color: '#1971c2' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Une étiquette porte déjà ce nom');
  });

  it("keeps restaurants apart: B's tag is 404 under A's URL, and A's URL with B's token is 403", async () => {
    const bTag = (await w.call('POST', 'heat-tags', { name: 'Tag de B', color: '#000000' }, w.tokens.restorerB, w.b)).json();
    expect((await w.call('GET', `heat-tags/${bTag.id}`)).statusCode).toBe(404);
    expect((await w.call('PUT', `heat-tags/${bTag.id}`, { name: 'Volé', color: '#000000' })).statusCode).toBe(404);
    expect((await w.call('DELETE', `heat-tags/${bTag.id}`)).statusCode).toBe(404);
    expect((await w.call('GET', 'heat-tags', undefined, w.tokens.restorerB)).statusCode).toBe(403);
    const aList = (await w.call('GET', 'heat-tags?per_page=100')).json();
    expect(aList.data.some((t: { id: string }) => t.id === bTag.id)).toBe(false);
    expect((await w.call('GET', `heat-tags/${bTag.id}`, undefined, w.tokens.restorerB, w.b)).json().name).toBe('Tag de B');
    expect((await w.call('GET', `heat-tags/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('lets the admin and the franchisor manage the card of a restaurant they can act for', async () => {
    expect((await w.call('GET', 'heat-tags', undefined, w.tokens.admin)).statusCode).toBe(200);
    expect((await w.call('POST', 'heat-tags', { name: 'Franchise', color: '#aaaaaa' }, w.tokens.franchisor)).statusCode).toBe(201);
  });
});
