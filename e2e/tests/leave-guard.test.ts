import { describe, expect, test } from 'vitest';
import { accounts, expectPath, sidebar, useBrowser, visible } from '../support/browser';

const { openAs } = useBrowser();

// Nothing is saved here: the form is typed in, then left.
describe('leaving a form with unsaved changes', () => {
  test('a sidebar link or the back link asks once; "Rester sur la page" keeps the typing, "Quitter la page" leaves', async () => {
    const page = await openAs(accounts.restorer, '/caisse/products/create-a-dish');
    // Untouched: leaving asks nothing.
    await page.getByRole('link', { name: 'Retour aux produits' }).click();
    await expectPath(page, '/caisse/products');
    await page.goBack();
    await expectPath(page, '/caisse/products/create-a-dish');

    await page.getByLabel('Nom').fill('Tartare de bœuf');
    await sidebar(page).getByRole('link', { name: 'Accueil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await visible(dialog.getByText('Les modifications de ce formulaire ne sont pas enregistrées et seront perdues.'));
    await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
    await expectPath(page, '/caisse/products/create-a-dish');
    expect(await page.getByLabel('Nom').inputValue()).toBe('Tartare de bœuf');

    await page.getByRole('link', { name: 'Retour aux produits' }).click();
    await page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' }).getByRole('button', { name: 'Quitter la page' }).click();
    await expectPath(page, '/caisse/products');
    // asked once: the question closes and does not come back
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  test('closing the tab with unsaved changes gets the browser’s own question', async () => {
    const page = await openAs(accounts.restorer, '/caisse/products/create-a-dish');
    await page.getByLabel('Nom').fill('Tartare de bœuf');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });
});
