import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMp3 } from '../src/db/seed/music-audio';
import { placeholderPng } from '../src/lib/uploads/png';
import { signedStreamUrl, streamPath } from '../src/modules/music/stream/signing';
import { bearer } from './fixtures';
import { type MusicWorld, musicWorld, trackMp3 } from './music-helpers';

let w: MusicWorld;
beforeAll(async () => {
  w = await musicWorld();
});
afterAll(() => w.ctx.close());

const stream = (url: string, headers: Record<string, string> = {}) => w.ctx.app.inject({ method: 'GET', url, headers });

describe('music songs: upload', () => {
  it('reads title, artist, album, genre, duration and cover from the tags, then lists, edits and deletes', async () => {
    const { track, bytes } = trackMp3(0);
    const res = await w.upload(bytes, 'piste.mp3');
    expect(res.statusCode).toBe(201);
    const song = res.json();
    expect(song).toMatchObject({ title: track.title, artist: track.artist, album: track.album, genre: track.genre, format: 'mp3' });
    expect(song.size_bytes).toBe(bytes.length);
    // eight notes of 0.35 s: about 2.8 s (the encoder pads a frame or two)
    expect(song.duration_ms).toBeGreaterThan(2500);
    expect(song.duration_ms).toBeLessThan(3500);
    expect(song.cover_url).toMatch(/^\/uploads\/music\/[0-9a-f]{32}\.png$/);
    const cover = await w.ctx.app.inject({ method: 'GET', url: song.cover_url });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');

    await w.upload(trackMp3(1).bytes, 'deux.mp3');
    const list = (await w.adminCall('GET', 'songs?sort=title&order=asc')).json();
    expect(list.total_entries).toBe(2);
    const byGenre = (await w.adminCall('GET', `songs?genre=${encodeURIComponent(track.genre.toUpperCase())}`)).json();
    expect(byGenre.data.map((s: { id: string }) => s.id)).toEqual([song.id]);
    const searched = (await w.adminCall('GET', `songs?search=${encodeURIComponent(track.artist.slice(0, 6))}`)).json();
    expect(searched.data.map((s: { id: string }) => s.id)).toContain(song.id);
    const facets = (await w.adminCall('GET', 'songs/facets')).json();
    expect(facets.genres).toContain(track.genre);

    const edited = await w.adminCall('PUT', `songs/${song.id}`, {
      title: 'Nouveau titre',
      artist: 'Autre',
      album: '',
      genre: 'Jazz',
      duration_ms: 3000,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Nouveau titre', artist: 'Autre', album: null, genre: 'Jazz', duration_ms: 3000 });
    const missing = await w.adminCall('PUT', `songs/${song.id}`, { artist: 'X', duration_ms: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.title).toBe('Le champ titre est obligatoire');

    expect((await w.adminCall('DELETE', `songs/${song.id}`)).statusCode).toBe(204);
    expect((await w.adminCall('GET', `songs/${song.id}`)).statusCode).toBe(404);
    expect((await w.ctx.app.inject({ method: 'GET', url: song.cover_url })).statusCode).toBe(404);
  });

  it('takes the file name as the title of an untagged file', async () => {
    const { bytes } = trackMp3(2);
    // drop the ID3v2 tag: its size is the 4 syncsafe bytes at offset 6, plus the 10-byte header
    const size = ((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f);
    const res = await w.upload(bytes.subarray(10 + size), 'Valse du matin.mp3');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Valse du matin', artist: 'Artiste inconnu', cover_url: null });
  });

  it('checks the type from the bytes: an image or a text named .mp3 is a 415, whatever the header says', async () => {
    const png = await w.upload(placeholderPng('#336699'), 'faux.mp3', 'audio/mpeg');
    expect(png.statusCode).toBe(415);
    expect(png.json().error.message).toBe('Format non pris en charge : envoyez un fichier audio MP3, OGG, M4A ou FLAC');
    expect((await w.upload(Buffer.from('ID3 pas vraiment de la musique'), 'texte.mp3')).statusCode).toBe(415);
  });

  it('refuses a file over the size setting (413, French) and an empty one (400)', async () => {
    const big = Buffer.concat([trackMp3(3).bytes, Buffer.alloc(1_100_000)]);
    const res = await w.upload(big, 'long.mp3');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Le fichier dépasse la taille maximale de 1 Mo');
    expect((await w.upload(Buffer.alloc(0), 'vide.mp3')).statusCode).toBe(400);
  });

  it('is the admin’s: a restorer cannot upload (403), and reads the catalogue only with the music module', async () => {
    expect((await w.upload(trackMp3(4).bytes, 'x.mp3', 'audio/mpeg', w.tokens.restorer)).statusCode).toBe(403);
    expect((await w.restaurantCall('songs')).statusCode).toBe(200);
    // A2 does not hold fitfit_music
    expect((await w.restaurantCall('songs', w.tokens.restorer, w.world.restaurants.a2.id)).statusCode).toBe(403);
  });
});

describe('music streaming', () => {
  let song: { id: string; size_bytes: number };
  let bytes: Buffer;
  let url: string;
  beforeAll(async () => {
    bytes = trackMp3(5).bytes;
    song = (await w.upload(bytes, 'stream.mp3')).json();
    const signed = await w.restaurantCall(`songs/${song.id}/stream-url`);
    expect(signed.statusCode).toBe(200);
    url = signed.json().url;
    expect(url).not.toContain(w.tokens.restorer);
    expect(new Date(signed.json().expires_at).getTime()).toBeGreaterThan(Date.now() + 60_000);
  });

  it('answers the whole file with Accept-Ranges and caching headers', async () => {
    const res = await stream(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}\.mp3"$/);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect((await stream(url, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });

  it('answers ranges with 206 and Content-Range: the first bytes, the middle, a suffix, an open end', async () => {
    const first = await stream(url, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(first.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);

    const middle = await stream(url, { range: 'bytes=1000-1499' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1499/${bytes.length}`);
    expect(Number(middle.headers['content-length'])).toBe(500);
    expect(middle.rawPayload.equals(bytes.subarray(1000, 1500))).toBe(true);

    const suffix = await stream(url, { range: 'bytes=-300' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${bytes.length - 300}-${bytes.length - 1}/${bytes.length}`);
    expect(suffix.rawPayload.equals(bytes.subarray(bytes.length - 300))).toBe(true);

    const open = await stream(url, { range: `bytes=${bytes.length - 10}-` });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
  });

  it('answers 416 with the size for a range outside the file, and the whole file for an If-Range of another version', async () => {
    const res = await stream(url, { range: `bytes=${bytes.length}-${bytes.length + 10}` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(res.json().error.message).toBe('Plage demandée hors du fichier');
    const stale = await stream(url, { range: 'bytes=0-9', 'if-range': '"autre"' });
    expect(stale.statusCode).toBe(200);
  });

  it('refuses a tampered, foreign or expired address (403) and never needs the session', async () => {
    const other = (await w.upload(trackMp3(6).bytes, 'autre.mp3')).json();
    // the signature of one song does not open another
    expect((await stream(url.replace(song.id, other.id))).statusCode).toBe(403);
    // a later expiry with the same signature
    const later = url.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 3600}`);
    expect((await stream(later)).statusCode).toBe(403);
    const flipped = url.replace(/signature=(.)/, (_m, c) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await stream(flipped)).statusCode).toBe(403);
    expect((await stream(url.split('?')[0])).statusCode).toBe(403);
    // a well-signed address whose time is over
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await stream(await signedStreamUrl(w.ctx.database.db, song.id, past));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toBe('Lien de lecture expiré : relancez la lecture');
    // signed with another secret (another platform's): refused
    expect((await stream(streamPath(randomBytes(32), song.id, past + 3600))).statusCode).toBe(403);
  });

  it('gives a signed address only to a restaurant with the music module, for an existing song', async () => {
    expect((await w.restaurantCall(`songs/${song.id}/stream-url`, w.tokens.restorerB, w.world.restaurants.a1.id)).statusCode).toBe(403);
    expect((await w.restaurantCall(`songs/${randomUUID()}/stream-url`)).statusCode).toBe(404);
    expect((await w.adminCall('GET', `songs/${song.id}/stream-url`)).statusCode).toBe(200);
  });
});

describe('music songs: replacing the audio file, choosing the cover by hand', () => {
  /** A multipart call with one file, as the admin. */
  const send = (method: 'PUT' | 'POST', path: string, bytes: Buffer, type: string, token = w.tokens.admin) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'fichier');
    return w.ctx.app.inject({ method, url: `/api/v1/admin/${path}`, headers: bearer(token), payload: form as unknown as string });
  };
  /** An MP3 of `notes` notes of 0.5 s, tagged as `title` (or without tags). */
  const mp3 = (title: string, notes: number, tagged = true) => {
    const bytes = demoMp3({
      title,
      artist: 'Quatuor Remplacé',
      album: 'Nouvel album',
      genre: 'Soul',
      color: '#884422',
      notes: Array(notes).fill(0),
      beat: 0.5,
    });
    if (tagged) return bytes;
    const size = ((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f);
    return bytes.subarray(10 + size);
  };

  it('re-reads the tags and the duration; a signed address given before streams the new file with a new ETag', async () => {
    const song = (await w.upload(trackMp3(6).bytes, 'avant.mp3')).json();
    const playlist = (
      await w.adminCall('POST', 'playlists', {
        name: 'Garde la musique',
        description: null,
        mood: 'lunch',
        publish_to_all: true,
        mark_ids: [],
        song_ids: [song.id],
      })
    ).json();
    const url = (await w.restaurantCall(`songs/${song.id}/stream-url`)).json().url;
    const before = await stream(url);
    const oldEtag = String(before.headers.etag);

    const next = mp3('Version longue', 12);
    const res = await send('PUT', `songs/${song.id}/file`, next, 'audio/mpeg');
    expect(res.statusCode).toBe(200);
    const replaced = res.json();
    expect(replaced).toMatchObject({
      id: song.id,
      title: 'Version longue',
      artist: 'Quatuor Remplacé',
      album: 'Nouvel album',
      genre: 'Soul',
      size_bytes: next.length,
    });
    expect(replaced.duration_ms).toBeGreaterThan(5500);
    expect(replaced.duration_ms).toBeLessThan(6600);
    expect(replaced.cover_url).not.toBe(song.cover_url);
    // the old cover file is gone, the playlist still holds the song with its new duration
    expect((await w.ctx.app.inject({ method: 'GET', url: song.cover_url })).statusCode).toBe(404);
    expect((await w.adminCall('GET', `playlists/${playlist.id}/summary`)).json().total_duration_ms).toBe(replaced.duration_ms);

    // the address signed before the replacement streams the new bytes, under a new ETag
    const after = await stream(url);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(next)).toBe(true);
    expect(after.headers.etag).not.toBe(oldEtag);
    // a browser resuming with the old ETag gets the whole new file, never a slice to splice onto the old one
    const resumed = await stream(url, { range: 'bytes=100-199', 'if-range': oldEtag });
    expect(resumed.statusCode).toBe(200);
    expect(Number(resumed.headers['content-length'])).toBe(next.length);
    const range = await stream(url, { range: 'bytes=100-199', 'if-range': String(after.headers.etag) });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(next.subarray(100, 200))).toBe(true);

    // a file without tags keeps the title, artist and cover, and takes its own duration
    const bare = mp3('ignoré', 4, false);
    const untagged = (await send('PUT', `songs/${song.id}/file`, bare, 'audio/mpeg')).json();
    expect(untagged).toMatchObject({
      title: 'Version longue',
      artist: 'Quatuor Remplacé',
      cover_url: replaced.cover_url,
      size_bytes: bare.length,
    });
    expect(untagged.duration_ms).toBeLessThan(2600);
  });

  it('refuses a file that is not audio (415), too large (413), an unknown song (404), and anyone but the admin (403)', async () => {
    const song = (await w.upload(trackMp3(7).bytes, 'garde.mp3')).json();
    const png = await send('PUT', `songs/${song.id}/file`, placeholderPng('#123456'), 'audio/mpeg');
    expect(png.statusCode).toBe(415);
    expect(png.json().error.message).toBe('Format non pris en charge : envoyez un fichier audio MP3, OGG, M4A ou FLAC');
    const big = await send('PUT', `songs/${song.id}/file`, Buffer.concat([trackMp3(3).bytes, Buffer.alloc(1_100_000)]), 'audio/mpeg');
    expect(big.statusCode).toBe(413);
    expect((await send('PUT', `songs/${randomUUID()}/file`, trackMp3(3).bytes, 'audio/mpeg')).statusCode).toBe(404);
    expect((await send('PUT', `songs/${song.id}/file`, trackMp3(3).bytes, 'audio/mpeg', w.tokens.restorer)).statusCode).toBe(403);
    // nothing changed: the same file streams
    const kept = (await w.adminCall('GET', `songs/${song.id}`)).json();
    expect(kept).toMatchObject({ title: song.title, size_bytes: song.size_bytes, duration_ms: song.duration_ms });
  });

  it('takes a cover chosen by hand (checked by its bytes), then removes it', async () => {
    const song = (await w.upload(trackMp3(8).bytes, 'pochette.mp3')).json();
    const res = await send('POST', `songs/${song.id}/cover`, placeholderPng('#aa3355'), 'image/png');
    expect(res.statusCode).toBe(200);
    const cover = res.json().cover_url;
    expect(cover).toMatch(/^\/uploads\/music\/[0-9a-f]{32}\.png$/);
    expect(cover).not.toBe(song.cover_url);
    expect((await w.ctx.app.inject({ method: 'GET', url: song.cover_url })).statusCode).toBe(404);
    const svg = await send('POST', `songs/${song.id}/cover`, Buffer.from('<svg/>'), 'image/png');
    expect(svg.statusCode).toBe(415);
    expect((await send('POST', `songs/${song.id}/cover`, placeholderPng('#000000'), 'image/png', w.tokens.franchisor)).statusCode).toBe(
      403,
    );
    const cleared = await w.adminCall('DELETE', `songs/${song.id}/cover`);
    expect(cleared.json().cover_url).toBeNull();
    expect((await w.ctx.app.inject({ method: 'GET', url: cover })).statusCode).toBe(404);
  });
});
