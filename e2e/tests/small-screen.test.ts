import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accounts, expectPath, horizontalPlacement, screenshot, sidebar, useBrowser } from '../support/browser';

const { openAs } = useBrowser();

describe('small screen (390 × 844)', () => {
  test('the sidebar is hidden by default, the burger opens it, and a navigation closes it', async () => {
    const page = await openAs(accounts.restorer, '/', { viewport: { width: 390, height: 844 } });
    await expectPath(page, '/');
    const nav = sidebar(page);
    const burger = page.getByRole('button', { name: 'Afficher ou masquer le menu' });
    await burger.waitFor();
    await expect.poll(() => horizontalPlacement(nav)).toBe('outside');

    await burger.click();
    await expect.poll(() => horizontalPlacement(nav)).toBe('inside');
    await screenshot(page, 'small-screen-sidebar-open');

    await nav.getByRole('link', { name: 'Indicateurs', exact: true }).click();
    await expectPath(page, '/pnl/indicators');
    await expect.poll(() => horizontalPlacement(nav)).toBe('outside');
  });
});

/** The page itself does not scroll sideways (a table may, a little, its actions pinned on screen). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

const phone = { viewport: { width: 390, height: 844 } };

describe('390 px: each area keeps its key columns, actions and forms on screen', () => {
  test('admin: the invoices show number, amount, status and actions; the restaurant form fits', async () => {
    const page = await openAs(accounts.admin, '/admin/invoices', phone);
    const first = page.getByRole('row').nth(1);
    await first.waitFor();
    await screenshot(page, 'small-screen-invoices');
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Numéro', 'Statut', 'Actions']);
    expect(await first.getByRole('cell').first().textContent()).toMatch(/^FA-\d{4}-\d{6}[\d\s]+,\d{2}\s€$/);
    for (const cell of await first.getByRole('cell').all()) expect(await horizontalPlacement(cell)).toBe('inside');
    expect(await fitsWidth(page)).toBe(true);

    await page.goto('/admin/restaurants');
    await page.getByRole('button', { name: 'Ajouter un restaurant' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'Enregistrer' }).waitFor();
    expect(await horizontalPlacement(form.getByRole('button', { name: 'Enregistrer' }))).toBe('inside');
    expect(await fitsWidth(page)).toBe(true);
  });

  test('caisse card: the products keep name, price and actions; the menu hours wrap', async () => {
    const page = await openAs(accounts.restorer, '/caisse/products', phone);
    await page.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Nom', 'Prix sur place', 'Actions']);
    expect(await fitsWidth(page)).toBe(true);

    await page.goto('/caisse/menus/create-a-menu');
    const mondayEnd = page.getByRole('textbox', { name: 'Lundi, plage 1 : fin' });
    await page.getByRole('switch', { name: 'Lundi : ouvert' }).check();
    await mondayEnd.scrollIntoViewIfNeeded();
    expect(await horizontalPlacement(mondayEnd)).toBe('inside');
    expect(await horizontalPlacement(page.getByRole('button', { name: 'Lundi : retirer la plage 1' }))).toBe('inside');
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'small-screen-menu-hours');
  });

  test('caisse team: the POS users keep name, role and actions; the user form fits', async () => {
    const page = await openAs(accounts.restorer, '/caisse/users', phone);
    await page.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Nom', 'Rôle', 'Actions']);
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'Ajouter' }).waitFor();
    expect(await horizontalPlacement(form.getByRole('button', { name: 'Ajouter' }))).toBe('inside');
    expect(await fitsWidth(page)).toBe(true);
  });
});
