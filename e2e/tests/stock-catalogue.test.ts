import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { uniqueSuffix } from '../support/api';
import { accounts, expectNoSeriousA11yViolations, screenshot, useBrowser, visible } from '../support/browser';

/**
 * The admin stock catalogue with real clicks: a provider and a category created here, a product in its
 * package with its price per unit, a provider price list previewed with its errors then imported.
 */
const { openAs } = useBrowser();
const suffix = uniqueSuffix();
const provider = `Primeurs ${suffix}`;
const category = `Herbes ${suffix}`;

const open = (path: string) => openAs(accounts.admin, path);
const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const toastSays = (page: Page, text: string | RegExp) => visible(page.getByRole('alert').filter({ hasText: text }));
const pick = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('stock catalogue', () => {
  test('providers and categories: create with validation', async () => {
    const page = await open('/stock/configs/providers');
    await visible(row(page, 'Halles Rungis Distribution'));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Ajouter un fournisseur' }).click();
    await dialog(page).getByRole('textbox', { name: 'Nom', exact: true }).fill(provider);
    await dialog(page).getByRole('textbox', { name: 'E-mail de commande' }).fill('pas-un-mail');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await visible(dialog(page).getByText("L'adresse e-mail n'est pas valide"));
    await dialog(page).getByRole('textbox', { name: 'E-mail de commande' }).fill('commandes@primeurs.example');
    await dialog(page).getByText('Mardi').click();
    await dialog(page).getByText('Vendredi').click();
    await dialog(page).getByLabel('Minimum de commande HT (franco)').fill('80');
    await screenshot(page, 'stock-provider-form');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await toastSays(page, 'Le fournisseur a été créé');
    await page.getByRole('textbox', { name: 'Rechercher un fournisseur' }).fill(suffix);
    await visible(row(page, provider).getByText('Mar, Ven'));
    await visible(row(page, provider).getByText(/^80,00\s€$/));

    const categories = await open('/stock/configs/categories');
    await visible(row(categories, 'Boulangerie'));
    await expectNoSeriousA11yViolations(categories);
    await categories.getByRole('button', { name: 'Ajouter une catégorie' }).click();
    await dialog(categories).getByRole('textbox', { name: 'Nom' }).fill(category);
    await dialog(categories).getByRole('button', { name: 'Enregistrer' }).click();
    await toastSays(categories, 'La catégorie a été créée');
  });

  test('a product: package in its unit, price per unit, price history after a new price', async () => {
    const page = await open('/stock/configs/products/create-a-product');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Basilic ${suffix}`);
    await pick(page, 'Fournisseur', provider);
    await pick(page, 'Catégorie', category);
    await pick(page, 'Unité de stock', 'pièce');
    await page.getByRole('textbox', { name: 'Conditionnement', exact: true }).fill('botte de 10');
    await page.getByRole('textbox', { name: /^Contenance/ }).fill('10');
    await page.getByRole('textbox', { name: 'Prix HT du conditionnement' }).fill('8,90');
    await expect.poll(() => page.getByRole('textbox', { name: 'Prix unitaire HT' }).inputValue()).toMatch(/^0,89\s€\/pièce$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Créer le produit' }).click();
    await toastSays(page, `« Basilic ${suffix} » ajouté au catalogue`);
    await visible(page.getByRole('heading', { name: `Basilic ${suffix}` }));
    await page.getByRole('textbox', { name: 'Prix HT du conditionnement' }).fill('9,50');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await toastSays(page, `« Basilic ${suffix} » enregistré`);
    await visible(page.getByText(/^De 0,89\s€\/pièce le/));
    await screenshot(page, 'stock-product-form');

    const list = await open('/stock/configs/products');
    await list.getByRole('textbox', { name: 'Rechercher un produit, une référence' }).fill(suffix);
    await visible(row(list, `Basilic ${suffix}`).getByText(/^0,95\s€\/pièce$/));
    await expectNoSeriousA11yViolations(list);
  });

  test('a provider price list: preview with per-row errors, nothing imported, then imported', async () => {
    const page = await open('/stock/configs/products');
    const file = (rows: string[]) => {
      const name = path.join(tmpdir(), `tarifs-${suffix}-${rows.length}.csv`);
      writeFileSync(name, ['reference;designation;categorie;unite;conditionnement;contenance;prix_ht;tva', ...rows].join('\n'));
      return name;
    };
    await page.getByRole('button', { name: 'Importer une liste de prix' }).click();
    await pick(page, 'Fournisseur', provider);
    const chooser = page.waitForEvent('filechooser');
    await dialog(page).getByRole('button', { name: 'Choisir un fichier' }).click();
    await (await chooser).setFiles(
      file([`MEN-${suffix};Menthe;${category};pièce;botte de 10;10;7,90;5,5`, `CIB-${suffix};Ciboulette;Inconnue;pièce;botte;10;x;5,5`]),
    );
    await visible(dialog(page).getByText('La catégorie « Inconnue » n’existe pas'));
    await visible(dialog(page).getByText('Rien ne sera importé tant que le fichier contient des erreurs'));
    await expect.poll(() => dialog(page).getByRole('button', { name: 'Importer' }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'stock-price-list-preview');
    const again = page.waitForEvent('filechooser');
    await dialog(page)
      .getByRole('button', { name: /Changer de fichier/ })
      .click();
    await (await again).setFiles(file([`MEN-${suffix};Menthe ${suffix};${category};pièce;botte de 10;10;7,90;5,5`]));
    await visible(dialog(page).getByText('Nouveau produit : 1'));
    await dialog(page).getByRole('button', { name: 'Importer' }).click();
    await toastSays(page, 'Liste de prix importée : 1 produit créé, 0 prix mis à jour');
    await page.getByRole('textbox', { name: 'Rechercher un produit, une référence' }).fill(`Menthe ${suffix}`);
    await visible(row(page, `Menthe ${suffix}`).getByText(/^0,79\s€\/pièce$/));
  });
});
