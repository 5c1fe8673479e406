import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Client, registerRestaurant, uniqueSuffix } from '../support/api';
import { baseUrl, chooseOption, expectNoSeriousA11yViolations, expectPath, screenshot, useBrowser, visible } from '../support/browser';

/** HACCP planning on a restaurant of its own: tasks planned through the API, moved through their states on the screen. */
const { openAs } = useBrowser();
let owner: Client;
let restaurantId: string;
const suffix = uniqueSuffix();
const fridge = `Frigo ${suffix}`;
const byHand = `Vérifier les étiquettes ${suffix}`;
const reading = `Relevé du frigo ${suffix}`;
const morning = `Relevé du matin ${suffix}`;
const room = `Chambre froide ${suffix}`;
const roomTask = `Relevé de la chambre ${suffix}`;
const phone = { viewport: { width: 390, height: 844 } };
const main = (page: Page) => page.getByRole('main');
const card = (page: Page, title: string) => main(page).getByTestId('occurrence').filter({ hasText: title });

beforeAll(async () => {
  ({ owner, restaurantId } = await registerRestaurant(baseUrl, `Planning ${suffix}`, ['fitfit_haccp']));
  const haccp = `restaurants/${restaurantId}/haccp`;
  const { id: fridgeId } = await owner.call<{ id: string }>('POST', `${haccp}/equipment`, {
    name: fridge,
    kind: 'fridge',
    min_c: 0,
    max_c: 4,
    readings_per_day: 1,
    active: true,
  });
  await owner.call('POST', `${haccp}/equipment`, { name: room, kind: 'cold_room', min_c: 0, max_c: 3, readings_per_day: 1, active: true });
  // due in a few minutes: today's tasks, not late yet
  const soon = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000).toISOString();
  for (const [title, kind] of [
    [byHand, 'other'],
    [reading, 'temperature'],
  ]) {
    await owner.call('POST', `${haccp}/tasks`, { title, kind, due_at: soon, recurrence: 'daily' });
  }
  // a daily reading task a little later today, whose yesterday's occurrence was read on the fridge: it is read on it
  const yesterday = new Date(Date.parse(soon) + 30 * 60_000 - 86_400_000).toISOString();
  const task = await owner.call<{ id: string }>('POST', `${haccp}/tasks`, {
    title: morning,
    kind: 'temperature',
    due_at: yesterday,
    recurrence: 'daily',
  });
  await owner.call('POST', `${haccp}/temperatures`, {
    equipment_id: fridgeId,
    temperature_c: 2,
    task_id: task.id,
    task_due_at: yesterday,
    recorded_at: yesterday,
  });
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

    // a reading made from the temperatures screen does the planned task it answers (the nearest of the day)
    await page.goto('/haccp/temperatures');
    await main(page)
      .getByRole('button', { name: new RegExp(fridge) })
      .first()
      .click();
    const entry = page.getByRole('dialog');
    await entry.getByRole('textbox', { name: /^Température/ }).fill('3');
    await entry.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText('Relevé enregistré'));
    await page.goto('/haccp/planning');
    await visible(card(page, reading).getByText('Fait', { exact: true }));
    await visible(card(page, morning).getByText('À faire'));

    // "Faire" opens the temperature form for this task with its equipment chosen; saving the reading completes it
    await card(page, morning).getByRole('button', { name: 'Faire' }).click();
    await expectPath(page, '/haccp/temperatures');
    const form = page.getByRole('dialog');
    await visible(form.getByText(`Tâche du planning : ${morning}`, { exact: false }));
    await expect.poll(() => form.getByRole('combobox', { name: /^Équipement/ }).inputValue()).toContain(fridge);
    await form.getByRole('textbox', { name: /^Température/ }).fill('3');
    await screenshot(page, 'haccp-planning-task-reading-390');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expectPath(page, '/haccp/planning');
    // yesterday's occurrence was done already: today's is done once no card of the task offers « Faire »
    await visible(card(page, morning).getByText('Fait', { exact: true }));
    await expect.poll(() => card(page, morning).getByRole('button', { name: 'Faire' }).count()).toBe(0);

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

  test('a reading task names its equipment in its form, the planning shows it, « Faire » opens the reading with it chosen', async () => {
    const page = await openAs(owner.session, '/haccp/planning', { viewport: { width: 1440, height: 900 } });
    await main(page).getByRole('button', { name: 'Nouvelle tâche' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle tâche' });
    await dialog.getByRole('textbox', { name: /^Intitulé/ }).fill(roomTask);
    // the equipment is asked for a temperature reading only
    await chooseOption(page, dialog.getByRole('combobox', { name: /^Équipement à relever/ }), room);
    await chooseOption(page, dialog.getByRole('combobox', { name: /^Type/ }), 'Autre (fait à la main)');
    expect(await dialog.getByRole('combobox', { name: /^Équipement à relever/ }).count()).toBe(0);
    await chooseOption(page, dialog.getByRole('combobox', { name: /^Type/ }), 'Relevé de température');
    await expect.poll(() => dialog.getByRole('combobox', { name: /^Équipement à relever/ }).inputValue()).toBe(room);
    await screenshot(page, 'haccp-planning-task-equipment');
    await expectNoSeriousA11yViolations(page, 'task form');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText('Tâche planifiée'));

    // the planning names the equipment, before any reading did the task
    await visible(card(page, roomTask).getByText(new RegExp(`Relevé de température · ${room}`)));
    await page.setViewportSize({ width: 390, height: 844 });
    await card(page, roomTask).scrollIntoViewIfNeeded();
    await screenshot(page, 'haccp-planning-task-equipment-390');
    await expectNoSeriousA11yViolations(page);

    // « Faire »: the reading form with that equipment chosen; saved, it does the task
    await card(page, roomTask).getByRole('button', { name: 'Faire' }).click();
    await expectPath(page, '/haccp/temperatures');
    const form = page.getByRole('dialog');
    await visible(form.getByText(`Tâche du planning : ${roomTask}`, { exact: false }));
    // the reading form names the equipment with its limits (« Chambre froide … (entre 0 °C et 3 °C) »)
    await expect.poll(() => form.getByRole('combobox', { name: /^Équipement/ }).inputValue()).toContain(room);
    await form.getByRole('textbox', { name: /^Température/ }).fill('2');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expectPath(page, '/haccp/planning');
    await visible(card(page, roomTask).getByText('Fait', { exact: true }));
  });
});
