import { describe, test } from 'vitest';
import { expectPath, screenshot, useBrowser, visible } from '../support/browser';

const { newPage } = useBrowser();

describe('registration', () => {
  test('an empty form shows the French required-field messages', async () => {
    const page = await newPage();
    await page.goto('/registration');
    await visible(page.getByRole('heading', { name: 'Inscription' }));
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await visible(page.getByText('Le champ prénom est obligatoire'));
    await expectPath(page, '/registration');
  });

  test('a new restorer registers, completes its legal information and lands in the app with its restaurant', async () => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const restaurantName = `Chez E2E ${stamp}`;
    const page = await newPage();
    await page.goto('/registration');
    await page.getByLabel('Prénom').fill('Alice');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Testeuse');
    await page.getByLabel('E-mail').fill(`e2e-${stamp}@fitfit.example`);
    await page.getByLabel('Mot de passe').fill('motdepasse-solide');
    await page.getByLabel('Nom du restaurant').fill(restaurantName);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await expectPath(page, '/complete-registration');
    await visible(page.getByRole('heading', { name: "Finaliser l'inscription" }));
    await visible(page.getByText(`Informations légales de ${restaurantName}`));
    await page.getByLabel('Raison sociale').fill(`${restaurantName} SAS`);
    await page.getByLabel('SIRET').fill('12345678900011');
    await page.getByLabel('Adresse').fill('1 rue de la Paix');
    await page.getByLabel('Code postal').fill('75002');
    await page.getByLabel('Ville').fill('Paris');
    await screenshot(page, 'complete-registration');
    await page.getByRole('button', { name: 'Démarrer mon abonnement' }).click();

    await expectPath(page, '/');
    await visible(page.getByRole('banner').getByText(restaurantName));
    await visible(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'PNL', exact: true }));
  });
});
