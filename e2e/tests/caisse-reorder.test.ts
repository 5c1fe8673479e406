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

/** Reordering the products of a category on /caisse/products: drag with the mouse, and with the keyboard. */
const { newPage } = useBrowser();
const suffix = Date.now().toString(36).slice(-5);
const category = `Réordre ${suffix}`;
const names = [`Alpha ${suffix}`, `Bravo ${suffix}`, `Charlie ${suffix}`];

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
let base = '';
let categoryId = '';
const productIds: string[] = [];

beforeAll(async () => {
  ({ token } = await call<{ token: string }>('POST', 'auth/login', undefined, { email: accounts.restorer, password: DEMO_PASSWORD }));
  const me = await call<{ restaurant: { id: string } }>('GET', 'auth/me', token);
  base = `restaurants/${me.restaurant.id}/caisse`;
  const taxes = await call<{ data: { id: string; name: string }[] }>('GET', `${base}/taxes?per_page=50`, token);
  const tax = taxes.data.find((t) => t.name === 'Restauration') ?? taxes.data[0];
  categoryId = (await call<{ id: string }>('POST', `${base}/categories`, token, { name: category, color: '#0c8599' })).id;
  for (const name of names) {
    const product = await call<{ id: string }>('POST', `${base}/products`, token, {
      name,
      category_id: categoryId,
      tax_id: tax.id,
      price_on_spot_cents: 500,
      price_takeaway_cents: 500,
      price_delivery_cents: 500,
    });
    productIds.push(product.id);
  }
});

afterAll(async () => {
  for (const id of productIds) await call('DELETE', `${base}/products/${id}`, token).catch(() => undefined);
  if (categoryId) await call('DELETE', `${base}/categories/${categoryId}`, token).catch(() => undefined);
  await call('POST', 'auth/logout', token).catch(() => undefined);
});

const rowNames = (page: Page) =>
  page
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => (r.querySelectorAll('td')[1]?.querySelector('p')?.textContent ?? '').trim()));
const openCategory = async (page: Page) => {
  await page.goto('/caisse/products');
  await page.getByRole('combobox', { name: 'Filtrer par catégorie' }).click();
  await page.getByRole('option', { name: category }).click();
  await expect.poll(() => rowNames(page)).toHaveLength(3);
};
/** What dnd-kit's live region last said to screen readers. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').textContent();
const serverOrder = async () =>
  (await call<{ data: { name: string }[] }>('GET', `${base}/products?category_id=${categoryId}&sort=position&order=asc`, token)).data.map(
    (p) => p.name,
  );

describe('caisse: reorder products by drag and drop', () => {
  test('with the mouse: drag the handle onto another row, the order persists after reload', async () => {
    const page = await newPage();
    await login(page, accounts.restorer);
    await openCategory(page);
    expect(await rowNames(page)).toEqual(names);
    await visible(page.getByRole('button', { name: `Déplacer ${names[2]}` }));
    await expectNoSeriousA11yViolations(page);

    const handle = page.getByRole('button', { name: `Déplacer ${names[2]}` });
    const from = await handle.boundingBox();
    const target = await page.locator('tbody tr').first().boundingBox();
    if (!from || !target) throw new Error('no layout');
    await handle.hover();
    await page.mouse.down();
    const x = from.x + from.width / 2;
    const startY = from.y + from.height / 2;
    const endY = target.y + target.height / 2 - 4;
    await page.mouse.move(x, startY - 10, { steps: 5 });
    await page.mouse.move(x, (startY + endY) / 2, { steps: 10 });
    await screenshot(page, 'caisse-products-drag');
    await page.mouse.move(x, endY, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => rowNames(page)).toEqual([names[2], names[0], names[1]]);
    await expect.poll(serverOrder).toEqual([names[2], names[0], names[1]]);

    await page.reload();
    await openCategory(page);
    expect(await rowNames(page)).toEqual([names[2], names[0], names[1]]);
  });

  test('with the mouse: a product dropped on a row of another category stays where it was', async () => {
    const page = await newPage();
    await login(page, accounts.restorer);
    await page.goto('/caisse/products');
    await expect.poll(async () => (await rowNames(page)).length).toBeGreaterThan(5);
    const before = await rowNames(page);
    const categories = await page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent));
    const other = categories.findIndex((c) => c !== categories[0]);
    expect(other).toBeGreaterThan(0);
    const handle = page.getByRole('button', { name: `Déplacer ${before[0]}` });
    const from = await handle.boundingBox();
    const target = await page.locator('tbody tr').nth(other).boundingBox();
    if (!from || !target) throw new Error('no layout');
    await handle.hover();
    await page.mouse.down();
    await page.mouse.move(from.x + 10, target.y + target.height / 2, { steps: 20 });
    await page.mouse.up();
    await page.waitForTimeout(500);
    expect(await rowNames(page)).toEqual(before);
    await page.reload();
    await expect.poll(() => rowNames(page)).toEqual(before);
  });

  test('with the keyboard: space to lift, arrow down, space to drop, with French announcements', async () => {
    const page = await newPage();
    await login(page, accounts.restorer);
    await openCategory(page);
    const [first, second, third] = await rowNames(page);
    const handle = page.getByRole('button', { name: `Déplacer ${first}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => announced(page)).toBe(`${first} saisi, position 1 sur 3.`);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => announced(page)).toBe(`${first} déplacé en position 3 sur 3.`);
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect.poll(() => announced(page)).toBe(`${first} déposé en position 3 sur 3.`);
    const after = [second, third, first];
    await expect.poll(() => rowNames(page)).toEqual(after);
    await expect.poll(serverOrder).toEqual(after);

    // escape cancels a move
    await page.getByRole('button', { name: `Déplacer ${second}` }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    await page.keyboard.press('Escape');
    await expect.poll(() => announced(page)).toBe(`Déplacement annulé : ${second} reste à sa place.`);

    await page.reload();
    await openCategory(page);
    expect(await rowNames(page)).toEqual(after);
  });

  test('sorted by name: no handle, a hint to filter by category', async () => {
    const page = await newPage();
    await login(page, accounts.restorer);
    await openCategory(page);
    await page.getByRole('button', { name: 'Nom' }).click();
    await visible(page.getByText('Filtrez par catégorie pour réordonner', { exact: false }));
    expect(await page.getByRole('button', { name: `Déplacer ${names[0]}` }).count()).toBe(0);
    await page.getByRole('button', { name: 'Trier selon l’ordre de la carte' }).click();
    await visible(page.getByRole('button', { name: `Déplacer ${names[0]}` }));
  });
});
