import { describe, expect, test } from 'vitest';
import { accounts, expectPath, login, screenshot, submitLogin, useBrowser, visible } from '../support/browser';

/** The real login form (most other files open their pages already signed in through the API). */
const { newPage, openAs } = useBrowser();

const storedSession = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('fitfit.session');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  });

describe('session', () => {
  test('the login form signs in and lands on the home page', async () => {
    const page = await newPage();
    await login(page, accounts.restorer);
    await expectPath(page, '/');
    await visible(page.getByRole('banner').getByText('Bistro Parisien Opéra'));
    expect(typeof (await storedSession(page))?.token).toBe('string');
  });

  test('a wrong password is refused with the French message and stays on /login', async () => {
    // The refused login answers 401, which Chromium logs as a failed resource.
    const page = await newPage({ allowConsoleErrors: /status of 401 \(Unauthorized\)/ });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(accounts.restorer);
    await page.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'E-mail ou mot de passe incorrect' }));
    await expectPath(page, '/login');
    expect((await storedSession(page))?.token ?? null).toBeNull();
  });

  test('theme switch sets the dark scheme and keeps it across a reload; an expired token then sends back to /login', async () => {
    const page = await openAs(accounts.restorer, '/');
    const html = page.locator('html');
    await expect.poll(() => html.getAttribute('data-mantine-color-scheme')).toBe('light');
    await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
    await expect.poll(() => html.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await visible(page.getByRole('button', { name: 'Passer au thème clair' }));
    await page.reload();
    await visible(page.getByRole('button', { name: 'Passer au thème clair' }));
    await expect.poll(() => html.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await screenshot(page, 'restorer-home-dark');
    await page.getByRole('button', { name: 'Passer au thème clair' }).click();
    await expect.poll(() => html.getAttribute('data-mantine-color-scheme')).toBe('light');

    // An expired token sends the user back to /login and removes the stored token (same page: a page load is
    // the costly part of a browser test).
    await visible(page.getByRole('button', { name: 'Menu utilisateur' }));
    expect(typeof (await storedSession(page))?.token).toBe('string');
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('fitfit.session') ?? '{}');
      stored.tokenExpiresAt = new Date(Date.now() - 60_000).toISOString();
      localStorage.setItem('fitfit.session', JSON.stringify(stored));
    });
    await page.reload();
    await expectPath(page, '/login');
    await visible(page.getByLabel('E-mail'));
    await expect.poll(async () => (await storedSession(page))?.token ?? null).toBeNull();
  });

  test('logout lands on /login, the app then asks to sign in, and signing in again goes where the user wanted', async () => {
    const page = await newPage();
    await login(page, accounts.restorer);
    await expectPath(page, '/');
    await page.getByRole('button', { name: 'Menu utilisateur' }).click();
    await visible(page.getByRole('menu').getByText('restaurateur@fitfit.example'));
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expectPath(page, '/login');
    expect((await storedSession(page))?.token ?? null).toBeNull();

    await page.goto('/');
    await expectPath(page, '/login');
    await visible(page.getByRole('heading', { name: 'Connexion' }));

    // nextPage: a signed-out visit to a page is remembered and honoured after signing in.
    await page.goto('/caisse/tickets');
    await expectPath(page, '/login');
    await submitLogin(page, accounts.restorer);
    await expectPath(page, '/caisse/tickets');
    await visible(page.getByRole('banner').getByText('Bistro Parisien Opéra'));
  });
});
