import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  accounts,
  baseUrl,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  login,
  screenshot,
  useBrowser,
  visible,
} from '../support/browser';

/** "Ajouter les taux français" for a restaurant without any tax: products form and taxes screen. */
const { newPage } = useBrowser();
const suffix = Date.now().toString(36).slice(-5);
const restaurantName = `Bistrot sans TVA ${suffix}`;

const call = async <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
};

let token = '';
let restaurantId = '';
let previous: string | null = null;
const taxes = () => call<{ data: { id: string; name: string }[] }>('GET', `restaurants/${restaurantId}/caisse/taxes?per_page=50`, token);

beforeAll(async () => {
  ({ token } = await call<{ token: string }>('POST', 'auth/login', undefined, { email: accounts.admin, password: DEMO_PASSWORD }));
  previous = (await call<{ restaurant: { id: string } | null }>('GET', 'auth/me', token)).restaurant?.id ?? null;
  restaurantId = (
    await call<{ id: string }>('POST', 'admin/restaurants', token, { name: restaurantName, timezone: 'Europe/Paris', currency: 'EUR' })
  ).id;
  const modules = await call<{ data: { id: string; code_name: string }[] }>('GET', 'admin/fitfit_modules?per_page=50', token);
  const caisse = modules.data.find((m) => m.code_name === 'fitfit_caisse');
  if (!caisse) throw new Error('no fitfit_caisse module');
  await call('POST', `admin/restaurants/${restaurantId}/fitfit_module_restaurants`, token, { fitfit_module_id: caisse.id });
  await call('POST', 'auth/current-restaurant', token, { restaurant_id: restaurantId });
});

afterAll(async () => {
  if (previous) await call('POST', 'auth/current-restaurant', token, { restaurant_id: previous }).catch(() => undefined);
  if (restaurantId) {
    for (const t of (await taxes().catch(() => ({ data: [] }))).data)
      await call('DELETE', `restaurants/${restaurantId}/caisse/taxes/${t.id}`, token).catch(() => undefined);
    await call('DELETE', `admin/restaurants/${restaurantId}`, token).catch(() => undefined);
  }
  await call('POST', 'auth/logout', token).catch(() => undefined);
});

const toast = (page: Page, text: string | RegExp) => visible(page.locator('.Toastify__toast').filter({ hasText: text }));
const added = 'Taux de TVA français ajoutés : Restauration, Produits conditionnés, Alcool';

describe('caisse: French VAT rates for a restaurant without tax', () => {
  test('from the products form: the rates are added and "Restauration" is chosen', async () => {
    const page = await newPage();
    await login(page, accounts.admin);
    await page.goto('/caisse/products/create-a-dish');
    await visible(page.getByText('Aucun taux de TVA : ajoutez les taux français'));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Ajouter les taux français' }).click();
    await toast(page, added);
    await expect.poll(() => page.getByRole('combobox', { name: 'Taxe' }).inputValue()).toMatch(/^Restauration/);
    expect(await page.getByText('Aucun taux de TVA : ajoutez les taux français').count()).toBe(0);
    expect((await taxes()).data.map((t) => t.name).sort()).toEqual(['Alcool', 'Produits conditionnés', 'Restauration']);
  });

  test('from the taxes screen: the empty state offers the button, then lists the rates', async () => {
    for (const t of (await taxes()).data) await call('DELETE', `restaurants/${restaurantId}/caisse/taxes/${t.id}`, token);
    const page = await newPage();
    await login(page, accounts.admin);
    await page.goto('/caisse/taxes');
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
    await call('PUT', `restaurants/${restaurantId}/caisse/taxes/${food.id}`, token, former);
    const page = await newPage();
    await login(page, accounts.admin);
    await page.goto('/caisse/taxes');
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
