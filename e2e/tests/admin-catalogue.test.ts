import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { uniqueSuffix } from '../support/api';
import { accounts, expectNoSeriousA11yViolations, screenshot, useBrowser, visible } from '../support/browser';

/**
 * Admin catalogues with real clicks: marks, FitFit modules, terminal partners, equipment. Marks, partners and
 * equipment are created here and removed; the five FitFit modules are the platform's own, so the module test
 * edits Musique's price, which no other file asserts (subscription amounts are checked on a negotiated price).
 */
const { openAs } = useBrowser();
const mark = `Pizza Nostra ${uniqueSuffix()}`;

const open = (path: string) => openAs(accounts.admin, path);
const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const pick = async (page: Page, label: string, option: string) => {
  await dialog(page).getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
};
const confirmDelete = async (page: Page, label: string) => {
  await page.getByRole('button', { name: `Supprimer ${label}`, exact: true }).click();
  await visible(page.getByRole('dialog', { name: `« ${label} » ?` }));
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
};
const toastSays = (page: Page, text: string | RegExp) => visible(page.getByRole('alert').filter({ hasText: text }));

describe('admin catalogues', () => {
  test('marks: list, search, create with validation, edit with franchisors, delete', async () => {
    const page = await open('/admin/marks');
    await visible(row(page, 'Bistro Parisien'));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Ajouter une marque' }).click();
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await visible(dialog(page).getByText('Le champ nom est obligatoire'));
    await dialog(page).getByRole('textbox', { name: 'Nom', exact: true }).fill(mark);
    await dialog(page).getByLabel('Couleur principale').fill('#1c7ed6');
    await dialog(page).getByLabel('Redevance de franchise').fill('4,5');
    await screenshot(page, 'admin-marks-form');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await toastSays(page, 'La marque a été créée');
    await visible(row(page, mark).getByText('4,5 %'));

    await page.getByRole('button', { name: `Modifier ${mark}` }).click();
    await dialog(page).getByRole('textbox', { name: 'Nom', exact: true }).fill(`${mark} Italia`);
    await dialog(page).getByRole('combobox', { name: 'Franchiseurs' }).click();
    await page.getByRole('option', { name: /Sophie Lefèvre/ }).click();
    await dialog(page)
      .getByRole('heading', { name: /Modifier/ })
      .click();
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await toastSays(page, 'La marque a été modifiée');
    await visible(row(page, `${mark} Italia`));

    await confirmDelete(page, `${mark} Italia`);
    await toastSays(page, `« ${mark} Italia » a été supprimé`);
    await expect.poll(() => row(page, `${mark} Italia`).count()).toBe(0);

    await page.getByRole('textbox', { name: 'Rechercher une marque' }).fill('zzz');
    await visible(page.getByText('Aucun résultat pour « zzz »'));
  });

  test('modules: list, edit the price, create form validation', async () => {
    const page = await open('/admin/modules');
    await visible(row(page, 'fitfit_music'));
    await expectNoSeriousA11yViolations(page);
    // Positions are shown from 1: the PNL comes first, the music fifth.
    expect(await row(page, 'fitfit_pnl').getByRole('cell').first().textContent()).toBe('1');
    await page.getByRole('button', { name: 'Modifier Musique' }).click();
    expect(await dialog(page).getByRole('textbox', { name: 'Position' }).inputValue()).toBe('5');
    await dialog(page).getByLabel('Prix mensuel HT').fill('25');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await toastSays(page, 'Le module a été modifié');
    await visible(row(page, 'fitfit_music').getByText('25,00 €'));

    // A new module: the form checks the price before anything is sent.
    await page.getByRole('button', { name: 'Ajouter un module' }).click();
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await visible(dialog(page).getByText('Le champ prix mensuel est obligatoire'));
    await visible(dialog(page).getByText('Le champ titre est obligatoire'));
    await screenshot(page, 'admin-modules-form');
    await dialog(page).getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  test('partners: create with a JSON check, filter by type, edit, delete', async () => {
    const page = await open('/admin/partners');
    await visible(row(page, 'Ingenico France'));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Ajouter un partenaire' }).click();
    await dialog(page).getByRole('textbox', { name: 'Nom', exact: true }).fill('Deliveroo Partenaires');
    await pick(page, 'Type', 'Livraison');
    await dialog(page).getByLabel('E-mail').fill('partners@deliveroo.example');
    await dialog(page).getByLabel('Commission').fill('15');
    await dialog(page).getByLabel('Paramètres API').fill('{pas du json');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await visible(dialog(page).getByText('Les paramètres API doivent être un objet JSON valide'));
    await dialog(page).getByLabel('Paramètres API').fill('{"restaurant_prefix": "FIT"}');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await toastSays(page, 'Le partenaire a été créé');

    await page.getByRole('combobox', { name: 'Filtrer par type' }).click();
    await page.getByRole('option', { name: 'Livraison' }).click();
    await visible(row(page, 'Deliveroo Partenaires'));
    await expect.poll(() => row(page, 'Ingenico France').count()).toBe(0);

    await page.getByRole('button', { name: 'Modifier Deliveroo Partenaires' }).click();
    await dialog(page).getByLabel('Nom du contact').fill('Emma Petit');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await toastSays(page, 'Le partenaire a été modifié');
    await visible(row(page, 'Emma Petit'));
    await confirmDelete(page, 'Deliveroo Partenaires');
    await visible(page.getByText('Aucun partenaire pour le moment'));
  });

  test('equipment: create, filter by type, edit, delete', async () => {
    const page = await open('/stock/hardwares');
    await visible(row(page, 'T2s Lite'));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Ajouter du matériel' }).click();
    await pick(page, 'Type', 'Écran cuisine');
    await dialog(page).getByLabel('Marque').fill('Epson');
    await dialog(page).getByLabel('Modèle').fill('KDS Pro 24');
    await dialog(page).getByLabel('Prix HT').fill('799,90');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await toastSays(page, 'Le matériel a été ajouté au catalogue');

    await page.getByRole('combobox', { name: 'Filtrer par type' }).click();
    await page.getByRole('option', { name: 'Écran cuisine' }).click();
    await visible(row(page, 'KDS Pro 24').getByText('799,90 €'));
    await expect.poll(() => row(page, 'T2s Lite').count()).toBe(0);

    await page.getByRole('button', { name: 'Modifier Epson KDS Pro 24' }).click();
    await dialog(page).getByLabel('Prix HT').fill('749');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await visible(row(page, 'KDS Pro 24').getByText('749,00 €'));
    await confirmDelete(page, 'Epson KDS Pro 24');
    await toastSays(page, '« Epson KDS Pro 24 » a été supprimé');
  });
});
