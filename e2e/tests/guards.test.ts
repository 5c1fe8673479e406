import { describe, test } from 'vitest';
import { accounts, expectPath, screenshot, useBrowser, visible } from '../support/browser';

const { newPage, openAs } = useBrowser();

describe('route guards', () => {
  test('restorer opening an admin page is sent to "Accès refusé"', async () => {
    const page = await openAs(accounts.restorer, '/admin/users');
    await expectPath(page, '/unauthorized');
    await visible(page.getByRole('heading', { name: 'Accès refusé' }));
    await visible(page.getByRole('link', { name: "Retour à l'accueil" }));
    await screenshot(page, 'unauthorized');
  });

  test('saler opening a cash-register page is sent to "Accès refusé"', async () => {
    const page = await openAs(accounts.saler, '/caisse/dashboard');
    await expectPath(page, '/unauthorized');
    await visible(page.getByRole('heading', { name: 'Accès refusé' }));
  });

  // One signed-out page for both visits.
  test('signed out: the app sends to the login page; an unknown path shows "Page introuvable"', async () => {
    const page = await newPage();
    await page.goto('/');
    await expectPath(page, '/login');
    await visible(page.getByRole('heading', { name: 'Connexion' }));
    await visible(page.getByLabel('E-mail'));

    await page.goto('/cette-page-n-existe-pas');
    await visible(page.getByRole('heading', { name: 'Page introuvable' }));
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expectPath(page, '/login');
  });
});
