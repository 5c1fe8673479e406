import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { uniqueSuffix } from '../support/api';
import { accounts, demoClient, expectNoSeriousA11yViolations, screenshot, searchList, useBrowser, visible } from '../support/browser';

/**
 * Admin restaurants with real clicks: filters, create, edit, detail, hardware and device keys, modules, delete.
 * Demo restaurants are only read; hardware and modules are changed on a restaurant of this file's own.
 */
const { openAs } = useBrowser();
const suffix = uniqueSuffix();
const creperie = `La Crêperie du Port ${suffix}`;
const own = `Brasserie du Test ${suffix}`;

let ownId = '';
beforeAll(async () => {
  const admin = demoClient(accounts.admin);
  const { id } = await admin.call<{ id: string }>('POST', 'admin/restaurants', { name: own, timezone: 'Europe/Paris', currency: 'EUR' });
  const modules = await admin.call<{ data: { id: string; code_name: string }[] }>('GET', 'admin/fitfit_modules?per_page=50');
  const caisse = modules.data.find((m) => m.code_name === 'fitfit_caisse');
  if (!caisse) throw new Error('no fitfit_caisse module');
  await admin.call('POST', `admin/restaurants/${id}/fitfit_module_restaurants`, { fitfit_module_id: caisse.id });
  ownId = id;
});

const open = (path: string) => openAs(accounts.admin, path);
/** The restaurants list narrowed to `name` (other files add restaurants, which can push it off the first page). */
const search = (page: Page, name: string) => searchList(page.getByRole('textbox', { name: 'Rechercher un restaurant' }), name);
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const named = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const toastSays = (page: Page, text: string | RegExp) => visible(page.getByRole('alert').filter({ hasText: text }));
const choose = async (page: Page, combobox: ReturnType<Page['getByRole']>, option: string | RegExp) => {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
};

describe('admin restaurants', () => {
  test('list and filters, create, edit, delete with confirmation', async () => {
    const page = await open('/admin/restaurants');
    await visible(row(page, 'Bistro Parisien Opéra'));
    await expectNoSeriousA11yViolations(page);

    await choose(page, page.getByRole('combobox', { name: 'Filtrer par marque' }), 'Indépendants');
    await visible(row(page, 'Le Comptoir de Lucie'));
    await expect.poll(() => row(page, 'Bistro Parisien Opéra').count()).toBe(0);
    await choose(page, page.getByRole('combobox', { name: 'Filtrer par marque' }), 'Bistro Parisien');
    await choose(page, page.getByRole('combobox', { name: 'Filtrer par module' }), 'Musique');
    await visible(row(page, 'Bistro Parisien Opéra'));
    await expect.poll(() => row(page, 'Lyon Bellecour').count()).toBe(0);
    await page.goto('/admin/restaurants');

    await page.getByRole('button', { name: 'Ajouter un restaurant' }).click();
    const form = named(page, 'Nouveau restaurant');
    await form.getByRole('textbox', { name: 'SIRET' }).fill('123');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(form.getByText('Le champ nom est obligatoire'));
    await visible(form.getByText('Le SIRET doit contenir 14 chiffres'));
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(creperie);
    await form.getByRole('textbox', { name: 'SIRET' }).fill('12345678900012');
    await form.getByRole('textbox', { name: 'Ville' }).fill('Saint-Malo');
    await choose(page, form.getByRole('combobox', { name: 'Catégorie' }), 'Crêperie');
    await screenshot(page, 'admin-restaurant-form');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toastSays(page, 'Le restaurant a été créé');
    await search(page, creperie);
    await visible(row(page, creperie));

    await page.getByRole('button', { name: `Modifier ${creperie}` }).click();
    const edit = named(page, `Modifier « ${creperie} »`);
    await choose(page, edit.getByRole('combobox', { name: 'Marque' }), 'Bistro Parisien');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await toastSays(page, 'Le restaurant a été modifié');
    await visible(row(page, creperie).getByText('Bistro Parisien'));

    await page.getByRole('button', { name: `Supprimer ${creperie}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
    await toastSays(page, `« ${creperie} » a été supprimé`);
    await expect.poll(() => row(page, creperie).count()).toBe(0);
  });

  test('detail drawer: install a POS terminal, its key shown once, rotate it, remove it', async () => {
    const page = await open('/admin/restaurants');
    await search(page, 'Le Comptoir de Lucie');
    await row(page, 'Le Comptoir de Lucie').getByText('Le Comptoir de Lucie').click();
    const drawer = named(page, 'Détail du restaurant');
    await visible(drawer.getByText('Lucie Restauration SARL'));
    await drawer.getByRole('tab', { name: 'Utilisateurs' }).click();
    await visible(drawer.getByText('lucie@fitfit.example'));
    await drawer.getByRole('tab', { name: 'Abonnement' }).click();
    await visible(drawer.getByText('Actif'));
    await drawer.getByRole('tab', { name: 'Matériel' }).click();
    await visible(drawer.getByRole('row').filter({ hasText: 'Caisse comptoir' }));
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Install, rotate and remove on the file's own restaurant.
    await search(page, own);
    await row(page, own).getByText(own).click();
    await visible(drawer.getByRole('heading', { name: own }).or(drawer.getByText(own)));
    await drawer.getByRole('tab', { name: 'Matériel' }).click();
    await drawer.getByRole('button', { name: 'Installer du matériel' }).click();
    const install = named(page, 'Installer du matériel');
    await choose(page, install.getByRole('combobox', { name: 'Matériel du catalogue' }), /Terminal de caisse — Epson/);
    await install.getByRole('textbox', { name: 'Libellé' }).fill('Caisse terrasse');
    await install.getByRole('button', { name: 'Installer' }).click();
    const reveal = named(page, "Clé d'accès du terminal");
    const key = await (await visible(reveal.getByTestId('device-key'))).innerText();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await visible(reveal.getByText('Elle ne sera plus jamais affichée'));
    await visible(reveal.getByRole('button', { name: 'Copier la clé' }));
    await screenshot(page, 'admin-device-key');
    await reveal.getByRole('button', { name: "J'ai copié la clé" }).click();
    const terrace = drawer.getByRole('row').filter({ hasText: 'Caisse terrasse' });
    await visible(terrace.getByText(`${key.slice(0, 8)}…`));

    await drawer.getByRole('button', { name: 'Renouveler la clé de Caisse terrasse' }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    const rotated = await (await visible(named(page, "Clé d'accès du terminal").getByTestId('device-key'))).innerText();
    expect(rotated).not.toBe(key);
    await named(page, "Clé d'accès du terminal").getByRole('button', { name: "J'ai copié la clé" }).click();
    await toastSays(page, "La clé a été renouvelée : l'ancienne ne fonctionne plus");

    await drawer.getByRole('button', { name: 'Supprimer Caisse terrasse' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
    await toastSays(page, '« Caisse terrasse » a été supprimé');
    await expect.poll(() => terrace.count()).toBe(0);
  });

  test('modules of a restaurant: add with a price override, change dates, remove', async () => {
    const page = await open(`/admin/restaurants/${ownId}/modules`);
    await visible(page.getByRole('heading', { name: `Modules de ${own}` }));
    await visible(row(page, 'fitfit_caisse'));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Attribuer un module' }).click();
    const add = named(page, 'Attribuer un module');
    await choose(page, add.getByRole('combobox', { name: 'Module' }), /^HACCP/);
    await add.getByRole('textbox', { name: 'Prix spécifique HT par mois' }).fill('19,90');
    await add.getByRole('button', { name: 'Enregistrer' }).click();
    await toastSays(page, /Le module a été attribué/);
    // the file's own restaurant has no subscription: starting one is offered, and declined here
    await named(page, `« ${own} » n’a pas d’abonnement`).getByRole('button', { name: 'Plus tard' }).click();
    await visible(row(page, 'fitfit_haccp').getByText('19,90 €'));

    await page.getByRole('button', { name: 'Modifier HACCP' }).click();
    const edit = named(page, 'Modifier « HACCP »');
    await edit.getByLabel('Début').fill('2026-01-01');
    await edit.getByLabel('Fin').fill('2025-01-01');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(edit.getByText('La fin de la période ne peut pas précéder son début'));
    await edit.getByLabel('Fin').fill('2020-12-31');
    await edit.getByLabel('Début').fill('2020-01-01');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await toastSays(page, 'Le module a été modifié');
    await visible(row(page, 'fitfit_haccp').getByText('Inactif'));
    await screenshot(page, 'admin-restaurant-modules');

    await page.getByRole('button', { name: 'Supprimer HACCP' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
    await toastSays(page, '« HACCP » a été supprimé');
    await expect.poll(() => row(page, 'fitfit_haccp').count()).toBe(0);
  });
});
