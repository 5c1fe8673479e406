import { describe, expect, test } from 'vitest';
import { accounts, expectNoSeriousA11yViolations, expectPath, screenshot, sidebar, useBrowser, visible } from '../support/browser';

const { newPage, openAs } = useBrowser();

describe('accessibility (axe-core: no serious or critical violation)', () => {
  // One page per account, several screens each: a page load is the costly part of a browser test.
  test('signed out: login page and unauthorized page', async () => {
    const page = await newPage();
    await page.goto('/login');
    await visible(page.getByRole('button', { name: 'Se connecter' }));
    await expectNoSeriousA11yViolations(page);

    await page.goto('/unauthorized');
    await visible(page.getByRole('heading', { name: 'Accès refusé' }));
    await expectNoSeriousA11yViolations(page);
  });

  test('restorer: main layout home, the sidebar modules open with the keyboard, the dish form in dark theme', async () => {
    const page = await openAs(accounts.restorer, '/');
    await expectPath(page, '/');
    await visible(sidebar(page).getByRole('link', { name: 'Indicateurs' }));
    await expectNoSeriousA11yViolations(page);
    // « Aller au contenu » is the first Tab stop, and takes the focus past the top bar and the menu
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await visible(skip);
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    // the next Tab lands in the page, past the top bar and the menu
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#contenu'))).toBe(true);
    // the quick search dialog has a name
    await page.keyboard.press('Control+k');
    await visible(page.getByRole('dialog', { name: 'Recherche rapide' }));
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // the modules of the sidebar can be opened with the keyboard
    const nav = sidebar(page);
    await nav.getByRole('button', { name: 'Retour aux modules' }).click();
    await visible(nav.getByText('Caisse', { exact: true }));
    // Each module entry must be an operable control (a button or a link), reachable with Tab.
    const caisse = nav.getByRole('button', { name: 'Caisse', exact: true }).or(nav.getByRole('link', { name: 'Caisse', exact: true }));
    expect(await caisse.count(), 'the "Caisse" module entry is exposed as a button or a link').toBe(1);
    await caisse.focus();
    await page.keyboard.press('Enter');
    await visible(nav.getByRole('link', { name: 'Tickets', exact: true }));

    // dark theme: filled buttons, lists, forms and the photo placeholder keep AA contrast
    await page.goto('/caisse/products');
    await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
    await visible(page.getByRole('link', { name: 'Créer un plat' }));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Créer un plat' }).click();
    await visible(page.getByRole('button', { name: 'Choisir une photo' }));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'dark-dish-form');
  });

  test('admin: admin layout, restaurant chooser, the restaurants list and form in dark theme', async () => {
    const page = await openAs(accounts.admin, '/admin/dashboard');
    await visible(sidebar(page).getByRole('link', { name: 'Dashboard Restaurateur' }));
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/choose-restaurant');
    await visible(page.getByRole('button', { name: 'Choisir Le Comptoir de Lucie' }));
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/restaurants');
    await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
    await visible(page.getByRole('button', { name: 'Passer au thème clair' }));
    await visible(page.getByRole('button', { name: 'Ajouter un restaurant' }));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Ajouter un restaurant' }).click();
    await visible(page.getByRole('dialog'));
    await expectNoSeriousA11yViolations(page);
  });

  test('seller home', async () => {
    const page = await openAs(accounts.saler, '/');
    await visible(page.getByRole('button', { name: 'Menu utilisateur' }));
    await expectNoSeriousA11yViolations(page);
  });
});
