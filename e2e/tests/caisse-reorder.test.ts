import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Client, registerRestaurant, uniqueSuffix } from '../support/api';
import { baseUrl, expectNoSeriousA11yViolations, screenshot, useBrowser, visible } from '../support/browser';

/**
 * Reordering the products of a category on /caisse/products: drag with the mouse, and with the keyboard. The
 * file works in a restaurant of its own, so the list holds exactly its two categories and five products.
 */
const { openAs } = useBrowser();
const suffix = uniqueSuffix();
const category = `Réordre ${suffix}`;
const names = [`Alpha ${suffix}`, `Bravo ${suffix}`, `Charlie ${suffix}`];
const otherCategory = `Autre ${suffix}`;
const otherNames = [`Delta ${suffix}`, `Echo ${suffix}`];

let owner: Client;
let base = '';
let categoryId = '';

beforeAll(async () => {
  const registered = await registerRestaurant(baseUrl, `Bistrot Réordre ${suffix}`, ['fitfit_caisse']);
  owner = registered.owner;
  base = `restaurants/${registered.restaurantId}/caisse`;
  await owner.call('POST', `${base}/taxes/defaults`);
  const taxes = await owner.call<{ data: { id: string; name: string }[] }>('GET', `${base}/taxes?per_page=50`);
  const tax = taxes.data.find((t) => t.name === 'Restauration') ?? taxes.data[0];
  const create = async (categoryName: string, productNames: string[]) => {
    const id = (await owner.call<{ id: string }>('POST', `${base}/categories`, { name: categoryName, color: '#0c8599' })).id;
    for (const name of productNames) {
      const price = { price_on_spot_cents: 500, price_takeaway_cents: 500, price_delivery_cents: 500 };
      await owner.call('POST', `${base}/products`, { name, category_id: id, tax_id: tax.id, ...price });
    }
    return id;
  };
  categoryId = await create(category, names);
  await create(otherCategory, otherNames);
});

const rowNames = (page: Page) =>
  page
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => (r.querySelectorAll('td')[1]?.querySelector('p')?.textContent ?? '').trim()));
const openCategory = async (page: Page) => {
  if (new URL(page.url()).pathname !== '/caisse/products') await page.goto('/caisse/products');
  await page.getByRole('combobox', { name: 'Filtrer par catégorie' }).click();
  await page.getByRole('option', { name: category }).click();
  await expect.poll(() => rowNames(page)).toHaveLength(3);
};
/** What dnd-kit's live region last said to screen readers. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').textContent();
/**
 * The first arrow after a lift: dnd-kit's keyboard sensor starts listening for arrows a tick after the lift is
 * announced, so on a loaded machine an arrow pressed in that gap is lost (not queued). Once the lifted row is drawn
 * as dragging, the arrow is pressed again only while the lift is still what is announced (a second of patience
 * each time, far more than an announcement takes once the move is heard).
 */
const firstArrowDown = async (page: Page, expected: string) => {
  await expect.poll(() => page.locator('tbody tr[data-dragging]').count()).toBe(1);
  await expect
    .poll(
      async () => {
        if ((await announced(page))?.includes(' saisi, ')) await page.keyboard.press('ArrowDown');
        return announced(page);
      },
      { interval: 1000 },
    )
    .toBe(expected);
};
const serverOrder = async (query = `category_id=${categoryId}&`) =>
  (await owner.call<{ data: { name: string }[] }>('GET', `${base}/products?${query}sort=position&order=asc`)).data.map((p) => p.name);

describe('caisse: reorder products by drag and drop', () => {
  test('with the mouse: drag the handle onto another row, the order persists after reload', async () => {
    const page = await openAs(owner.session, '/caisse/products');
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
    const page = await openAs(owner.session, '/caisse/products');
    await expect.poll(() => rowNames(page)).toHaveLength(names.length + otherNames.length);
    const before = await rowNames(page);
    const serverBefore = await serverOrder('');
    const categories = await page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent));
    const other = categories.findIndex((c) => c !== categories[0]);
    expect(other).toBeGreaterThan(0);
    const handle = page.getByRole('button', { name: `Déplacer ${before[0]}` });
    const from = await handle.boundingBox();
    const target = await page.locator('tbody tr').nth(other).boundingBox();
    if (!from || !target) throw new Error('no layout');
    await handle.hover();
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y + 20, { steps: 5 });
    // The drag really started (so a broken drag and drop fails here, not silently "nothing moved")...
    await expect.poll(() => announced(page)).toMatch(new RegExp(`^${before[0]} saisi, position 1 sur \\d\\.$`));
    await expect.poll(() => page.locator('tbody tr[data-dragging]').count()).toBe(1);
    // ...reached the other category's row, which is refused as a target...
    await page.mouse.move(from.x + 10, target.y + target.height / 2, { steps: 15 });
    await expect.poll(() => announced(page)).toBe('Hors de la catégorie.');
    await page.mouse.up();
    // ...and was dropped without a move.
    await expect.poll(() => announced(page)).toBe(`${before[0]} déposé, ordre inchangé.`);
    await expect.poll(() => page.locator('tbody tr[data-dragging]').count()).toBe(0);
    expect(await rowNames(page)).toEqual(before);
    expect(await serverOrder('')).toEqual(serverBefore);
    await page.reload();
    await expect.poll(() => rowNames(page)).toEqual(before);
  });

  test('with the keyboard: space to lift, arrow down, space to drop, with French announcements', async () => {
    const page = await openAs(owner.session, '/caisse/products');
    await openCategory(page);
    const [first, second, third] = await rowNames(page);
    const handle = page.getByRole('button', { name: `Déplacer ${first}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => announced(page)).toBe(`${first} saisi, position 1 sur 3.`);
    await firstArrowDown(page, `${first} déplacé en position 2 sur 3.`);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => announced(page)).toBe(`${first} déplacé en position 3 sur 3.`);
    await page.keyboard.press('Space');
    await expect.poll(() => announced(page)).toBe(`${first} déposé en position 3 sur 3.`);
    const after = [second, third, first];
    await expect.poll(() => rowNames(page)).toEqual(after);
    await expect.poll(serverOrder).toEqual(after);

    // escape cancels a move
    await page.getByRole('button', { name: `Déplacer ${second}` }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => announced(page)).toBe(`${second} saisi, position 1 sur 3.`);
    await firstArrowDown(page, `${second} déplacé en position 2 sur 3.`);
    await page.keyboard.press('Escape');
    await expect.poll(() => announced(page)).toBe(`Déplacement annulé : ${second} reste à sa place.`);

    await page.reload();
    await openCategory(page);
    expect(await rowNames(page)).toEqual(after);
  });

  test('sorted by name: no handle, a hint to filter by category', async () => {
    const page = await openAs(owner.session, '/caisse/products');
    await openCategory(page);
    await page.getByRole('button', { name: 'Nom' }).click();
    await visible(page.getByText('Filtrez par catégorie pour réordonner', { exact: false }));
    expect(await page.getByRole('button', { name: `Déplacer ${names[0]}` }).count()).toBe(0);
    await page.getByRole('button', { name: 'Trier selon l’ordre de la carte' }).click();
    await visible(page.getByRole('button', { name: `Déplacer ${names[0]}` }));
  });
});
