import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Client, chooseRestaurant, createUser, uniqueSuffix } from '../support/api';
import { accounts, baseUrl, demoClient, expectNoSeriousA11yViolations, screenshot, useBrowser, visible } from '../support/browser';

/** "Ajouter les taux français" for a restaurant without any tax: products form and taxes screen. */
const { openAs } = useBrowser();
const restaurantName = `Bistrot sans TVA ${uniqueSuffix()}`;

// A restaurant of this file's own, worked on by an admin of its own (the working restaurant is saved on the
// account, and the demo admin must stay on its restaurant for the files running alongside).
let admin: Client;
let restaurantId = '';
const taxes = () => admin.call<{ data: { id: string; name: string }[] }>('GET', `restaurants/${restaurantId}/caisse/taxes?per_page=50`);

beforeAll(async () => {
  admin = await createUser(baseUrl, demoClient(accounts.admin), 'admin', { firstName: 'Théo', lastName: 'Taxes' });
  restaurantId = (
    await admin.call<{ id: string }>('POST', 'admin/restaurants', { name: restaurantName, timezone: 'Europe/Paris', currency: 'EUR' })
  ).id;
  const modules = await admin.call<{ data: { id: string; code_name: string }[] }>('GET', 'admin/fitfit_modules?per_page=50');
  const caisse = modules.data.find((m) => m.code_name === 'fitfit_caisse');
  if (!caisse) throw new Error('no fitfit_caisse module');
  await admin.call('POST', `admin/restaurants/${restaurantId}/fitfit_module_restaurants`, { fitfit_module_id: caisse.id });
  await chooseRestaurant(admin, restaurantId);
});

const toast = (page: Page, text: string | RegExp) => visible(page.locator('.Toastify__toast').filter({ hasText: text }));
const added = 'Taux de TVA français ajoutés : Restauration, Produits conditionnés, Alcool';

describe('caisse: French VAT rates for a restaurant without tax', () => {
  test('from the products form: the rates are added and "Restauration" is chosen', async () => {
    const page = await openAs(admin.session, '/caisse/products/create-a-dish');
    await visible(page.getByText('Aucun taux de TVA : ajoutez les taux français'));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Ajouter les taux français' }).click();
    await toast(page, added);
    await expect.poll(() => page.getByRole('combobox', { name: 'Taxe' }).inputValue()).toMatch(/^Restauration/);
    expect(await page.getByText('Aucun taux de TVA : ajoutez les taux français').count()).toBe(0);
    expect((await taxes()).data.map((t) => t.name).sort()).toEqual(['Alcool', 'Produits conditionnés', 'Restauration']);
  });

  test('from the taxes screen: the empty state offers the button, then lists the rates', async () => {
    for (const t of (await taxes()).data) await admin.call('DELETE', `restaurants/${restaurantId}/caisse/taxes/${t.id}`);
    const page = await openAs(admin.session, '/caisse/taxes');
    await visible(page.getByText('Aucun taux de TVA : ajoutez les taux français en un clic'));
    await visible(page.getByText('Aucune taxe : ajoutez les taux de TVA de vos produits.'));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'caisse-taxes-empty');
    await page.getByRole('button', { name: 'Ajouter les taux français' }).click();
    await toast(page, added);
    const alcohol = page.locator('tbody tr').filter({ has: page.getByRole('cell', { name: 'Alcool', exact: true }) });
    await visible(alcohol);
    expect(await alcohol.innerText()).toContain('20 %');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Ajouter les taux français' }).count()).toBe(0);
  });

  test('a tax still on the former rates is flagged; "Appliquer les taux en vigueur" updates it after confirmation', async () => {
    const food = (await taxes()).data.find((t) => t.name === 'Restauration');
    if (!food) throw new Error('no Restauration tax');
    const former = { name: 'Restauration', rate_on_spot_bp: 1000, rate_takeaway_bp: 550, rate_delivery_bp: 550 };
    await admin.call('PUT', `restaurants/${restaurantId}/caisse/taxes/${food.id}`, former);
    const page = await openAs(admin.session, '/caisse/taxes');
    const row = page.locator('tbody tr').filter({ hasText: 'Restauration' });
    await visible(row.getByText('Taux en vigueur : 10 % / 10 % / 10 %'));
    expect(await page.getByRole('button', { name: 'Appliquer les taux en vigueur' }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'caisse-taxes-outdated');
    await row.getByRole('button', { name: 'Appliquer les taux en vigueur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Appliquer les taux en vigueur à « Restauration » ?' });
    await visible(dialog.getByText(/10 % \/ 5,5 % \/ 5,5 % deviennent 10 % \/ 10 % \/ 10 %/));
    await dialog.getByRole('button', { name: 'Appliquer les taux en vigueur' }).click();
    await toast(page, 'Taxe « Restauration » : taux en vigueur appliqués (10 % / 10 % / 10 %)');
    await expect.poll(() => page.getByRole('button', { name: 'Appliquer les taux en vigueur' }).count()).toBe(0);
    const saved = (await taxes()).data.find((t) => t.id === food.id) as unknown as typeof former;
    expect([saved.rate_on_spot_bp, saved.rate_takeaway_bp, saved.rate_delivery_bp]).toEqual([1000, 1000, 1000]);
  });
});
