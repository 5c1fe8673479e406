import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Client, registerRestaurant, uniqueSuffix } from '../support/api';
import { baseUrl, expectNoSeriousA11yViolations, expectPath, screenshot, useBrowser, visible } from '../support/browser';

/** HACCP planning on a restaurant of its own: tasks planned through the API, moved through their states on the screen. */
const { openAs } = useBrowser();
let owner: Client;
let restaurantId: string;
const suffix = uniqueSuffix();
const fridge = `Frigo ${suffix}`;
const byHand = `Vérifier les étiquettes ${suffix}`;
const reading = `Relevé du frigo ${suffix}`;
const phone = { viewport: { width: 390, height: 844 } };
const main = (page: Page) => page.getByRole('main');
const card = (page: Page, title: string) => main(page).getByTestId('occurrence').filter({ hasText: title });

beforeAll(async () => {
  ({ owner, restaurantId } = await registerRestaurant(baseUrl, `Planning ${suffix}`, ['fitfit_haccp']));
  const haccp = `restaurants/${restaurantId}/haccp`;
  await owner.call('POST', `${haccp}/equipment`, { name: fridge, kind: 'fridge', min_c: 0, max_c: 4, readings_per_day: 1, active: true });
  // due in a few minutes: today's tasks, not late yet
  const soon = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000).toISOString();
  for (const [title, kind] of [
    [byHand, 'other'],
    [reading, 'temperature'],
  ]) {
    await owner.call('POST', `${haccp}/tasks`, { title, kind, due_at: soon, recurrence: 'daily' });
  }
});

describe('HACCP planning', () => {
  test('moves a task through its states in the calendar, and does a reading task through its form', async () => {
    const page = await openAs(owner.session, '/haccp/planning', phone);
    const manual = card(page, byHand);
    await visible(manual.getByText('À faire'));
    await screenshot(page, 'haccp-planning-390');
    await expectNoSeriousA11yViolations(page);
    await manual.getByRole('button', { name: 'Commencer' }).click();
    await visible(manual.getByText('En cours'));
    await visible(manual.getByText(/Commencée par/));
    await manual.getByRole('button', { name: 'Terminer' }).click();
    await visible(manual.getByText('Fait', { exact: true }));
    await visible(manual.getByText(/Faite le/));

    // "Faire" opens the temperature form for this task; saving the reading completes it
    await card(page, reading).getByRole('button', { name: 'Faire' }).click();
    await expectPath(page, '/haccp/temperatures');
    const form = page.getByRole('dialog');
    await visible(form.getByText(`Tâche du planning : ${reading}`, { exact: false }));
    await form.getByRole('combobox', { name: /^Équipement/ }).click();
    await page.getByRole('option', { name: new RegExp(fridge) }).click();
    await form.getByRole('textbox', { name: /^Température/ }).fill('3');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expectPath(page, '/haccp/planning');
    await visible(card(page, reading).getByText('Fait', { exact: true }));

    // the week view on a wide screen, and the home's tasks of the day
    const wide = await openAs(owner.session, '/haccp/planning');
    await visible(card(wide, reading));
    await screenshot(wide, 'haccp-planning-month');
    await main(wide).getByText('Semaine', { exact: true }).click();
    await visible(card(wide, byHand).getByText('Fait', { exact: true }));
    await screenshot(wide, 'haccp-planning-week');
    // seven columns from 1440 px, a row per day below, a day list on a phone
    for (const width of [1440, 1024, 390]) {
      await wide.setViewportSize({ width, height: 900 });
      await visible(card(wide, byHand));
      await screenshot(wide, `haccp-planning-week-${width}`);
    }
    await wide.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousA11yViolations(wide);
    await wide.goto('/haccp/dashboard');
    await visible(card(wide, reading));
    expect(await main(wide).getByText('Tâches du jour').count()).toBe(1);

    // the inspector's register of the period, as a PDF (its text is read by the API test)
    await main(wide).getByRole('button', { name: "Registre pour l'inspection" }).click();
    const exporter = wide.getByRole('dialog', { name: "Registre pour l'inspection" });
    await visible(exporter.getByLabel('Du'));
    await expectNoSeriousA11yViolations(wide);
    const [file] = await Promise.all([wide.waitForEvent('download'), exporter.getByRole('button', { name: 'Télécharger le PDF' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^registre-haccp-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
    await visible(wide.getByText('Registre PDF téléchargé'));
  });
});
