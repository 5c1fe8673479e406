import { demoMp3, demoTracks } from '../src/db/seed/music-audio';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

/** A test world for music: the app with a 1 MB upload limit, tokens of the admin, A1's restorer, B's restorer and the franchisor. */
export const musicWorld = async (env: Record<string, string> = {}) => {
  const ctx: TestContext = await createTestContext({
    LOGIN_RATE_LIMIT: '10000',
    MUSIC_MAX_UPLOAD_MB: '1',
    DATA_DIR: `/tmp/fitfit-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    ...env,
  });
  const world: World = await createWorld(ctx.database.db);
  const [admin, restorer, restorerB, franchisor] = await Promise.all(
    [world.users.admin, world.users.restorer, world.users.restorerB, world.users.franchisor].map((u) => login(ctx.app, u.email)),
  );
  const tokens = { admin, restorer, restorerB, franchisor };
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** An admin call: `/api/v1/admin/<path>`. */
  const adminCall = (method: Method, path: string, payload?: unknown, token = admin) =>
    ctx.app.inject({
      method,
      url: `/api/v1/admin/${path}`,
      headers: bearer(token),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  /** A restaurant call: `/api/v1/restaurants/<id>/music/<path>`. */
  const restaurantCall = (path: string, token = restorer, restaurantId = world.restaurants.a1.id) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/restaurants/${restaurantId}/music/${path}`, headers: bearer(token) });
  /** Uploads one file as the multipart field `file` (the platform's FormData, as a browser sends it). */
  const upload = (bytes: Buffer, filename: string, type = 'audio/mpeg', token = admin) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
    return ctx.app.inject({ method: 'POST', url: '/api/v1/admin/songs', headers: bearer(token), payload: form as unknown as string });
  };
  return { ctx, world, tokens, adminCall, restaurantCall, upload };
};
export type MusicWorld = Awaited<ReturnType<typeof musicWorld>>;

const tracks = demoTracks(12);
/** The i-th demo track as a tagged MP3 (title, artist, album, genre, cover). */
export const trackMp3 = (i: number) => ({ track: tracks[i], bytes: demoMp3(tracks[i]) });
