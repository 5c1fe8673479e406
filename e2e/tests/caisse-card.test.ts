import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { placeholderPng } from '../../apps/api/src/lib/uploads/png';
import { uniqueSuffix } from '../support/api';
import { accounts, expectNoSeriousA11yViolations, expectPath, screenshot, searchList, useBrowser, visible } from '../support/browser';

/**
 * The menu card of the cash register (heat-tags, taxes, categories, options, products, menus, card view), in
 * the demo restaurant: it reads the demo card and changes only entities it creates, named with a unique suffix.
 */
const { openAs } = useBrowser();
const png = { name: 'plat.png', mimeType: 'image/png', buffer: placeholderPng('#228be6', 80, 60) };
const suffix = uniqueSuffix();

const signedIn = (path: string) => openAs(accounts.restorer, path);
const toast = (page: Page, text: string | RegExp) => visible(page.locator('.Toastify__toast').filter({ hasText: text }));
const confirmDelete = async (page: Page) => {
  await visible(page.getByRole('dialog', { name: /^Supprimer / }).getByText('Cette action est définitive.'));
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
};
const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });
/** The row whose first cell is exactly `name`. */
const rowNamed = (page: Page, name: string) => page.locator('tbody tr').filter({ has: page.getByRole('cell', { name, exact: true }) });

describe('caisse: menu card screens', () => {
  test('heat-tags: list, create with a colour, edit, delete with confirmation', async () => {
    const page = await signedIn('/caisse/heat-tags');
    await visible(row(page, 'Végétarien'));
    await expectNoSeriousA11yViolations(page);
    const name = `Sans gluten ${suffix}`;
    await page.getByRole('button', { name: 'Ajouter une étiquette' }).click();
    await visible(page.getByRole('dialog', { name: 'Nouvelle étiquette' }));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await visible(page.getByText('Le champ nom est obligatoire'));
    await page.getByRole('textbox', { name: /^Nom/ }).fill(name);
    await page.getByRole('textbox', { name: /^Couleur/ }).fill('#0c8599');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await toast(page, `Étiquette « ${name} » ajoutée`);
    await searchList(page.getByLabel('Rechercher une étiquette'), suffix);
    await visible(row(page, name));
    await screenshot(page, 'caisse-heat-tags');

    await row(page, name)
      .getByRole('button', { name: `Modifier ${name}` })
      .click();
    await expectPath(page, new URL(page.url()).pathname);
    await visible(page.getByRole('heading', { name: `Étiquette « ${name} »` }));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: /^Nom/ }).fill(`${name} bis`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expectPath(page, '/caisse/heat-tags');
    await toast(page, 'Étiquette enregistrée');
    await searchList(page.getByLabel('Rechercher une étiquette'), suffix);
    await row(page, `${name} bis`)
      .getByRole('button', { name: `Supprimer ${name} bis` })
      .click();
    await confirmDelete(page);
    await toast(page, `« ${name} bis » a été supprimé`);
    await visible(page.getByText(`Aucun résultat pour « ${suffix} »`));
  });

  test('taxes: rates in percent, edit, a used rate cannot be deleted', async () => {
    const page = await signedIn('/caisse/taxes');
    await visible(rowNamed(page, 'Alcool'));
    expect(await rowNamed(page, 'Alcool').innerText()).toContain('20 %');
    // PRODUCT §3.1: prepared food is 10 % on site, to take away and delivered
    expect(await rowNamed(page, 'Restauration').innerText()).not.toContain('5,5 %');
    expect(await rowNamed(page, 'Produits conditionnés').innerText()).toContain('5,5 %');
    await expectNoSeriousA11yViolations(page);
    const name = `TVA test ${suffix}`;
    await page.getByRole('button', { name: 'Ajouter une taxe' }).click();
    await page.getByRole('textbox', { name: /^Nom/ }).fill(name);
    await page.getByRole('textbox', { name: /^Sur place/ }).fill('8,5');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await toast(page, `Taxe « ${name} » ajoutée`);
    await visible(row(page, name));
    expect(await row(page, name).innerText()).toContain('8,5 %');
    await row(page, name)
      .getByRole('button', { name: `Supprimer ${name}` })
      .click();
    await confirmDelete(page);
    await toast(page, `« ${name} » a été supprimé`);

    // a rate used by products cannot be deleted (the API answers 409; the screen does not offer it)
    expect(await rowNamed(page, 'Alcool').getByRole('button', { name: 'Supprimer Alcool' }).isDisabled()).toBe(true);
  });

  test('options: create a group with values (negative supplement), min > max refused, delete', async () => {
    const page = await signedIn('/caisse/options');
    await visible(row(page, 'Cuisson'));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Créer une option' }).click();
    await expectPath(page, '/caisse/options/create-an-option');
    await visible(page.getByLabel('Nom de la valeur 1'));
    await expectNoSeriousA11yViolations(page);
    const name = `Sauce ${suffix}`;
    await page.getByRole('textbox', { name: /^Nom$|^Nom \*/ }).fill(name);
    await page.getByRole('textbox', { name: /^Choix minimum/ }).fill('3');
    await page.getByRole('textbox', { name: /^Choix maximum/ }).fill('1');
    await page.getByLabel('Nom de la valeur 1').fill('Poivre');
    await page.getByRole('button', { name: 'Ajouter une valeur' }).click();
    await page.getByLabel('Nom de la valeur 2').fill('Sans sauce');
    await page.getByLabel('Supplément de la valeur 2').fill('-0,5');
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await visible(page.getByText('Le minimum de choix doit être inférieur ou égal au maximum'));
    await page.getByRole('textbox', { name: /^Choix minimum/ }).fill('0');
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await expectPath(page, '/caisse/options');
    await toast(page, `Option « ${name} » créée`);
    await visible(row(page, name));
    expect(await row(page, name).innerText()).toMatch(/Sans sauce \(-0,50\s€\)/);
    await row(page, name)
      .getByRole('button', { name: `Supprimer ${name}` })
      .click();
    await confirmDelete(page);
    await toast(page, `« ${name} » a été supprimé`);
  });

  test('products: create a dish with a photo and options, filter, toggle, reorder, see the card, delete', async () => {
    const page = await signedIn('/caisse/products');
    await visible(row(page, 'Œuf mayonnaise'));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'caisse-products');

    // categories, from the products screen
    const category = `Tapas ${suffix}`;
    await page.getByRole('button', { name: 'Catégories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Catégories de la carte' });
    await dialog.getByRole('textbox', { name: /^Nouvelle catégorie/ }).fill(category);
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await toast(page, `Catégorie « ${category} » ajoutée`);
    await visible(dialog.getByText(category));
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Créer un plat' }).click();
    await expectPath(page, '/caisse/products/create-a-dish');
    // the restaurant's food rate is the default, its three rates labelled (set once the taxes are loaded)
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Taxe' }).inputValue())
      .toBe('Restauration — sur place 10 % · à emporter 10 % · livraison 10 %');
    await page.getByRole('button', { name: 'Créer le plat' }).click();
    await visible(page.getByText('Le champ nom est obligatoire'));
    const dish = `Croquettes ${suffix}`;
    await page.getByRole('textbox', { name: /^Nom/ }).fill(dish);
    await page.getByRole('combobox', { name: 'Catégorie' }).click();
    await page.getByRole('option', { name: category }).click();
    await page.getByRole('textbox', { name: /^Sur place/ }).fill('7,5');
    await page.getByRole('textbox', { name: /^À emporter/ }).fill('7');
    await page.getByRole('textbox', { name: /^Livraison/ }).fill('8,9');
    await page.getByRole('combobox', { name: 'Taxe' }).click();
    await page.getByRole('option', { name: /^Restauration/ }).click();
    await page.getByRole('combobox', { name: 'Étiquettes' }).click();
    await page.getByRole('option', { name: 'Fait maison' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: "Groupes d'options" }).click();
    await page.getByRole('option', { name: 'Accompagnement' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Gluten').check();
    await page.getByLabel('Lait').check();
    await page.locator('input[type=file]').setInputFiles(png);
    await visible(page.getByText('Elle sera envoyée à l’enregistrement.'));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Créer le plat' }).click();
    await expectPath(page, '/caisse/products');
    await toast(page, `« ${dish} » ajouté à la carte`);

    // filters: by category, by tag, by availability
    await page.getByRole('combobox', { name: 'Filtrer par catégorie' }).click();
    await page.getByRole('option', { name: category }).click();
    await visible(row(page, dish));
    expect(await page.locator('tbody tr').count()).toBe(1);
    await expect
      .poll(() =>
        row(page, dish)
          .locator('img')
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBe(80);
    await visible(row(page, dish).getByText('Fait maison'));
    await page.getByRole('combobox', { name: 'Filtrer par étiquette' }).click();
    await page.getByRole('option', { name: 'Fait maison' }).click();
    await visible(row(page, dish));

    // availability toggle
    await row(page, dish)
      .getByRole('switch', { name: `Disponibilité de ${dish}` })
      .click();
    await toast(page, `« ${dish} » est indisponible`);
    await page.getByRole('combobox', { name: 'Filtrer par disponibilité' }).click();
    await page.getByRole('option', { name: 'Indisponibles' }).click();
    await visible(row(page, dish));

    // photo preview
    await row(page, dish)
      .getByRole('button', { name: `Voir la photo de ${dish}` })
      .click();
    await visible(page.getByRole('dialog', { name: dish }).locator('img'));
    await page.keyboard.press('Escape');

    // a second dish in the category, then reorder with the arrows
    await page.goto('/caisse/products/create-a-dish');
    const second = `Patatas ${suffix}`;
    await page.getByRole('textbox', { name: /^Nom/ }).fill(second);
    await page.getByRole('combobox', { name: 'Catégorie' }).click();
    await page.getByRole('option', { name: category }).click();
    await page.getByRole('combobox', { name: 'Taxe' }).click();
    await page.getByRole('option', { name: /^Restauration/ }).click();
    // every price left at 0,00 €: asked first; "Annuler" keeps the form, confirming saves it as offered
    await page.getByRole('button', { name: 'Créer le plat' }).click();
    const free = page.getByRole('dialog', { name: 'Prix à 0,00 €' });
    await visible(free.getByText(`« ${second} » sera vendu 0,00 € sur place, à emporter et en livraison`));
    await free.getByRole('button', { name: 'Annuler' }).click();
    await expectPath(page, '/caisse/products/create-a-dish');
    await page.getByRole('button', { name: 'Créer le plat' }).click();
    await page.getByRole('dialog', { name: 'Prix à 0,00 €' }).getByRole('button', { name: 'Enregistrer à 0,00 €' }).click();
    await expectPath(page, '/caisse/products');
    await page.getByRole('combobox', { name: 'Filtrer par catégorie' }).click();
    await page.getByRole('option', { name: category }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    expect(await page.locator('tbody tr').first().innerText()).toContain(dish);
    await row(page, second)
      .getByRole('button', { name: `Monter ${second}` })
      .click();
    await expect.poll(async () => page.locator('tbody tr').first().innerText()).toContain(second);

    // the card as terminals see it
    await page.getByRole('tab', { name: 'Voir la carte' }).click();
    const section = page.getByRole('region', { name: category });
    await visible(section.getByText(dish));
    await visible(section.getByText('Allergènes : Gluten, Lait'));
    await visible(section.getByText('Options : Accompagnement'));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'caisse-card-view');

    // edit: the form shows what was saved
    await page.getByRole('tab', { name: 'Produits' }).click();
    await searchList(page.getByLabel('Rechercher un produit, une référence'), dish);
    await row(page, dish)
      .getByRole('button', { name: `Modifier ${dish}` })
      .click();
    await visible(page.getByRole('heading', { name: dish }));
    await expect.poll(() => page.getByRole('textbox', { name: /^Sur place/ }).inputValue()).toBe('7,50 €');
    expect(await page.getByLabel('Gluten').isChecked()).toBe(true);
    await visible(page.getByRole('button', { name: 'Agrandir la photo' }));

    // delete both dishes and the category
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await confirmDelete(page);
    await expectPath(page, '/caisse/products');
    await searchList(page.getByLabel('Rechercher un produit, une référence'), second);
    await row(page, second)
      .getByRole('button', { name: `Supprimer ${second}` })
      .click();
    await confirmDelete(page);
    await toast(page, `« ${second} » a été supprimé`);
    await page.getByRole('button', { name: 'Catégories' }).click();
    await dialog.getByRole('button', { name: `Supprimer ${category}` }).click();
    await confirmDelete(page);
    await toast(page, `« ${category} » a été supprimé`);
  }, 120_000); // the longest walk of the card (two dishes, the 0,00 € question), on a shared machine

  test('menus: build a formule with steps, hours and a photo, then delete it', async () => {
    const page = await signedIn('/caisse/menus');
    await visible(row(page, 'Formule midi'));
    expect(await row(page, 'Formule midi').innerText()).toContain('Lun, Mar, Mer, Jeu, Ven');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Créer un menu' }).click();
    await expectPath(page, '/caisse/menus/create-a-menu');
    const name = `Formule brunch ${suffix}`;
    await page.getByRole('textbox', { name: /^Nom/ }).fill(name);
    await page.getByRole('textbox', { name: /^Prix sur place/ }).fill('24');
    await page.getByRole('textbox', { name: /^Prix à emporter/ }).fill('22');
    await page.getByRole('textbox', { name: /^Prix en livraison/ }).fill('26');
    await page.getByRole('combobox', { name: 'Taxe' }).click();
    await page.getByRole('option', { name: /^Restauration/ }).click();
    await page.getByRole('textbox', { name: /^Titre/ }).fill('Plat');
    await page.getByRole('combobox', { name: 'Produits proposés' }).click();
    await page.getByRole('option', { name: 'Burger du bistro' }).click();
    await page.getByRole('option', { name: 'Confit de canard' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Supplément de Confit de canard').fill('2,5');
    await page.getByRole('button', { name: 'Ajouter une étape' }).click();
    await page
      .getByRole('textbox', { name: /^Titre/ })
      .nth(1)
      .fill('Dessert');
    await page.getByRole('combobox', { name: 'Produits proposés' }).nth(1).click();
    await page.getByRole('option', { name: 'Crème brûlée' }).click();
    await page.keyboard.press('Escape');
    // hours: Sunday opens 10:00–15:00, Monday closes; an end before the start is refused
    await page.getByRole('switch', { name: 'Dimanche : ouvert' }).click();
    await page.getByLabel('Dimanche, plage 1 : début').fill('15:00');
    await page.getByLabel('Dimanche, plage 1 : fin').fill('10:00');
    await page.getByRole('switch', { name: 'Lundi : ouvert' }).click();
    await page.locator('input[type=file]').setInputFiles(png);
    await page.getByRole('button', { name: 'Créer le menu' }).click();
    await visible(page.getByText("L'heure de fin doit être après l'heure de début"));
    await page.getByLabel('Dimanche, plage 1 : début').fill('10:00');
    await page.getByLabel('Dimanche, plage 1 : fin').fill('15:00');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Créer le menu' }).click();
    await expectPath(page, '/caisse/menus');
    await toast(page, `Menu « ${name} » créé`);
    await visible(row(page, name));
    expect(await row(page, name).innerText()).toContain('Mar, Mer, Jeu, Ven, Sam, Dim');
    expect(await row(page, name).innerText()).toContain('Plat + Dessert');
    await screenshot(page, 'caisse-menus');

    await row(page, name).click();
    await visible(page.getByRole('heading', { name }));
    expect(await page.getByLabel('Dimanche, plage 1 : début').inputValue()).toBe('10:00');
    await expect.poll(() => page.getByLabel('Supplément de Confit de canard').inputValue()).toBe('2,50 €');
    await visible(page.getByRole('button', { name: 'Agrandir la photo' }));
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await confirmDelete(page);
    await expectPath(page, '/caisse/menus');
    await toast(page, `« ${name} » a été supprimé`);
  });

  test('menus: a formule with a glass of wine shows each choice’s VAT rate and how its price is split', async () => {
    const page = await signedIn('/caisse/menus');
    await row(page, 'Formule soir').first().click();
    await visible(page.getByRole('heading', { name: 'Formule soir' }));
    const split = page.getByRole('note').filter({ hasText: 'TVA ventilée entre plusieurs taux' });
    await visible(split);
    const parts = await split.getByRole('list', { name: 'Ventilation de la TVA' }).getByRole('listitem').allTextContents();
    expect(parts.map((p) => p.replace(/[\s\u202f]+/g, ' '))).toEqual([
      expect.stringMatching(/^TVA 10 % : \d+,\d{2} € TTC$/),
      expect.stringMatching(/^TVA 20 % : \d+,\d{2} € TTC$/),
    ]);
    await visible(rowNamed(page, 'Kir vin blanc').getByText('20 %'));
    await split.scrollIntoViewIfNeeded();
    await screenshot(page, 'caisse-menu-vat-split');
    await expectNoSeriousA11yViolations(page);
  });
});
