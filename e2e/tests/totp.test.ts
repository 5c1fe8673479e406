import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOTP_SETUP_REQUIRED_MESSAGE } from '@fitfit/contracts';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { embeddedUrl, readPostmaster } from '../../apps/api/src/db/embedded';
import { freePort, startServer, stopServer } from '../../apps/api/test/server-process';
import { createUser, registerRestaurant } from '../support/api';
import {
  accounts,
  baseUrl,
  demoClient,
  expectNoSeriousA11yViolations,
  expectPath,
  screenshot,
  submitLogin,
  useBrowser,
  visible,
} from '../support/browser';

/**
 * Two-step verification in the browser: turned on from « Mon compte » with a code computed here from the secret the
 * page shows (as an authenticator app would), the recovery codes shown once, then a sign-out and a sign-in that asks
 * for the code. 1440 px, and the phone's 390 px for the recovery codes and the login's code step (dark theme), axe on
 * each screen. The owner is this file's own (a demo account must keep signing in with its password).
 */
const { openAs, newPage } = useBrowser();
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

/**
 * ADMIN_MFA=required in a real browser: a second instance of the product, started here with it required, on the suite's
 * own database and built web app (the suite's product keeps it optional: other files sign admins in with a password).
 * Instances share everything through PostgreSQL, so an admin made on the suite's product signs in on this one. It
 * boots while the test above runs.
 */
let mfa: { url: string; child: ChildProcess; dataDir: string } | undefined;
let starting: Promise<typeof mfa> | undefined;
beforeAll(() => {
  const dataDir = inject('dataDir');
  const postgres = readPostmaster(path.join(dataDir, 'postgres'));
  if (!postgres) throw new Error('the suite’s embedded PostgreSQL was not found');
  starting = freePort().then(async (port) => {
    const ownDir = mkdtempSync(path.join(tmpdir(), 'fitfit-e2e-mfa-'));
    const child = await startServer(embeddedUrl(postgres.port, 'fitfit'), port, {
      ADMIN_MFA: 'required',
      DATA_DIR: ownDir,
      // the suite's snapshot of the build (support/global-setup.ts: next to its DATA_DIR)
      WEB_DIST: path.join(path.dirname(dataDir), 'web-dist'),
      SPLASH_DELAY_MS: '0',
      TEST_CHEAP_PASSWORD_HASH: 'true',
    });
    return { url: `http://127.0.0.1:${port}`, child, dataDir: ownDir };
  });
  starting.catch(() => undefined); // awaited by the test, which reports it
});
afterAll(async () => {
  const started = await starting?.catch(() => undefined);
  await stopServer(started?.child);
  if (started) rmSync(started.dataDir, { recursive: true, force: true });
});

describe('two-step verification required for administrators (ADMIN_MFA=required)', () => {
  test('an admin without it is led to its setup, refused elsewhere, and lands in the admin area once it is on', async () => {
    const admin = await createUser(baseUrl, demoClient(accounts.admin), 'admin');
    mfa = await starting;
    if (!mfa) throw new Error('the ADMIN_MFA=required instance did not start');
    const page = await newPage({ viewport: DESKTOP });
    await page.goto(`${mfa.url}/login`);
    await submitLogin(page, admin.session.user.email, PASSWORD);
    await expectPath(page, '/two-step-verification');
    await visible(page.getByText('Obligatoire pour les comptes administrateurs'));
    const secretText = page.getByTestId('totp-secret');
    await visible(secretText);
    await expectNoSeriousA11yViolations(page, 'forced setup (1440 px)');
    await screenshot(page, 'totp-required-setup-1440');

    // another page leads back here, and the API refuses it to this session
    await page.goto(`${mfa.url}/admin/users`);
    await expectPath(page, '/two-step-verification');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('fitfit.session') ?? '{}').token as string);
    const refused = await fetch(`${mfa.url}/api/v1/admin/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).toContain(TOTP_SETUP_REQUIRED_MESSAGE);

    await page.setViewportSize(PHONE);
    await visible(page.getByTestId('totp-secret'));
    await expectNoSeriousA11yViolations(page, 'forced setup (390 px)');
    await screenshot(page, 'totp-required-setup-390');
    await page.setViewportSize(DESKTOP);

    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('Code de vérification').fill(await codeFor(secret));
    await page.getByRole('button', { name: 'Activer' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expectPath(page, '/admin/users'); // where it was going before it was led to the setup
    await visible(page.getByRole('heading', { name: 'Utilisateurs' }));
    await screenshot(page, 'totp-required-done-1440');
    await visible(page.getByRole('button', { name: 'Menu utilisateur' }));
    const allowed = await fetch(`${mfa.url}/api/v1/admin/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(allowed.status).toBe(200);
  });
});
