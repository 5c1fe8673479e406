import { beforeAll, describe, test } from 'vitest';
import { type Client, chooseRestaurant, createUser, restaurantIdNamed } from '../support/api';
import { accounts, baseUrl, demoClient, expectPath, screenshot, sidebar, useBrowser, visible } from '../support/browser';

const { openAs } = useBrowser();

// The working restaurant is saved on the account: an admin of this file's own, so that the demo admin
// (used by other files at the same time) stays on its restaurant.
let admin: Client;
beforeAll(async () => {
  const demoAdmin = demoClient(accounts.admin);
  admin = await createUser(baseUrl, demoAdmin, 'admin', { firstName: 'Chloé', lastName: 'Choix' });
  await chooseRestaurant(admin, await restaurantIdNamed(demoAdmin, 'Bistro Parisien Opéra'));
});

describe('restaurant chooser', () => {
  test('admin picks another restaurant and returns to the page it came from', async () => {
    const page = await openAs(admin.session, '/admin/dashboard');
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
