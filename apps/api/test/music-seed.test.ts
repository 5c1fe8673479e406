import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { demoCatalogue, phraseFile, SHIPPED_PHRASES } from '../src/db/seed/music';
import { demoPhrases } from '../src/db/seed/music-audio';
import { createDemoContext, type TestContext } from './context';
import { bearer, login } from './fixtures';

/** The demo's music: songs of believable length, and Le Comptoir de Lucie's own playlists and week. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createDemoContext();
});
afterAll(() => ctx.close());

describe('demo music', () => {
  it('ships every phrase the demo catalogue needs, so a fresh clone’s first start encodes none', async () => {
    const shipped = new Set(await readdir(SHIPPED_PHRASES));
    for (const days of [3, 396])
      for (const track of demoCatalogue(days))
        for (const p of demoPhrases(track)) expect(shipped.has(phraseFile(p)), `${track.title}: ${p.key}`).toBe(true);
  });

  it('adds songs of minutes, light files (mono, low bitrate)', async () => {
    const { rows } = await ctx.database.pool.query<{ duration_ms: number; size_bytes: number }>(
      'select duration_ms, size_bytes from music_songs',
    );
    expect(rows).toHaveLength(8); // DEMO_DAYS=3: the short demo's catalogue
    for (const s of rows) {
      expect(s.duration_ms).toBeGreaterThanOrEqual(120_000);
      expect(s.duration_ms).toBeLessThanOrEqual(250_000);
      // 16 kbit/s: 2 kB a second, tags and cover aside
      expect(s.size_bytes).toBeLessThan((s.duration_ms / 1000) * 2000 + 20_000);
    }
  });

  it('gives Lucie two playlists of her own and a week that plays them, read through the API', async () => {
    const { rows } = await ctx.database.pool.query<{ id: string }>(`select id from restaurants where name = 'Le Comptoir de Lucie'`);
    const token = await login(ctx.app, 'lucie@fitfit.example', DEMO_PASSWORD);
    const get = async (path: string) => {
      const res = await ctx.app.inject({ url: `/api/v1/restaurants/${rows[0].id}/music/${path}`, headers: bearer(token) });
      expect(res.statusCode, path).toBe(200);
      return res.json();
    };
    const own = (await get('own-playlists')).data as { id: string; name: string; songs_count: number; total_duration_ms: number }[];
    expect(own.map((p) => p.name).sort()).toEqual(['Midi au comptoir', 'Soirées de Lucie']);
    for (const p of own) {
      expect(p.songs_count).toBeGreaterThan(0);
      expect(p.total_duration_ms).toBeGreaterThanOrEqual(p.songs_count * 120_000);
    }
    const week = (await get('schedule')).entries as { weekday: number; moment: string; playlist_name: string; own: boolean }[];
    expect(week).toHaveLength(14);
    expect(week.filter((e) => e.own).length).toBeGreaterThanOrEqual(5);
    expect(week.filter((e) => !e.own).length).toBeGreaterThanOrEqual(1);
    expect(week.find((e) => e.weekday === 2 && e.moment === 'lunch')).toMatchObject({ playlist_name: 'Midi au comptoir', own: true });
    expect(week.find((e) => e.weekday === 6 && e.moment === 'dinner')).toMatchObject({ playlist_name: 'Soirées de Lucie', own: true });
  });

  it('gives the Opéra a week of the catalogue and its mark’s evening playlist', async () => {
    const { rows } = await ctx.database.pool.query<{ name: string; own: boolean }>(
      `select coalesce(p.name, o.name) as name, s.own_playlist_id is not null as own from music_schedules s
         join restaurants r on r.id = s.restaurant_id left join music_playlists p on p.id = s.playlist_id
         left join music_own_playlists o on o.id = s.own_playlist_id where r.name = 'Bistro Parisien Opéra'`,
    );
    expect(rows).toHaveLength(14);
    expect(rows.every((r) => !r.own)).toBe(true);
    expect(rows.map((r) => r.name)).toContain('Soirée Bistro Parisien');
  });
});
