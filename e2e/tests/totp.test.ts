import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { registerRestaurant } from '../support/api';
import { baseUrl, expectNoSeriousA11yViolations, expectPath, screenshot, useBrowser, visible } from '../support/browser';

/**
 * Two-step verification in the browser: turned on from « Mon compte » with a code computed here from the secret the
 * page shows (as an authenticator app would), the recovery codes shown once, then a sign-out and a sign-in that asks
 * for the code. 1440 px, and the phone's 390 px for the recovery codes and the login's code step (dark theme), axe on
 * each screen. The owner is this file's own (a demo account must keep signing in with its password).
 */
const { openAs } = useBrowser();
const PASSWORD = 'motdepasse-e2e';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The app's code `steps` periods from now (the server accepts one period of drift; a period's code is good once). */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const section = (page: Page) => page.getByRole('region', { name: 'Vérification en deux étapes' });

describe('two-step verification', () => {
  test('set up from « Mon compte » with a generated code, then a sign-in asks for the code', async () => {
    const { owner } = await registerRestaurant(baseUrl, `Double vérif ${Date.now()}`, ['fitfit_pnl']);
    const email = owner.session.user.email;
    const page = await openAs(owner.session, '/account', { viewport: DESKTOP });

    await section(page).getByRole('button', { name: 'Activer' }).click();
    const qr = section(page).getByRole('img', { name: /Code QR de la vérification en deux étapes/ });
    await visible(qr);
    const secret = ((await section(page).getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousA11yViolations(page, 'activation (1440 px)');
    await screenshot(page, 'totp-activation-1440');

    await section(page)
      .getByLabel('Code de vérification')
      .fill(await codeFor(secret));
    await section(page).getByRole('button', { name: 'Activer' }).click();
    const codes = section(page).getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const first = ((await codes.first().textContent()) ?? '').trim();
    expect(first).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await page.setViewportSize(PHONE);
    await codes.last().scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'recovery codes (390 px)');
    await screenshot(page, 'totp-recovery-codes-390');
    await page.setViewportSize(DESKTOP);
    await section(page).getByRole('button', { name: 'J’ai enregistré mes codes' }).click();
    await visible(section(page).getByText('Activée'));
    await visible(section(page).getByText('10 codes de secours restants.'));

    // dark theme from here (the login page keeps the browser's choice), then sign out
    await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
    await page.getByRole('button', { name: 'Menu utilisateur' }).click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expectPath(page, '/login');

    await page.setViewportSize(PHONE);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await visible(page.getByRole('heading', { name: 'Vérification en deux étapes' }));
    const field = page.getByLabel('Code de vérification');
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    await expectNoSeriousA11yViolations(page, 'login code step (390 px, dark)');
    await screenshot(page, 'totp-login-step-390-dark');
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await visible(page.getByLabel('Code de secours'));
    await page.getByRole('button', { name: 'Utiliser le code de l’application' }).click();

    // the confirmation used this period's code: the next period's, still within the server's drift window
    await page.getByLabel('Code de vérification').fill(await codeFor(secret, 1));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expectPath(page, '/account'); // back where the sign-out left
    await visible(page.getByRole('button', { name: 'Menu utilisateur' }));
  });
});
