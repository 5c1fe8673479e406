import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accounts, expectPath, sidebar, useBrowser, visible } from '../support/browser';

const { openAs } = useBrowser();

describe('sidebar per role and per modules held', () => {
  test("restorer's module list shows its five modules, and choosing one shows its menus", async () => {
    const page = await openAs(accounts.restorer, '/');
    const nav = sidebar(page);
    await nav.getByRole('button', { name: 'Retour aux modules' }).click();
    await visible(nav.getByText('Modules', { exact: true }));
    for (const module of ['PNL', 'Caisse', 'Stock', 'HACCP', 'Musique']) await visible(nav.getByText(module, { exact: true }));
    expect(await nav.getByRole('button', { name: 'Retour aux modules' }).count()).toBe(0);

    await nav.getByText('Caisse', { exact: true }).click();
    await visible(nav.getByRole('button', { name: 'Retour aux modules' }));
    await nav.getByRole('link', { name: 'Tickets', exact: true }).click();
    await expectPath(page, '/caisse/tickets');
    // The active entry is highlighted by path prefix.
    await expect.poll(() => nav.getByRole('link', { name: 'Tickets', exact: true }).getAttribute('data-active')).toBe('true');
  });

  test('admin in the main layout has the "Dashboard Admin" button, which leads to the admin dashboard', async () => {
    const page = await openAs(accounts.admin, '/admin/dashboard');
    await sidebar(page).getByRole('link', { name: 'Dashboard Restaurateur' }).click();
    await expectPath(page, '/');
    const nav = sidebar(page);
    await visible(nav.getByRole('link', { name: 'Dashboard Admin' }));
    expect(await nav.getByRole('link', { name: 'Dashboard Franchisseur' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Dashboard Admin' }).click();
    await expectPath(page, '/admin/dashboard');
  });

  test('franchisor in the main layout has the "Dashboard Franchisseur" button, which leads to its dashboard', async () => {
    const page = await openAs(accounts.franchisor, '/franchisor/dashboard');
    await page.getByRole('banner').getByRole('link', { name: 'Tous les restaurants' }).click();
    await expectPath(page, '/');
    const nav = sidebar(page);
    await visible(nav.getByRole('link', { name: 'Dashboard Franchisseur' }));
    expect(await nav.getByRole('link', { name: 'Dashboard Admin' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Dashboard Franchisseur' }).click();
    await expectPath(page, '/franchisor/dashboard');
  });

  test('a restaurant without PNL nor Stock lands on its first held page and sees only its modules', async () => {
    const page = await openAs(accounts.lucie, '/');
    // `/` needs the PNL module: Le Comptoir de Lucie (caisse, haccp, music) goes to the first caisse page.
    await expectPath(page, '/caisse/dashboard');
    await visible(page.getByRole('banner').getByText('Le Comptoir de Lucie'));
    const nav = sidebar(page);
    await nav.getByRole('button', { name: 'Retour aux modules' }).click();
    await visible(nav.getByText('Modules', { exact: true }));
    for (const module of ['Caisse', 'HACCP', 'Musique']) await visible(nav.getByText(module, { exact: true }));
    expect(await nav.getByText('PNL', { exact: true }).count()).toBe(0);
    expect(await nav.getByText('Stock', { exact: true }).count()).toBe(0);

    // A module it does not hold: refused inside the layout (the sidebar stays), naming the module and the way to get it.
    await page.goto('/stock/mercuriales');
    await visible(page.getByRole('heading', { name: 'Accès refusé' }));
    await expectPath(page, '/stock/mercuriales');
    await visible(page.getByText("Le restaurant « Le Comptoir de Lucie » n'a pas le module Stock."));
    await visible(page.getByText(/demandez-le à l'équipe FitFit/));
    await visible(sidebar(page).getByText('Caisse', { exact: true }));
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expectPath(page, '/caisse/dashboard');
  });
});

describe('the sidebar with the keyboard only', () => {
  /** Presses Tab until the focused element is `name`, as a keyboard user would (at most 60 stops). */
  const tabTo = async (page: Page, name: string) => {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      if (focused === name) return;
    }
    throw new Error(`${name} is not reachable with Tab`);
  };

  test('a group is a button that says whether it is open; Tab, Enter reach "Produits"', async () => {
    const page = await openAs(accounts.restorer, '/caisse/dashboard');
    const card = sidebar(page).getByRole('button', { name: 'Carte' });
    expect(await card.getAttribute('aria-expanded')).toBe('false');
    await tabTo(page, 'Carte');
    await page.keyboard.press('Enter');
    await expect.poll(() => card.getAttribute('aria-expanded')).toBe('true');
    await tabTo(page, 'Produits');
    await page.keyboard.press('Enter');
    await expectPath(page, '/caisse/products');
    // Space closes it again, like any button.
    await card.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => card.getAttribute('aria-expanded')).toBe('false');
  });
});
