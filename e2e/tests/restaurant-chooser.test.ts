import { afterAll, describe, test } from 'vitest';
import { setCurrentRestaurant } from '../support/api';
import { accounts, expectPath, login, screenshot, sidebar, useBrowser, visible } from '../support/browser';

const { newPage } = useBrowser();

describe('restaurant chooser', () => {
  // The choice is saved on the account: put the demo admin back on its usual restaurant for other tests.
  afterAll(() => setCurrentRestaurant(accounts.admin, 'Bistro Parisien Opéra'));

  test('admin picks another restaurant and returns to the page it came from', async () => {
    const page = await newPage();
    await login(page, accounts.admin);
    await expectPath(page, '/admin/dashboard');
    await sidebar(page).getByRole('link', { name: 'Utilisateurs', exact: true }).click();
    await expectPath(page, '/admin/users');

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /^Restaurant courant : Bistro Parisien Opéra/ }).click();
    await expectPath(page, '/admin/choose-restaurant');
    await visible(page.getByRole('heading', { name: 'Choisir un restaurant' }));
    await visible(page.getByRole('button', { name: 'Choisir Le Comptoir de Lucie' }));
    await screenshot(page, 'choose-restaurant');
    await page.getByRole('button', { name: 'Choisir Le Comptoir de Lucie' }).click();

    await expectPath(page, '/admin/users');
    await visible(banner.getByRole('button', { name: /^Restaurant courant : Le Comptoir de Lucie/ }));
    await visible(banner.getByText('Le Comptoir de Lucie', { exact: true }));
  });
});
