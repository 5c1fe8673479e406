import { describe, expect, test } from 'vitest';
import { accounts, expectPath, login, screenshot, sidebar, topBar, useBrowser, visible } from '../support/browser';

const { newPage } = useBrowser();

describe('each role signs in and lands on its home', () => {
  test('admin lands on /admin/dashboard in the admin layout', async () => {
    const page = await newPage();
    await login(page, accounts.admin);
    await expectPath(page, '/admin/dashboard');
    const nav = sidebar(page);
    await visible(nav.getByRole('link', { name: 'Dashboard Restaurateur' }));
    await visible(nav.getByText('Franchisseur', { exact: true }));
    await visible(nav.getByRole('link', { name: 'Utilisateurs', exact: true }));
    await visible(topBar(page).getByRole('button', { name: /^Restaurant courant : Bistro Parisien Opéra/ }));
    await screenshot(page, 'admin-dashboard');
  });

  test('franchisor lands on /franchisor/dashboard with "Tous les restaurants" in the top bar', async () => {
    const page = await newPage();
    await login(page, accounts.franchisor);
    await expectPath(page, '/franchisor/dashboard');
    await visible(topBar(page).getByRole('link', { name: 'Tous les restaurants' }));
    await visible(sidebar(page).getByRole('link', { name: 'Dashboard Restaurateur' }));
  });

  test('restorer lands on / in the main layout, its restaurant name in the top bar and the PNL menus in the sidebar', async () => {
    const page = await newPage();
    await login(page, accounts.restorer);
    await expectPath(page, '/');
    await visible(topBar(page).getByText('Bistro Parisien Opéra'));
    const nav = sidebar(page);
    await visible(nav.getByRole('button', { name: 'Retour aux modules' }));
    for (const entry of ['Dashboard', 'PNL', 'Indicateurs']) await visible(nav.getByRole('link', { name: entry, exact: true }));
    await screenshot(page, 'restorer-home');
  });

  test('saler lands on / in the seller layout, without sidebar navigation', async () => {
    const page = await newPage();
    await login(page, accounts.saler);
    await expectPath(page, '/');
    await visible(topBar(page).getByRole('button', { name: 'Menu utilisateur' }));
    await visible(topBar(page).getByRole('link', { name: 'FitFit Solution' }));
    await visible(page.getByRole('main'));
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).count()).toBe(0);
    await screenshot(page, 'saler-home');
  });
});
