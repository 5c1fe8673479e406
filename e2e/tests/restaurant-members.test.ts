import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { describe, expect, inject, test } from 'vitest';
import { registerRestaurant, uniqueSuffix } from '../support/api';
import {
  baseUrl,
  checkBothWidths,
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectPath,
  PHONE,
  screenshot,
  sidebar,
  submitLogin,
  useBrowser,
  visible,
} from '../support/browser';

/**
 * A restaurant's own people (docs/accounts.md): its owner invites an accountant from « Mon restaurant › Équipe », the
 * invitation e-mail (through the runner's SMTP server, support/smtp.ts) leads to /invitation where the new member
 * sets a password, then signs in and sees only what an accountant reads. 1440 and 390 px, dark theme, axe on each.
 */
const { newPage, openAs } = useBrowser();

const mailDir = path.join(inject('dataDir'), 'mail');
/** The last e-mail to `to` whose subject has `subject`, once it has arrived. */
const mailTo = async (to: string, subject: string): Promise<ParsedMail> => {
  const find = async () => {
    for (const file of readdirSync(mailDir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()) {
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

describe('a restaurant’s people', () => {
  test('the owner invites an accountant, who sets a password from the e-mail and then reads only the caisse and the PNL', async () => {
    const { owner } = await registerRestaurant(baseUrl, `Équipe ${uniqueSuffix()}`, ['fitfit_pnl', 'fitfit_caisse', 'fitfit_stocks']);
    const email = `e2e-comptable-${uniqueSuffix()}@fitfit.example`;
    const page = await openAs(owner.session, '/', { viewport: DESKTOP });
    const nav = sidebar(page);
    await nav.getByRole('button', { name: 'PNL : retour aux modules' }).click();
    await nav.getByRole('button', { name: 'Mon restaurant' }).click();
    await nav.getByRole('link', { name: 'Équipe' }).click();
    await expectPath(page, '/restaurant/people');
    const main = page.getByRole('main');
    await visible(main.getByRole('heading', { name: 'Membres (1)' }));
    await visible(main.getByLabel(/^Accès de Camille Propriétaire/));
    await checkBothWidths(page, 'people');

    await main.getByRole('button', { name: 'Inviter une personne' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inviter une personne' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('radio', { name: /^Comptable/ }).click();
    await expectNoSeriousA11yViolations(page, 'invitation form');
    await screenshot(page, 'people-invite-1440');
    await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await visible(page.getByText(`Invitation envoyée à ${email}`));
    await visible(main.getByRole('heading', { name: 'Invitations en attente (1)' }));
    await visible(main.getByRole('button', { name: `Renvoyer l’invitation à ${email}` }));

    const mail = await mailTo(email, 'vous invite à rejoindre');
    const link = new RegExp(`${baseUrl}/invitation#token=[A-Za-z0-9_-]+`).exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeDefined();
    const invitee = await newPage({ viewport: DESKTOP });
    await invitee.goto(link as string);
    await expectPath(invitee, '/invitation');
    await expect.poll(() => new URL(invitee.url()).hash).toBe(''); // the token leaves the address bar once read
    await visible(invitee.getByText(/vous invite à rejoindre le back-office de/));
    await invitee.getByLabel('Prénom').fill('Inès');
    await invitee.getByLabel(/^Nom/).fill('Comptable');
    await invitee.getByLabel(/^Mot de passe/).fill('choisi-par-invitation');
    await invitee.getByLabel('Confirmer le mot de passe').fill('choisi-par-invitation');
    await checkBothWidths(invitee, 'invitation');
    await invitee.getByRole('button', { name: 'Créer mon compte' }).click();
    await visible(invitee.getByRole('status').filter({ hasText: 'Votre compte est créé' }));
    await invitee.getByRole('link', { name: 'Se connecter' }).click();
    await expectPath(invitee, '/login');
    await submitLogin(invitee, email, 'choisi-par-invitation');
    await expectPath(invitee, '/');

    // an accountant: the caisse and the PNL, nothing else, « Accès refusé » elsewhere
    const menu = sidebar(invitee);
    await menu.getByRole('button', { name: 'PNL : retour aux modules' }).click();
    await visible(menu.getByRole('button', { name: 'Caisse' }));
    expect(await menu.getByRole('button', { name: 'Stock' }).count()).toBe(0);
    await screenshot(invitee, 'people-accountant-sidebar-1440');
    // « Mon restaurant » holds only what it reads: the restaurant's details, not its people
    await menu.getByRole('button', { name: 'Mon restaurant' }).click();
    await visible(menu.getByRole('link', { name: 'Informations' }));
    expect(await menu.getByRole('link', { name: 'Équipe' }).count()).toBe(0);
    await invitee.goto('/stock/mercuriales');
    await expectPath(invitee, '/unauthorized');
    await visible(invitee.getByRole('heading', { name: 'Accès refusé' }));
    await invitee.goto('/restaurant/people');
    await expectPath(invitee, '/unauthorized');
    // it reads the caisse and the PNL without their write controls (useMayWrite), the exports stay
    const reader = invitee.getByRole('main');
    await invitee.goto('/caisse/products');
    await visible(reader.getByRole('heading', { name: 'Produits', level: 2 }));
    expect(await reader.getByRole('link', { name: 'Créer un plat' }).count()).toBe(0);
    await invitee.goto('/pnl/pnl');
    await visible(reader.getByRole('button', { name: 'Exporter' }));
    await visible(reader.getByRole('table', { name: /^Compte de résultat de/ }));
    expect(await reader.getByRole('button', { name: 'Clôturer le mois' }).count()).toBe(0);
    await reader.getByRole('tab', { name: 'Saisies du mois' }).click();
    await visible(reader.getByText(/^Salaires, factures et achats hors commandes/));
    expect(await reader.getByRole('button', { name: 'Ajouter une saisie' }).count()).toBe(0);

    // the owner's list: the new member, no invitation left; then the dark theme
    await page.reload();
    await visible(main.getByRole('heading', { name: 'Membres (2)' }));
    await visible(main.getByRole('heading', { name: 'Invitations en attente (0)' }));
    await expect.poll(() => main.getByLabel('Accès de Inès Comptable').inputValue()).toBe('Comptable');
    await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
    await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await expectNoSeriousA11yViolations(page, 'people, dark theme');
    await screenshot(page, 'people-dark-1440');
  });

  test('a restaurateur of two restaurants switches from the restaurant’s name in the top bar', async () => {
    const first = await registerRestaurant(baseUrl, `Premier ${uniqueSuffix()}`, ['fitfit_pnl']);
    const second = await registerRestaurant(baseUrl, `Second ${uniqueSuffix()}`, ['fitfit_pnl']);
    const email = second.owner.session.user.email;
    // the second one's owner is invited to the first as a manager: signed out, the link leads to the sign-in and back
    await first.owner.call('POST', `restaurants/${first.restaurantId}/members/invitations`, { email, access: 'manager' });
    const mail = await mailTo(email, 'vous invite à rejoindre');
    const link = new RegExp(`${baseUrl}/invitation#token=[A-Za-z0-9_-]+`).exec(mail.text ?? '')?.[0];
    const firstName = first.owner.session.user.restaurant?.name ?? '';
    const secondName = second.owner.session.user.restaurant?.name ?? '';
    const page = await newPage({ viewport: DESKTOP });
    await page.goto(link as string);
    await visible(page.getByText('Vous avez déjà un compte FitFit Solution avec cette adresse', { exact: false }));
    await expectNoSeriousA11yViolations(page, 'invitation of an existing account');
    await screenshot(page, 'invitation-existing-1440');
    await page.getByRole('button', { name: 'Se connecter pour rejoindre' }).click();
    await expectPath(page, '/login');
    await submitLogin(page, email, 'motdepasse-e2e');
    await expectPath(page, '/invitation');
    await page.getByRole('button', { name: `Rejoindre ${firstName}` }).click();
    await expectPath(page, '/');
    const bar = page.getByRole('banner');
    await bar.getByRole('button', { name: `Restaurant courant : ${firstName}. Changer de restaurant` }).click();
    const menu = page.getByRole('menu');
    await visible(menu.getByRole('menuitem', { name: new RegExp(`^${secondName}\\s*Propriétaire$`) }));
    await visible(menu.getByRole('menuitem', { name: new RegExp(`^${firstName}\\s*Gérant$`) }));
    await expectNoSeriousA11yViolations(page, 'restaurant menu (1440 px)');
    await screenshot(page, 'restaurant-menu-1440');
    await menu.getByRole('menuitem', { name: new RegExp(`^${secondName}`) }).click();
    await visible(bar.getByRole('button', { name: `Restaurant courant : ${secondName}. Changer de restaurant` }));
    await page.setViewportSize(PHONE);
    await bar.getByRole('button', { name: `Restaurant courant : ${secondName}. Changer de restaurant` }).click();
    await visible(page.getByRole('menuitem', { name: new RegExp(`^${firstName}`) }));
    await expectNoSeriousA11yViolations(page, 'restaurant menu (390 px)');
    await screenshot(page, 'restaurant-menu-390');
  });
});
