import { describe, expect, test } from 'vitest';
import {
  accounts,
  expectNoSeriousA11yViolations,
  expectPath,
  login,
  screenshot,
  sidebar,
  topBar,
  useBrowser,
  visible,
} from '../support/browser';

const { newPage } = useBrowser();

describe('each role signs in and lands on its home', () => {
  test('admin lands on /admin/dashboard in the admin layout', async () => {
    const page = await newPage();
    await login(page, accounts.admin);
    await expectPath(page, '/admin/dashboard');
    const nav = sidebar(page);
    await visible(nav.getByRole('link', { name: 'Dashboard Restaurateur' }));
    await visible(nav.getByText('Franchisseur', { exact: true }));
    await visible(nav.getByRole('link', { name: 'Utilisateurs' }));
    await visible(topBar(page).getByRole('button', { name: /^Restaurant courant : Bistro Parisien Opéra/ }));
    await screenshot(page, 'admin-dashboard');
    await expectNoSeriousA11yViolations(page);
  });

  test('franchisor lands on /franchisor/dashboard with "Tous les restaurants" in the top bar', async () => {
    const page = await newPage();
    await login(page, accounts.franchisor);
    await expectPath(page, '/franchisor/dashboard');
    await visible(topBar(page).getByRole('link', { name: 'Tous les restaurants' }));
    await visible(sidebar(page).getByRole('link', { name: 'Dashboard Restaurateur' }));
    await expectNoSeriousA11yViolations(page);
  });

  test('restorer lands on / in the main layout with its restaurant name and the PNL menus', async () => {
    const page = await newPage();
    await login(page, accounts.restorer);
    await expectPath(page, '/');
    await visible(topBar(page).getByText('Bistro Parisien Opéra'));
    const nav = sidebar(page);
    await visible(nav.getByRole('button', { name: 'Retour aux modules' }));
    for (const entry of ['Dashboard', 'PNL', 'Indicateurs']) await visible(nav.getByRole('link', { name: entry, exact: true }));
    await screenshot(page, 'restorer-home');
    await expectNoSeriousA11yViolations(page);
  });

  test('saler lands on / in the seller layout, without sidebar navigation', async () => {
    const page = await newPage();
    await login(page, accounts.saler);
    await expectPath(page, '/');
    await visible(topBar(page).getByRole('button', { name: 'Menu utilisateur' }));
    await visible(page.getByRole('main'));
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).count()).toBe(0);
    await screenshot(page, 'saler-home');
    await expectNoSeriousA11yViolations(page);
  });
});
