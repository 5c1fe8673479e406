import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoMp3 } from '../../apps/api/src/db/seed/music-audio';
import { weekdayLabels } from '../../packages/contracts/src';
import { registerRestaurant, uniqueSuffix } from '../support/api';
import {
  accounts,
  baseUrl,
  expectNoSeriousA11yViolations,
  expectPath,
  screenshot,
  searchList,
  sidebar,
  useBrowser,
  visible,
} from '../support/browser';

/**
 * Music, the whole flow: the admin uploads a song (tags read from the file) and builds a playlist with it,
 * published to every restaurant; the restaurateur plays it, seeks, and moves to other screens while it goes
 * on playing; a restaurant of the test's own builds its own playlist, puts it in its week and follows the
 * schedule. The song is made here (synthesised, tagged MP3) and named with a unique suffix.
 */
const { openAs, newPage } = useBrowser();
const suffix = uniqueSuffix();
const title = `Ritournelle ${suffix}`;
const playlistName = `Essai lecture ${suffix}`;
// 32 notes of 0.5 s: 16 s, long enough to seek and move around while it plays
const notes = Array.from({ length: 32 }, (_, i) => [0, 3, 7, 12, 7, 3][i % 6]);
const file = path.join(mkdtempSync(path.join(tmpdir(), 'fitfit-music-')), `ritournelle-${suffix}.mp3`);
writeFileSync(file, demoMp3({ title, artist: 'Trio Essai', album: 'Tests', genre: 'Jazz', color: '#2b6cb0', notes, beat: 0.5 }));

/**
 * The last 12:00 in Paris (today's or yesterday's), and its weekday: a lunch moment (11 h–15 h) whatever the
 * hour the test runs at. The page's clock is set to it (an earlier time: the signed addresses stay valid).
 */
const lastParisNoon = () => {
  const now = Date.now();
  const part = (options: Intl.DateTimeFormatOptions, at: number) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', ...options }).format(at);
  const hour = Number(part({ hour: '2-digit', hourCycle: 'h23' }, now));
  const minute = Number(part({ minute: '2-digit' }, now));
  const at = now - ((hour >= 12 ? hour - 12 : hour + 12) * 60 + minute) * 60_000;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', weekday: 'short' }).format(at),
  );
  return { at, weekday };
};

const audioState = (page: Page) =>
  page.evaluate(() => {
    const a = document.querySelector<HTMLAudioElement>('audio[data-testid="music-audio"]');
    return a ? { time: a.currentTime, paused: a.paused } : null;
  });
const audioTime = async (page: Page) => (await audioState(page))?.time ?? -1;

describe('music', () => {
  test('the admin uploads a song: its tags are read; then builds a playlist with it', async () => {
    const page = await openAs(accounts.admin, '/music/admin-songs');
    await visible(page.getByRole('heading', { name: 'Musiques (catalogue)' }));
    await expectNoSeriousA11yViolations(page);
    await page.locator('input[type="file"]').setInputFiles(file);
    await visible(page.getByText(`Ajoutée : « ${title} » — Trio Essai`));
    await searchList(page.getByRole('textbox', { name: 'Rechercher un titre, un artiste, un album' }), suffix);
    const row = page.locator('tbody tr', { hasText: title });
    await visible(row);
    await expect.poll(() => row.textContent()).toContain('Jazz');
    await expect.poll(() => row.textContent()).toContain('0:16');
    await screenshot(page, 'music-admin-songs');

    await page.goto('/music/admin-playlists');
    await visible(page.getByRole('heading', { name: 'Playlists (catalogue)' }));
    await page.getByRole('button', { name: 'Ajouter une playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle playlist' });
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(playlistName);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Pour le test de lecture');
    await dialog.getByRole('combobox', { name: 'Ajouter une musique' }).fill(suffix);
    await page.getByRole('option', { name: `${title} — Trio Essai` }).click();
    await visible(dialog.getByRole('button', { name: `Déplacer ${title}` }));
    await expect.poll(() => dialog.textContent()).toContain('1 musique · durée totale 0:16');
    await expectNoSeriousA11yViolations(page, 'playlist editor');
    await screenshot(page, 'music-admin-playlist-editor');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText(`La playlist « ${playlistName} » a été créée`));
    await page.getByRole('textbox', { name: 'Rechercher une playlist' }).fill(suffix);
    await visible(page.locator('tbody tr', { hasText: 'Tous les restaurants' }));
  });

  test('the restaurateur plays it, seeks, and the music goes on across screens', async () => {
    const page = await openAs(accounts.restorer, '/music/playlists');
    await visible(page.getByRole('heading', { name: 'Playlists' }));
    await page.getByRole('textbox', { name: 'Rechercher une playlist' }).fill(suffix);
    await page.getByRole('button', { name: `Voir le contenu de ${playlistName}` }).click();
    const content = page.getByRole('region', { name: `Contenu de ${playlistName}` });
    await visible(content.getByRole('cell', { name: title }));
    await expectNoSeriousA11yViolations(page);

    await content.getByRole('button', { name: 'Lire la playlist' }).click();
    const bar = page.getByRole('region', { name: 'Lecteur de musique' });
    await visible(bar.getByText(title));
    await expect.poll(() => audioTime(page)).toBeGreaterThan(0.5);
    await screenshot(page, 'music-playlists-playing');

    // seek: the slider's keyboard moves the audio forward (70 steps of 0.1 s), well before the song's end, so that
    // a slow machine cannot let the 16 s song end (and stop) between this seek and the next one
    const slider = bar.getByRole('slider', { name: 'Position dans le morceau' });
    await slider.focus();
    for (let i = 0; i < 70; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => audioTime(page)).toBeGreaterThan(6);
    // back to a known point, so that the song is far from its end during the navigation below
    await page.keyboard.press('Home');
    await expect.poll(() => audioTime(page)).toBeLessThan(3);

    // move through the sidebar (the app's own navigation, no reload): the music goes on
    await sidebar(page).getByRole('link', { name: 'Musiques' }).click();
    await expectPath(page, '/music/songs');
    await visible(page.getByRole('heading', { name: 'Musiques' }));
    const before = await audioTime(page);
    await expect.poll(() => audioTime(page)).toBeGreaterThan(before + 0.5);
    expect((await audioState(page))?.paused).toBe(false);
    await visible(bar.getByText(title));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'music-songs');

    await page.goBack();
    await expectPath(page, '/music/playlists');
    const later = await audioTime(page);
    await expect.poll(() => audioTime(page)).toBeGreaterThan(later + 0.3);

    // pause from the keyboard shortcut
    await page.locator('body').click({ position: { x: 5, y: 200 } });
    await page.keyboard.press('Alt+K');
    await expect.poll(async () => (await audioState(page))?.paused).toBe(true);
  });

  test('after a reload the player shows the song that was playing, paused where it was, and « Reprendre » goes on from there', async () => {
    const page = await openAs(accounts.restorer, '/music/playlists', { viewport: { width: 1440, height: 900 } });
    await page.getByRole('textbox', { name: 'Rechercher une playlist' }).fill(suffix);
    await page.getByRole('button', { name: `Voir le contenu de ${playlistName}` }).click();
    const content = page.getByRole('region', { name: `Contenu de ${playlistName}` });
    await content.getByRole('button', { name: 'Lire la playlist' }).click();
    const bar = page.getByRole('region', { name: 'Lecteur de musique' });
    const slider = bar.getByRole('slider', { name: 'Position dans le morceau' });
    await expect.poll(() => audioTime(page)).toBeGreaterThan(0.5);
    // 8 s in, then paused: the position to find again
    await slider.focus();
    for (let i = 0; i < 80; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => audioTime(page)).toBeGreaterThan(7);
    await bar.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await audioState(page))?.paused).toBe(true);
    const at = await audioTime(page);

    await page.reload();
    await visible(bar.getByText(title));
    await visible(bar.getByText(`Playlist « ${playlistName} »`, { exact: false }));
    await visible(bar.getByRole('button', { name: 'Reprendre' }));
    await expect.poll(async () => Math.abs(Number(await slider.getAttribute('aria-valuenow')) - at)).toBeLessThan(0.2);
    // nothing plays before the user asks (browsers refuse it anyway)
    expect((await audioState(page))?.paused ?? true).toBe(true);
    await screenshot(page, 'music-player-resume');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await visible(bar.getByRole('button', { name: 'Reprendre' }));
    // no seek bar on a phone: the line under the title says where it stopped
    await visible(bar.getByText(/^En pause à \d+:\d\d$/));
    await screenshot(page, 'music-player-resume-phone');

    await bar.getByRole('button', { name: 'Reprendre' }).click();
    await expect.poll(async () => (await audioState(page))?.paused).toBe(false);
    // from where it was, not from the start
    expect(await audioTime(page)).toBeGreaterThan(at - 0.5);
    await visible(bar.getByRole('button', { name: 'Pause' }));
  });

  test('a restaurant builds its own playlist, puts it in its week, and « Suivre le programme » plays it', async () => {
    const { owner } = await registerRestaurant(baseUrl, `Bistrot en musique ${suffix}`, ['fitfit_music']);
    const ownName = `Maison ${suffix}`;
    const noon = lastParisNoon();
    const page = await newPage({ as: owner.session });
    await page.clock.setFixedTime(noon.at);
    await page.goto('/music/playlists');
    const mine = page.getByRole('region', { name: 'Mes playlists' });
    await visible(mine.getByText("Vous n'avez pas encore de playlist : créez-en une à partir du catalogue."));

    await mine.getByRole('button', { name: 'Créer une playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle playlist' });
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(ownName);
    await dialog.getByRole('combobox', { name: 'Ajouter une musique' }).fill(suffix);
    await page.getByRole('option', { name: `${title} — Trio Essai` }).click();
    await expect.poll(() => dialog.textContent()).toContain('1 musique · durée totale 0:16');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText(`La playlist « ${ownName} » a été créée`));
    await visible(mine.getByRole('cell', { name: ownName }));

    // the week: today's lunch (the page's clock says noon) plays the restaurant's own playlist
    const week = page.getByRole('region', { name: 'Programme de la semaine' });
    await week.getByRole('combobox', { name: `Déjeuner du ${weekdayLabels[noon.weekday].toLowerCase()}` }).click();
    await page.getByRole('option', { name: ownName }).click();
    await week.getByRole('button', { name: 'Enregistrer le programme' }).click();
    await visible(page.getByText('Programme de la semaine enregistré'));
    await expectNoSeriousA11yViolations(page);

    await week.getByRole('button', { name: 'Suivre le programme' }).click();
    const bar = page.getByRole('region', { name: 'Lecteur de musique' });
    await visible(bar.getByText(`Programme · « ${ownName} »`, { exact: false }));
    await visible(bar.getByText(title));
    await expect.poll(() => audioTime(page)).toBeGreaterThan(0.5);
    await visible(week.getByRole('button', { name: 'Programme suivi' }));
    await screenshot(page, 'music-own-playlists-schedule');
    // on a phone, the list fits and the player bar keeps its main buttons
    await page.setViewportSize({ width: 390, height: 800 });
    await visible(mine.getByRole('cell', { name: ownName }));
    await visible(bar.getByRole('button', { name: 'Pause' }));
    await screenshot(page, 'music-own-playlists-phone');
  });
});
