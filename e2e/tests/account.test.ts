import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { apiLogin, callApi, registerRestaurant } from '../support/api';
import {
  baseUrl,
  checkBothWidths,
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectPath,
  screenshot,
  submitLogin,
  useBrowser,
  visible,
} from '../support/browser';

/**
 * « Mot de passe oublié » from /login to the next sign-in, the link read from the e-mail the product sent through
 * the runner's SMTP server (support/smtp.ts), and « Mon compte » (password change, sessions, theme), at 1440 and
 * 390 px with axe on each screen. Each test has a restaurant owner of its own.
 */
const { newPage, openAs } = useBrowser();
const PASSWORD = 'motdepasse-e2e';

const mailDir = path.join(inject('dataDir'), 'mail');
/** The last e-mail to `to` whose subject has `subject`, once it has arrived. */
const mailTo = async (to: string, subject: string): Promise<ParsedMail> => {
  const find = async () => {
    const files = readdirSync(mailDir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const raw = readFileSync(path.join(mailDir, file));
      if (!raw.includes(to)) continue;
      const mail = await simpleParser(raw);
      if (mail.subject?.includes(subject)) return mail;
    }
    return undefined;
  };
  await expect.poll(async () => (await find()) !== undefined).toBe(true);
  return (await find()) as ParsedMail;
};

describe('account', () => {
  let email: string;
  beforeAll(async () => {
    email = (await registerRestaurant(baseUrl, `Compte oublié ${Date.now()}`, ['fitfit_pnl'])).owner.session.user.email;
  });

  test('forgotten password: the link from the e-mail sets a new one, which then signs in', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expectPath(page, '/forgot-password');
    await page.getByLabel('E-mail du compte').fill(email);
    await checkBothWidths(page, 'account-forgot');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Si un compte existe pour cette adresse' }));
    await checkBothWidths(page, 'account-forgot-sent');

    const mail = await mailTo(email, 'nouveau mot de passe');
    const link = new RegExp(`${baseUrl}/reset-password#token=[A-Za-z0-9_-]+`).exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeDefined();
    await page.goto(link as string);
    await expectPath(page, '/reset-password');
    await expect.poll(() => new URL(page.url()).hash).toBe(''); // the token leaves the address bar once read
    await page.getByLabel(/^Nouveau mot de passe/).fill('choisi-dans-le-lien');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('pas-le-meme');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await visible(page.getByText('Les deux mots de passe ne sont pas identiques'));
    await checkBothWidths(page, 'account-reset');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('choisi-dans-le-lien');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Votre nouveau mot de passe est enregistré' }));
    await expectNoSeriousA11yViolations(page, 'reset done');

    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expectPath(page, '/login');
    await submitLogin(page, email, 'choisi-dans-le-lien');
    await expectPath(page, '/');
  });

  test('« Mon compte » from the user menu: the other sessions signed out, the password changed, dark theme', async () => {
    const { owner } = await registerRestaurant(baseUrl, `Mon compte ${Date.now()}`, ['fitfit_pnl']);
    const otherDevice = await apiLogin(baseUrl, owner.session.user.email, PASSWORD);
    const page = await openAs(owner.session, '/', { viewport: DESKTOP });
    await page.getByRole('button', { name: 'Menu utilisateur' }).click();
    await page.getByRole('menuitem', { name: 'Mon compte' }).click();
    await expectPath(page, '/account');
    const main = page.getByRole('main');
    const sessions = main.getByRole('region', { name: 'Sessions' });
    await visible(sessions.getByText('Cette session'));
    await expect.poll(() => sessions.getByRole('button', { name: /^Déconnecter la session/ }).count()).toBeGreaterThanOrEqual(2);
    await checkBothWidths(page, 'account-page');
    await sessions.scrollIntoViewIfNeeded();
    await screenshot(page, 'account-sessions-1440');

    // « Déconnecter toutes les autres », after its confirmation
    await sessions.getByRole('button', { name: 'Déconnecter toutes les autres' }).click();
    const dialog = page.getByRole('dialog', { name: 'Déconnecter toutes les autres sessions ?' });
    await visible(dialog);
    await expectNoSeriousA11yViolations(page, 'sign out the other sessions (confirmation)');
    await dialog.getByRole('button', { name: 'Déconnecter' }).click();
    await visible(page.getByText(/^\d sessions déconnectées$/));
    await expect.poll(() => sessions.getByRole('button', { name: /^Déconnecter la session/ }).count()).toBe(0);
    await expect(callApi(baseUrl, 'GET', 'auth/me', otherDevice.token)).rejects.toThrow(/answered 401/);

    const laptop = await apiLogin(baseUrl, owner.session.user.email, PASSWORD);
    const password = main.getByRole('region', { name: 'Mot de passe' });
    await password.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await password.getByLabel(/^Nouveau mot de passe/).fill('change-depuis-mon-compte');
    await password.getByLabel('Confirmer le nouveau mot de passe').fill('change-depuis-mon-compte');
    await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await visible(page.getByText('Mot de passe modifié. Vos autres sessions ont été déconnectées.'));
    // the device signed in meanwhile is signed out; this page's session goes on
    await expect(callApi(baseUrl, 'GET', 'auth/me', laptop.token)).rejects.toThrow(/answered 401/);
    await visible(sessions.getByText('Cette session'));
    expect((await apiLogin(baseUrl, owner.session.user.email, 'change-depuis-mon-compte')).token).toBeTruthy();

    await main.getByRole('region', { name: 'Affichage' }).getByText('Sombre').click();
    await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await checkBothWidths(page, 'account-page-dark');
  });
});
