import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { accounts, baseUrl, expectNoSeriousA11yViolations, expectPath, screenshot, useBrowser, visible } from '../support/browser';
import { installTerminal, pushTickets, sale, type Terminal } from '../support/ledger';

const { openAs } = useBrowser();
const RESTAURANT = 'Bistro Parisien Opéra';
// this file's own customers: searched by this tag, so the demo customers never mix in
const tag = `Cli${Date.now().toString(36).toUpperCase()}`;
let terminal: Terminal;
let regular: { id: string; display_name: string };

beforeAll(async () => {
  terminal = await installTerminal(RESTAURANT, `Caisse ${tag}`);
  // the till creates the customer it serves, then two tickets name it
  const res = await fetch(`${baseUrl}/api/v1/restaurants/${terminal.restaurantId}/caisse/terminal/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-key': terminal.key },
    body: JSON.stringify({ first_name: 'Habitué', last_name: tag, phone: '06 11 22 33 44' }),
  });
  if (res.status !== 201) throw new Error(`terminal customer: ${res.status} ${await res.text()}`);
  regular = await res.json();
  const named = (o: Parameters<typeof sale>[1]) => ({ ...sale(terminal, o), customer_id: regular.id });
  await pushTickets(terminal, [
    named({ customer: regular.display_name, method: 'cash', minutesAgo: 40 }),
    named({ customer: regular.display_name, method: 'card', quantity: 3, minutesAgo: 20 }),
  ]);
}, 60_000);

const main = (page: Page) => page.getByRole('main');
const search = (page: Page) => main(page).getByRole('textbox', { name: 'Rechercher un client (nom, e-mail, téléphone, société)' });

describe('caisse: customers', () => {
  test('creates a customer after a wrong e-mail, then edits it after a wrong phone', async () => {
    const page = await openAs(accounts.restorer, '/caisse/customers/create');
    await main(page).getByLabel('Prénom').fill('Josiane');
    await main(page).getByRole('textbox', { name: /^Nom/ }).fill(`${tag} Nouvelle`);
    await main(page).getByLabel('E-mail').fill('josiane@');
    await main(page).getByRole('button', { name: 'Créer le client' }).click();
    await visible(main(page).getByText('Le champ e-mail doit être une adresse e-mail valide'));
    await expectNoSeriousA11yViolations(page);
    await main(page).getByLabel('E-mail').fill('josiane@exemple.fr');
    await main(page).getByRole('button', { name: 'Créer le client' }).click();
    await visible(page.getByText(`Le client « Josiane ${tag} Nouvelle » a été créé`));
    await visible(main(page).getByRole('heading', { name: `Josiane ${tag} Nouvelle` }));
    await visible(main(page).getByText('josiane@exemple.fr'));

    await main(page).getByRole('link', { name: 'Modifier' }).click();
    await main(page).getByLabel('Téléphone').fill('12 34');
    await main(page).getByRole('button', { name: 'Enregistrer' }).click();
    await visible(main(page).getByText('Le téléphone doit être un numéro français (06 12 34 56 78 ou +33 6 12 34 56 78)'));
    await main(page).getByLabel('Téléphone').fill('+33 7 98 76 54 32');
    await main(page).getByLabel('Société').fill('Josiane Conseil');
    await main(page).getByLabel('Numéro de TVA').fill('FR40303265045');
    await main(page).getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText(`Le client « Josiane ${tag} Nouvelle » a été enregistré`));
    await visible(main(page).getByText('07 98 76 54 32'));
    await visible(main(page).getByText('FR40303265045'));
    await screenshot(page, 'caisse-customer-details');
  });

  test('imports a CSV: one bad row blocks the file, the fixed file goes in', async () => {
    const page = await openAs(accounts.restorer, '/caisse/customers');
    await main(page).getByRole('button', { name: 'Importer un CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer un fichier clients (CSV)' });
    const file = (rows: string[]) => ({
      name: 'clients.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['Prénom;Nom;E-mail;Téléphone', ...rows].join('\n')),
    });
    const rows = [`Ana;${tag} Import;ana.${tag}@exemple.fr;0601020304`, `Bob;${tag} Import;bob.${tag}@;0601020305`, `Cléa;${tag} Import;;`];
    await page.locator('input[type=file]').setInputFiles(file(rows));
    await visible(dialog.getByText('1 ligne en erreur'));
    await visible(dialog.getByText('Le champ e-mail doit être une adresse e-mail valide'));
    expect(await dialog.getByRole('button', { name: 'Importer', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'caisse-customers-import');
    await expectNoSeriousA11yViolations(page);

    rows[1] = `Bob;${tag} Import;bob.${tag.toLowerCase()}@exemple.fr;0601020305`;
    await page.locator('input[type=file]').setInputFiles(file(rows));
    await visible(dialog.getByText('Fichier valide'));
    await dialog.getByRole('button', { name: 'Importer 3 clients' }).click();
    await visible(page.getByText('3 clients importés'));
    await search(page).fill(`${tag} Import`);
    await expect.poll(() => main(page).getByRole('row').count()).toBe(4);
  });

  test('lists, filters and opens a customer with its orders; the stats page', async () => {
    const page = await openAs(accounts.restorer, '/caisse/customers');
    await search(page).fill(tag);
    await visible(main(page).getByRole('link', { name: regular.display_name }));
    await main(page).getByLabel('Filtrer par commandes').click();
    await page.getByRole('option', { name: 'Avec commandes' }).click();
    await expect.poll(() => main(page).getByRole('row').count()).toBe(2);
    await screenshot(page, 'caisse-customers');
    await expectNoSeriousA11yViolations(page);

    await main(page).getByRole('link', { name: regular.display_name }).click();
    await expectPath(page, `/caisse/customers/details/${regular.id}`);
    await visible(main(page).getByText('Panier moyen'));
    await expect.poll(() => main(page).getByRole('row').count()).toBe(3);
    await main(page).getByRole('row').nth(1).click();
    await visible(page.getByRole('dialog').getByText('Empreinte précédente'));
    await visible(page.getByRole('dialog').getByRole('button', { name: 'Envoyer la facture' }));
    await expectNoSeriousA11yViolations(page);

    await page.goto('/caisse/stats-of-customers');
    await visible(main(page).getByText("Nouveaux clients aujourd'hui"));
    await visible(main(page).getByText('Sur 12 mois'));
    await screenshot(page, 'caisse-customers-stats');
    await expectNoSeriousA11yViolations(page);
  });

  test('deleting a customer with tickets anonymises it', async () => {
    const page = await openAs(accounts.restorer, `/caisse/customers/details/${regular.id}`);
    await main(page).getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expectPath(page, '/caisse/customers');
    await page.goto(`/caisse/customers/details/${regular.id}`);
    await visible(main(page).getByRole('heading', { name: 'Client anonymisé' }));
    await visible(main(page).getByText('Ses données personnelles ont été effacées', { exact: false }));
  });
});
