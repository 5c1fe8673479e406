import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { uniqueSuffix } from '../support/api';
import { accounts, expectNoSeriousA11yViolations, expectPath, screenshot, useBrowser, visible } from '../support/browser';

/** Roles and POS users of the demo restaurant: reads its team, changes only roles and users it creates. */
const { openAs } = useBrowser();
const role = `Chef de rang ${uniqueSuffix()}`;

const signedIn = (path: string) => openAs(accounts.restorer, path);
const main = (page: Page) => page.getByRole('main');
const row = (page: Page, text: string) => main(page).getByRole('row').filter({ hasText: text });
const confirmDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Supprimer' });
const chooseOption = async (page: Page, label: string, option: string, scope = page.getByRole('dialog')) => {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('caisse: restaurant roles', () => {
  test('lists the demo roles, creates, edits, duplicates and deletes a role', async () => {
    const page = await signedIn('/caisse/roles');
    await visible(main(page).getByRole('link', { name: 'Gérant', exact: true }));
    await visible(row(page, 'Gérant').getByText('Toutes les permissions'));
    await visible(row(page, 'Barman').getByText('Ouvrir le tiroir-caisse'));
    await screenshot(page, 'caisse-roles');
    await expectNoSeriousA11yViolations(page);

    // create
    await main(page).getByRole('link', { name: 'Créer un rôle' }).click();
    await expectPath(page, '/caisse/roles/create-a-role');
    await main(page).getByRole('button', { name: 'Créer le rôle' }).click();
    await visible(main(page).getByText('Le champ nom est obligatoire'));
    await main(page).getByLabel('Nom du rôle').fill(role);
    await main(page).getByLabel('Rembourser').check();
    await main(page).getByLabel('Appliquer une remise').check();
    await expectNoSeriousA11yViolations(page);
    await main(page).getByRole('button', { name: 'Créer le rôle' }).click();
    await expectPath(page, '/caisse/roles');
    await visible(page.getByText(`Le rôle « ${role} » a été créé`));
    await visible(row(page, role).getByText('Rembourser'));

    // edit
    await main(page)
      .getByRole('link', { name: `Modifier le rôle ${role}` })
      .click();
    await visible(main(page).getByRole('heading', { name: `Rôle « ${role} »` }));
    expect(await main(page).getByLabel('Rembourser').isChecked()).toBe(true);
    await main(page).getByLabel('Nom du rôle').fill(`${role} senior`);
    await main(page).getByLabel('Clôture Z').check();
    await expectNoSeriousA11yViolations(page);
    await main(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expectPath(page, '/caisse/roles');
    await visible(row(page, `${role} senior`).getByText('Clôture Z'));

    // duplicate from the list
    await main(page)
      .getByRole('button', { name: `Dupliquer le rôle ${role} senior` })
      .click();
    await visible(page.getByText(`Le rôle « Copie de ${role} senior » a été créé`));
    await visible(row(page, `Copie de ${role} senior`).getByText('Clôture Z'));

    // delete the copy, after confirmation
    await main(page)
      .getByRole('button', { name: `Supprimer le rôle Copie de ${role} senior` })
      .click();
    await visible(page.getByRole('dialog', { name: `Supprimer le rôle « Copie de ${role} senior » ?` }));
    await confirmDialog(page).getByRole('button', { name: 'Supprimer', exact: true }).click();
    await visible(page.getByText(`« Copie de ${role} senior » a été supprimé`));
    await main(page)
      .getByRole('link', { name: `Copie de ${role} senior`, exact: true })
      .waitFor({ state: 'detached' });

    // and the role itself
    await main(page)
      .getByRole('button', { name: `Supprimer le rôle ${role} senior` })
      .click();
    await confirmDialog(page).getByRole('button', { name: 'Supprimer', exact: true }).click();
    await main(page)
      .getByRole('link', { name: `${role} senior`, exact: true })
      .waitFor({ state: 'detached' });
  });

  test('duplicates and deletes from the role page, searches and sorts the list', async () => {
    const page = await signedIn('/caisse/roles');
    await main(page).getByRole('link', { name: 'Barman', exact: true }).click();
    await visible(main(page).getByRole('heading', { name: 'Rôle « Barman »' }));
    await main(page).getByRole('button', { name: 'Dupliquer' }).click();
    await visible(main(page).getByRole('heading', { name: 'Rôle « Copie de Barman »' }));
    expect(await main(page).getByLabel('Ouvrir le tiroir-caisse').isChecked()).toBe(true);
    expect(await main(page).getByLabel('Rembourser').isChecked()).toBe(false);
    await main(page).getByRole('button', { name: 'Supprimer' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Annuler' }).click();
    await visible(main(page).getByRole('heading', { name: 'Rôle « Copie de Barman »' }));
    await main(page).getByRole('button', { name: 'Supprimer' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expectPath(page, '/caisse/roles');

    await main(page).getByLabel('Rechercher un rôle').fill('serv');
    await visible(main(page).getByRole('link', { name: 'Serveur', exact: true }));
    await main(page).getByRole('link', { name: 'Gérant', exact: true }).waitFor({ state: 'detached' });
    await main(page).getByLabel('Rechercher un rôle').fill('introuvable');
    await visible(main(page).getByText('Aucun résultat pour « introuvable »'));
    await main(page).getByLabel('Rechercher un rôle').fill('');

    const names = async () => (await main(page).locator('tbody tr td:first-child').allInnerTexts()).map((t) => t.trim());
    await visible(main(page).getByRole('link', { name: 'Gérant', exact: true }));
    const ascending = await names();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(ascending).toEqual(expect.arrayContaining(['Barman', 'Gérant', 'Serveur']));
    await main(page).getByRole('button', { name: 'Nom' }).click(); // name descending
    await expect.poll(async () => (await names()).at(0)).toBe('Serveur');

    // the users count leads to the POS users of that role
    await row(page, 'Barman')
      .getByRole('link', { name: /du rôle Barman$/ })
      .click();
    await expectPath(page, '/caisse/users');
    await visible(main(page).locator('tbody tr').first());
    await expect
      .poll(async () => (await main(page).locator('tbody tr td:nth-child(2)').allInnerTexts()).every((t) => t.trim() === 'Barman'))
      .toBe(true);
    await expect.poll(() => main(page).getByLabel('Filtrer par rôle').inputValue()).toBe('Barman');
  });
});

describe('caisse: POS users', () => {
  test('adds, edits, filters, changes the PIN of and deletes a POS user', async () => {
    const page = await signedIn('/caisse/users');
    await visible(main(page).getByRole('heading', { name: 'Utilisateurs caisse' }));
    await visible(main(page).getByRole('row').nth(1));
    await screenshot(page, 'caisse-users');
    await expectNoSeriousA11yViolations(page);

    // add: validation first, then a real one
    await main(page).getByRole('button', { name: 'Ajouter un utilisateur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un utilisateur caisse' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await visible(dialog.getByText('Le champ prénom est obligatoire'));
    await visible(dialog.getByText('Le champ code PIN est obligatoire'));
    await dialog.getByLabel('Prénom').fill('Anaïs');
    await dialog.getByRole('textbox', { name: /^Nom/ }).fill('Petitjean');
    await chooseOption(page, 'Rôle', 'Serveur', dialog);
    await dialog.getByLabel('Code PIN').fill('12');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await visible(dialog.getByText('Le code PIN doit contenir 4 à 6 chiffres'));
    await dialog.getByLabel('Code PIN').fill('4821');
    await expectNoSeriousA11yViolations(page, 'ajout utilisateur caisse');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await visible(page.getByText("« Anaïs Petitjean » a été ajouté à l'équipe"));
    await visible(row(page, 'Anaïs Petitjean').getByText('Serveur'));

    // search
    await main(page).getByLabel('Rechercher par nom').fill('petitj');
    await expect.poll(() => main(page).locator('tbody tr').count()).toBe(1);
    await main(page).getByLabel('Rechercher par nom').fill('');
    await expect.poll(() => main(page).locator('tbody tr').count()).toBeGreaterThan(1);

    // edit: role and status
    await main(page).getByRole('button', { name: 'Modifier Anaïs Petitjean' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier Anaïs Petitjean' });
    await visible(edit);
    expect(await edit.getByLabel('Code PIN').count()).toBe(0);
    await chooseOption(page, 'Rôle', 'Barman', edit);
    await edit.getByLabel('Actif (peut se connecter aux terminaux)').uncheck();
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText('« Anaïs Petitjean » a été enregistré'));
    await visible(row(page, 'Anaïs Petitjean').getByText('Barman'));
    await visible(row(page, 'Anaïs Petitjean').getByText('Inactif'));

    // filters: role and status
    await main(page).getByLabel('Filtrer par rôle').click();
    await page.getByRole('option', { name: 'Gérant', exact: true }).click();
    await expect.poll(async () => (await main(page).locator('tbody tr').allInnerTexts()).every((t) => t.includes('Gérant'))).toBe(true);
    expect(await row(page, 'Anaïs Petitjean').count()).toBe(0);
    await main(page).getByLabel('Filtrer par rôle').click();
    await page.getByRole('option', { name: 'Barman', exact: true }).click();
    await main(page).getByLabel('Filtrer par statut').click();
    await page.getByRole('option', { name: 'Inactifs', exact: true }).click();
    await visible(row(page, 'Anaïs Petitjean'));
    await expect.poll(async () => (await main(page).locator('tbody tr').allInnerTexts()).every((t) => t.includes('Inactif'))).toBe(true);

    // change the PIN: mismatch first
    await main(page).getByRole('button', { name: 'Changer le code PIN de Anaïs Petitjean' }).click();
    const pin = page.getByRole('dialog', { name: 'Changer le code PIN' });
    await visible(pin);
    await pin.getByLabel('Nouveau code PIN').fill('908172');
    await pin.getByLabel('Confirmer le code PIN').fill('908173');
    await pin.getByRole('button', { name: 'Changer le code PIN' }).click();
    await visible(pin.getByText('Les deux codes PIN ne correspondent pas'));
    await pin.getByLabel('Confirmer le code PIN').fill('908172');
    await expectNoSeriousA11yViolations(page, 'changer le code PIN');
    await pin.getByRole('button', { name: 'Changer le code PIN' }).click();
    await visible(page.getByText('Le code PIN de « Anaïs Petitjean » a été changé'));
    await pin.waitFor({ state: 'detached' });

    // delete, after confirmation
    await main(page).getByRole('button', { name: 'Supprimer Anaïs Petitjean' }).click();
    await visible(page.getByRole('dialog', { name: "Supprimer l'utilisateur caisse « Anaïs Petitjean » ?" }));
    await confirmDialog(page).getByRole('button', { name: 'Supprimer', exact: true }).click();
    await visible(page.getByText('« Anaïs Petitjean » a été supprimé'));
    await row(page, 'Anaïs Petitjean').waitFor({ state: 'detached' });
  });
});

/**
 * Refusals answer 4xx, which Chromium logs as "Failed to load resource": these pages allow exactly that
 * expected 409 on the console, nothing else.
 */
describe('caisse team: refusals shown to the user', () => {
  const open = (path: string) => openAs(accounts.restorer, path, { allowConsoleErrors: /status of 409 \(Conflict\)/ });

  // One page for both refusals: a page load is the costly part of a browser test.
  test('a role name already used is refused on the field; a role held by POS users is not deleted, saying how many hold it', async () => {
    const page = await open('/caisse/roles/create-a-role');
    await main(page).getByLabel('Nom du rôle').fill('gérant');
    await main(page).getByRole('button', { name: 'Créer le rôle' }).click();
    await visible(main(page).getByText('Un rôle nommé « gérant » existe déjà dans ce restaurant'));
    expect(new URL(page.url()).pathname).toBe('/caisse/roles/create-a-role');

    await page.goto('/caisse/roles');
    await main(page).getByRole('button', { name: 'Supprimer le rôle Serveur' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Supprimer', exact: true }).click();
    await visible(page.getByText(/Impossible de supprimer le rôle « Serveur » : il est attribué à \d+ utilisateurs caisse/));
    await visible(main(page).getByRole('link', { name: 'Serveur', exact: true }));
  });
});

describe('caisse team: whose team', () => {
  const firstColumn = async (page: Page) => {
    await visible(main(page).locator('tbody tr td:first-child').first());
    return (await main(page).locator('tbody tr td:first-child').allInnerTexts()).map((t) => t.trim());
  };

  test('each restorer sees only its own restaurant’s POS users, sorted by name and by role with the keyboard', async () => {
    const opera = await signedIn('/caisse/users');
    const operaTeam = await firstColumn(opera);
    const lucie = await openAs(accounts.lucie, '/caisse/users');
    const lucieTeam = await firstColumn(lucie);
    expect(lucieTeam.length).toBeGreaterThanOrEqual(4);
    expect(lucieTeam.filter((name) => operaTeam.includes(name))).toEqual([]);

    // sorts by name and by role with the keyboard (on the page already open: a page load is the costly part)
    const page = opera;
    const firstCells = async () => (await main(page).locator('tbody tr td:first-child').allInnerTexts()).map((t) => t.trim());
    await visible(main(page).locator('tbody tr td:first-child a, tbody tr td:first-child button').first());
    const ascending = await firstCells();
    const lastName = (full: string) => full.split(' ').slice(1).join(' ');
    expect(ascending.map(lastName)).toEqual([...ascending.map(lastName)].sort((a, b) => a.localeCompare(b, 'fr')));
    await main(page).getByRole('button', { name: 'Nom' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(firstCells).toEqual([...ascending].reverse());
    await main(page).getByRole('button', { name: 'Rôle' }).focus();
    await page.keyboard.press('Enter');
    const roles = async () => (await main(page).locator('tbody tr td:nth-child(2)').allInnerTexts()).map((t) => t.trim());
    await expect.poll(async () => (await roles()).join(',')).toBe([...(await roles())].sort((a, b) => a.localeCompare(b, 'fr')).join(','));
  });

  test('an admin works on the team of its current restaurant', async () => {
    const page = await openAs(accounts.admin, '/caisse/roles');
    await visible(main(page).getByRole('link', { name: 'Gérant', exact: true }));
    await page.goto('/caisse/users');
    // the list may still be filling on a busy machine when its first row shows
    await expect.poll(async () => (await firstColumn(page)).length).toBeGreaterThanOrEqual(4);
  });
});
