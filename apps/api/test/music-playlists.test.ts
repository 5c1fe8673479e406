import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderPng } from '../src/lib/uploads/png';
import { bearer } from './fixtures';
import { type MusicWorld, musicWorld, trackMp3 } from './music-helpers';

let w: MusicWorld;
let songs: { id: string; duration_ms: number; title: string }[];
beforeAll(async () => {
  w = await musicWorld();
  songs = [];
  for (const i of [0, 1, 2]) songs.push((await w.upload(trackMp3(i).bytes, `${i}.mp3`)).json());
});
afterAll(() => w.ctx.close());

const input = (over: Record<string, unknown> = {}) => ({
  name: 'Déjeuner',
  description: 'Pour le midi',
  mood: 'lunch',
  publish_to_all: true,
  mark_ids: [],
  song_ids: songs.map((s) => s.id),
  ...over,
});

describe('music playlists (admin)', () => {
  it('creates with ordered songs and total duration; the content is a paged search in playing order', async () => {
    const res = await w.adminCall('POST', 'playlists', input({ song_ids: [songs[2].id, songs[0].id, songs[1].id] }));
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({ name: 'Déjeuner', mood: 'lunch', songs_count: 3, publish_to_all: true, deleted_at: null });
    expect(p.total_duration_ms).toBe(songs.reduce((t, s) => t + s.duration_ms, 0));
    const content = (await w.adminCall('GET', `playlists/${p.id}?sort=position&order=asc`)).json();
    expect(content.data.map((e: { id: string }) => e.id)).toEqual([songs[2].id, songs[0].id, songs[1].id]);
    expect(content.data.map((e: { position: number }) => e.position)).toEqual([0, 1, 2]);
    const paged = (await w.adminCall('GET', `playlists/${p.id}?sort=position&order=asc&per_page=2&page=2`)).json();
    expect(paged).toMatchObject({ total_entries: 3, total_pages: 2 });
    expect(paged.data.map((e: { id: string }) => e.id)).toEqual([songs[1].id]);
    const searched = (await w.adminCall('GET', `playlists/${p.id}?search=${encodeURIComponent(songs[0].title)}`)).json();
    expect(searched.data.map((e: { id: string }) => e.id)).toEqual([songs[0].id]);

    // reorder and remove one
    const updated = await w.adminCall('PUT', `playlists/${p.id}`, input({ name: 'Midi', song_ids: [songs[1].id, songs[2].id] }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Midi', songs_count: 2 });
    const after = (await w.adminCall('GET', `playlists/${p.id}?sort=position&order=asc`)).json();
    expect(after.data.map((e: { id: string }) => e.id)).toEqual([songs[1].id, songs[2].id]);
  });

  it('refuses a song twice, an unknown song or mark (French, on the field), and an unknown mood', async () => {
    const twice = await w.adminCall('POST', 'playlists', input({ song_ids: [songs[0].id, songs[0].id] }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields.song_ids).toBe('Une musique ne peut figurer qu’une fois dans la playlist');
    const unknown = await w.adminCall('POST', 'playlists', input({ song_ids: [randomUUID()] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.song_ids).toBe('Une des musiques choisies n’existe plus');
    const mark = await w.adminCall('POST', 'playlists', input({ publish_to_all: false, mark_ids: [randomUUID()] }));
    expect(mark.statusCode).toBe(422);
    expect((await w.adminCall('POST', 'playlists', input({ mood: 'minuit' }))).statusCode).toBe(400);
  });

  it('soft-deletes: listed with only_soft_deleted=true, gone for restaurants, then restored', async () => {
    const p = (await w.adminCall('POST', 'playlists', input({ name: 'Éphémère' }))).json();
    expect((await w.adminCall('DELETE', `playlists/${p.id}`)).statusCode).toBe(204);
    const live = (await w.adminCall('GET', 'playlists?per_page=100')).json();
    expect(live.data.map((x: { id: string }) => x.id)).not.toContain(p.id);
    const deleted = (await w.adminCall('GET', 'playlists?only_soft_deleted=true')).json();
    expect(deleted.data.map((x: { id: string }) => x.id)).toContain(p.id);
    expect(deleted.data.find((x: { id: string }) => x.id === p.id).deleted_at).not.toBeNull();
    expect((await w.restaurantCall(`playlists/${p.id}`)).statusCode).toBe(404);
    expect((await w.adminCall('DELETE', `playlists/${p.id}`)).statusCode).toBe(404);
    expect((await w.adminCall('PUT', `playlists/${p.id}`, input())).statusCode).toBe(404);

    const restored = await w.adminCall('POST', `playlists/${p.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().deleted_at).toBeNull();
    expect((await w.restaurantCall(`playlists/${p.id}`)).statusCode).toBe(200);
    expect((await w.adminCall('POST', `playlists/${p.id}/restore`)).statusCode).toBe(404);
  });

  it('refuses to delete a song a playlist holds (409), even a deleted playlist', async () => {
    const p = (await w.adminCall('POST', 'playlists', input({ song_ids: [songs[0].id] }))).json();
    await w.adminCall('DELETE', `playlists/${p.id}`);
    const res = await w.adminCall('DELETE', `songs/${songs[0].id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(
      /^Impossible de supprimer cette musique : elle figure dans \d+ playlists?\. Retirez-la d’abord\.$/,
    );
  });

  it('takes a cover (image checked by its bytes)', async () => {
    const p = (await w.adminCall('POST', 'playlists', input())).json();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(placeholderPng('#aa3355'))], { type: 'image/png' }), 'c.png');
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/playlists/${p.id}/cover`,
      headers: bearer(w.tokens.admin),
      payload: form as unknown as string,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cover_url).toMatch(/^\/uploads\/music\/[0-9a-f]{32}\.png$/);
    const bad = new FormData();
    bad.append('file', new Blob([new TextEncoder().encode('<svg/>')], { type: 'image/png' }), 'c.png');
    const refused = await w.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/playlists/${p.id}/cover`,
      headers: bearer(w.tokens.admin),
      payload: bad as unknown as string,
    });
    expect(refused.statusCode).toBe(415);
    expect((await w.adminCall('DELETE', `playlists/${p.id}/cover`)).json().cover_url).toBeNull();
  });

  it('is the admin’s alone: a restorer and a franchisor get 403', async () => {
    expect((await w.adminCall('GET', 'playlists', undefined, w.tokens.restorer)).statusCode).toBe(403);
    expect((await w.adminCall('POST', 'playlists', input(), w.tokens.franchisor)).statusCode).toBe(403);
  });
});

describe('music playlists (restaurant)', () => {
  it('lists what is published to the restaurant: to all, or to its mark; another mark’s is a 404', async () => {
    const all = (await w.adminCall('POST', 'playlists', input({ name: 'Pour tous' }))).json();
    const mine = (
      await w.adminCall('POST', 'playlists', input({ name: 'Pour la marque A', publish_to_all: false, mark_ids: [w.world.mark.id] }))
    ).json();
    const none = (await w.adminCall('POST', 'playlists', input({ name: 'Brouillon', publish_to_all: false, mark_ids: [] }))).json();

    const a = (await w.restaurantCall('playlists?per_page=100')).json();
    const aIds = a.data.map((x: { id: string }) => x.id);
    expect(aIds).toEqual(expect.arrayContaining([all.id, mine.id]));
    expect(aIds).not.toContain(none.id);
    expect(a.data.find((x: { id: string }) => x.id === mine.id).mark_ids).toEqual([]);

    // B is independent (no mark): it receives the one published to all, not mark A's
    const bUrl = (path: string) => w.restaurantCall(path, w.tokens.restorerB, w.world.restaurants.b.id);
    const b = (await bUrl('playlists?per_page=100')).json();
    const bIds = b.data.map((x: { id: string }) => x.id);
    expect(bIds).toContain(all.id);
    expect(bIds).not.toContain(mine.id);
    expect((await bUrl(`playlists/${mine.id}`)).statusCode).toBe(404);
    expect((await bUrl(`playlists/${mine.id}/summary`)).statusCode).toBe(404);
    expect((await bUrl(`playlists/${all.id}?sort=position&order=asc`)).json().total_entries).toBe(3);

    // A's URL with B's token is a 403; an unknown restaurant for a restorer is a 403 too
    expect((await w.restaurantCall('playlists', w.tokens.restorerB)).statusCode).toBe(403);
    expect((await w.restaurantCall(`playlists/${mine.id}`, w.tokens.restorerB)).statusCode).toBe(403);
    // the franchisor of mark A reads A1's
    expect((await w.restaurantCall(`playlists/${mine.id}`, w.tokens.franchisor)).statusCode).toBe(200);
  });
});

describe('music weekly schedule (restaurant)', () => {
  const put = (body: unknown, token = w.tokens.restorer, restaurantId = w.world.restaurants.a1.id) =>
    w.ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/restaurants/${restaurantId}/music/schedule`,
      headers: bearer(token),
      payload: body as object,
    });

  it('sets lunch and dinner per weekday from published playlists, and drops a playlist deleted since', async () => {
    const lunch = (await w.adminCall('POST', 'playlists', input({ name: 'Midi programme' }))).json();
    const dinner = (await w.adminCall('POST', 'playlists', input({ name: 'Soir programme', mood: 'dinner' }))).json();
    const res = await put({
      entries: [
        { weekday: 1, moment: 'lunch', playlist_id: lunch.id },
        { weekday: 1, moment: 'dinner', playlist_id: dinner.id },
        { weekday: 5, moment: 'dinner', playlist_id: dinner.id },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entries).toEqual([
      { weekday: 1, moment: 'lunch', playlist_id: lunch.id, playlist_name: 'Midi programme', own: false },
      { weekday: 1, moment: 'dinner', playlist_id: dinner.id, playlist_name: 'Soir programme', own: false },
      { weekday: 5, moment: 'dinner', playlist_id: dinner.id, playlist_name: 'Soir programme', own: false },
    ]);
    await w.adminCall('DELETE', `playlists/${dinner.id}`);
    expect((await w.restaurantCall('schedule')).json().entries).toEqual([
      { weekday: 1, moment: 'lunch', playlist_id: lunch.id, playlist_name: 'Midi programme', own: false },
    ]);
  });

  it('refuses a playlist not published to the restaurant (422), twice the same slot (400), and other restaurants (403)', async () => {
    const other = (
      await w.adminCall('POST', 'playlists', input({ name: 'Marque seulement', publish_to_all: false, mark_ids: [w.world.mark.id] }))
    ).json();
    // B is not in mark A
    const refused = await put(
      { entries: [{ weekday: 2, moment: 'lunch', playlist_id: other.id }] },
      w.tokens.restorerB,
      w.world.restaurants.b.id,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Choisissez des playlists publiées pour votre restaurant ou les vôtres');
    const twice = await put({
      entries: [
        { weekday: 2, moment: 'lunch', playlist_id: other.id },
        { weekday: 2, moment: 'lunch', playlist_id: other.id },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await put({ entries: [] }, w.tokens.restorerB)).statusCode).toBe(403);
    expect((await w.restaurantCall('schedule', w.tokens.restorerB)).statusCode).toBe(403);
    expect((await w.restaurantCall('schedule', w.tokens.restorer, w.world.restaurants.a2.id)).statusCode).toBe(403);
    // B's week is its own: empty
    expect((await w.restaurantCall('schedule', w.tokens.restorerB, w.world.restaurants.b.id)).json().entries).toEqual([]);
  });
});
