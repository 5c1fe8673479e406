import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgError } from '../src/lib/pg-errors';
import { bearer } from './fixtures';
import { type MusicWorld, musicWorld, trackMp3 } from './music-helpers';

let w: MusicWorld;
let songs: { id: string; duration_ms: number; title: string; cover_url: string | null }[];
let a1: string;
let b: string;
beforeAll(async () => {
  w = await musicWorld();
  songs = [];
  for (const i of [0, 1, 2, 3]) songs.push((await w.upload(trackMp3(i).bytes, `${i}.mp3`)).json());
  a1 = w.world.restaurants.a1.id;
  b = w.world.restaurants.b.id;
});
afterAll(() => w.ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `/api/v1/restaurants/<id>/music/<path>` with any method. */
const call = (method: Method, path: string, payload?: unknown, token = w.tokens.restorer, restaurantId = a1) =>
  w.ctx.app.inject({
    method,
    url: `/api/v1/restaurants/${restaurantId}/music/${path}`,
    headers: bearer(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const asB = (method: Method, path: string, payload?: unknown) => call(method, path, payload, w.tokens.restorerB, b);
const input = (over: Record<string, unknown> = {}) => ({
  name: 'Nos classiques',
  description: 'Le choix de la maison',
  mood: 'dinner',
  song_ids: songs.slice(0, 3).map((s) => s.id),
  ...over,
});
const ids = (page: { data: { id: string }[] }) => page.data.map((x) => x.id);

describe('a restaurant’s own playlists', () => {
  it('creates from the catalogue with ordered songs, total duration and the first song’s cover; edits and reorders', async () => {
    const res = await call('POST', 'own-playlists', input({ song_ids: [songs[2].id, songs[0].id] }));
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({ name: 'Nos classiques', mood: 'dinner', songs_count: 2, description: 'Le choix de la maison' });
    expect(p.total_duration_ms).toBe(songs[2].duration_ms + songs[0].duration_ms);
    expect(p.cover_url).toBe(songs[2].cover_url);

    const content = (await call('GET', `own-playlists/${p.id}?sort=position&order=asc`)).json();
    expect(ids(content)).toEqual([songs[2].id, songs[0].id]);
    expect(content.data.map((e: { position: number }) => e.position)).toEqual([0, 1]);
    const searched = (await call('GET', `own-playlists/${p.id}?search=${encodeURIComponent(songs[0].title)}`)).json();
    expect(ids(searched)).toEqual([songs[0].id]);

    const updated = await call(
      'PUT',
      `own-playlists/${p.id}`,
      input({ name: 'Le soir', song_ids: [songs[1].id, songs[2].id, songs[0].id] }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Le soir', songs_count: 3 });
    expect(ids((await call('GET', `own-playlists/${p.id}?sort=position&order=asc`)).json())).toEqual([
      songs[1].id,
      songs[2].id,
      songs[0].id,
    ]);
    expect((await call('GET', `own-playlists/${p.id}/summary`)).json().name).toBe('Le soir');
    const list = (await call('GET', 'own-playlists?search=soir')).json();
    expect(ids(list)).toEqual([p.id]);
    // they are not catalogue playlists: the published list does not show them
    expect(ids((await call('GET', 'playlists?per_page=100')).json())).not.toContain(p.id);
  });

  it('refuses in French: a song twice, an unknown song, an empty or taken name, an unknown mood', async () => {
    const twice = await call('POST', 'own-playlists', input({ name: 'Deux fois', song_ids: [songs[0].id, songs[0].id] }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields.song_ids).toBe('Une musique ne peut figurer qu’une fois dans la playlist');
    const unknown = await call('POST', 'own-playlists', input({ name: 'Inconnue', song_ids: [randomUUID()] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.song_ids).toBe('Une des musiques choisies n’existe plus');
    expect((await call('POST', 'own-playlists', input({ name: '  ' }))).statusCode).toBe(400);
    expect((await call('POST', 'own-playlists', input({ name: 'Minuit', mood: 'minuit' }))).statusCode).toBe(400);
    expect((await call('POST', 'own-playlists', input({ name: 'Brunch', publish_to_all: true }))).statusCode).toBe(400);
    await call('POST', 'own-playlists', input({ name: 'Unique' }));
    const taken = await call('POST', 'own-playlists', input({ name: 'UNIQUE' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.name).toBe('Une de vos playlists porte déjà ce nom');
    // another restaurant may use the same name
    expect((await asB('POST', 'own-playlists', input({ name: 'Unique' }))).statusCode).toBe(201);
  });

  it('is the restaurant’s alone: another restaurant reads, edits, deletes nothing of it (404), its URL is a 403', async () => {
    const p = (await call('POST', 'own-playlists', input({ name: 'Secrète' }))).json();
    expect(ids((await asB('GET', 'own-playlists?per_page=100')).json())).not.toContain(p.id);
    expect((await asB('GET', `own-playlists/${p.id}`)).statusCode).toBe(404);
    expect((await asB('GET', `own-playlists/${p.id}/summary`)).statusCode).toBe(404);
    expect((await asB('PUT', `own-playlists/${p.id}`, input({ name: 'Volée' }))).statusCode).toBe(404);
    expect((await asB('DELETE', `own-playlists/${p.id}`)).statusCode).toBe(404);
    // A1's URLs with B's token, and A2 (no music module) with A's restorer
    expect((await call('GET', `own-playlists/${p.id}`, undefined, w.tokens.restorerB)).statusCode).toBe(403);
    expect((await call('POST', 'own-playlists', input({ name: 'Intrus' }), w.tokens.restorerB)).statusCode).toBe(403);
    expect((await call('GET', 'own-playlists', undefined, w.tokens.restorer, w.world.restaurants.a2.id)).statusCode).toBe(403);
    // the admin's catalogue calls do not see it either
    expect((await w.adminCall('GET', `playlists/${p.id}/summary`)).statusCode).toBe(404);
    // the franchisor of A's mark manages A1's
    expect((await call('GET', `own-playlists/${p.id}/summary`, undefined, w.tokens.franchisor)).statusCode).toBe(200);
    expect((await call('GET', `own-playlists/${p.id}/summary`)).json().name).toBe('Secrète');

    // PostgreSQL itself refuses a song row of B pointing at A1's playlist (composite tenant key)
    const error = await w.ctx.database.db
      .execute(sql`insert into music_own_playlist_songs (restaurant_id, playlist_id, position, song_id)
        values (${b}, ${p.id}, 9, ${songs[0].id})`)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(pgError(error)).toMatchObject({ code: '23503', constraint: 'music_own_playlist_songs_playlist_fk' });
  });

  it('loses a song the admin deletes from the catalogue, positions closed up', async () => {
    const extra = (await w.upload(trackMp3(5).bytes, 'extra.mp3')).json();
    const p = (await call('POST', 'own-playlists', input({ name: 'Avec extra', song_ids: [songs[0].id, extra.id, songs[1].id] }))).json();
    // its own playlists do not hold the song against the admin
    expect((await w.adminCall('GET', `songs/${extra.id}`)).json().playlists_count).toBe(0);
    expect((await w.adminCall('DELETE', `songs/${extra.id}`)).statusCode).toBe(204);
    const content = (await call('GET', `own-playlists/${p.id}?sort=position&order=asc`)).json();
    expect(ids(content)).toEqual([songs[0].id, songs[1].id]);
    expect(content.data.map((e: { position: number }) => e.position)).toEqual([0, 1]);
    expect((await call('GET', `own-playlists/${p.id}/summary`)).json().songs_count).toBe(2);
  });
});

describe('the week’s schedule with own playlists', () => {
  const put = (body: unknown, token = w.tokens.restorer, restaurantId = a1) => call('PUT', 'schedule', body, token, restaurantId);

  it('offers the restaurant’s own playlists beside the published ones; deleting one takes it out of the week', async () => {
    const published = (
      await w.adminCall('POST', 'playlists', {
        name: 'Catalogue midi',
        description: null,
        mood: 'lunch',
        publish_to_all: true,
        mark_ids: [],
        song_ids: [songs[0].id],
      })
    ).json();
    const own = (await call('POST', 'own-playlists', input({ name: 'Maison soir' }))).json();
    const res = await put({
      entries: [
        { weekday: 3, moment: 'lunch', playlist_id: published.id },
        { weekday: 3, moment: 'dinner', playlist_id: own.id },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entries).toEqual([
      { weekday: 3, moment: 'lunch', playlist_id: published.id, playlist_name: 'Catalogue midi', own: false },
      { weekday: 3, moment: 'dinner', playlist_id: own.id, playlist_name: 'Maison soir', own: true },
    ]);
    // renamed: the week shows its new name
    await call('PUT', `own-playlists/${own.id}`, input({ name: 'Maison du soir' }));
    expect((await call('GET', 'schedule')).json().entries[1].playlist_name).toBe('Maison du soir');
    expect((await call('DELETE', `own-playlists/${own.id}`)).statusCode).toBe(204);
    expect((await call('GET', 'schedule')).json().entries).toEqual([
      { weekday: 3, moment: 'lunch', playlist_id: published.id, playlist_name: 'Catalogue midi', own: false },
    ]);
    expect((await call('GET', `own-playlists/${own.id}/summary`)).statusCode).toBe(404);
  });

  it('refuses another restaurant’s own playlist (422), and PostgreSQL refuses it too', async () => {
    const ofA = (await call('POST', 'own-playlists', input({ name: 'Réservée à A1' }))).json();
    const refused = await put({ entries: [{ weekday: 4, moment: 'lunch', playlist_id: ofA.id }] }, w.tokens.restorerB, b);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.entries).toBe('Choisissez des playlists publiées pour votre restaurant ou les vôtres');
    expect((await asB('GET', 'schedule')).json().entries).toEqual([]);
    const error = await w.ctx.database.db
      .execute(sql`insert into music_schedules (restaurant_id, weekday, moment, own_playlist_id) values (${b}, 4, 'lunch', ${ofA.id})`)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(pgError(error)).toMatchObject({ code: '23503', constraint: 'music_schedules_own_playlist_fk' });
  });
});
