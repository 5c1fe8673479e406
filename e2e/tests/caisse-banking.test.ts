import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Client, registerRestaurant, uniqueSuffix } from '../support/api';
import { accounts, baseUrl, expectNoSeriousA11yViolations, screenshot, searchList, useBrowser, visible } from '../support/browser';
import { installTerminal, pushTickets, sale, type Terminal } from '../support/ledger';

const { openAs } = useBrowser();
const RESTAURANT = 'Bistro Parisien Opéra';
const tag = `Bq${Date.now().toString(36).toUpperCase()}`;
let terminal: Terminal;
let chequeTicket: number;
// the counting is made in a restaurant of this file's own: another file closing the demo restaurant's day (the
// closings' browser test) cannot move the business day a counting names under this test's feet
let owner: Client;
const counted = `Comptée ${tag}`;

beforeAll(async () => {
  const ownName = `Banque ${uniqueSuffix()}`;
  const own = await registerRestaurant(baseUrl, ownName, ['fitfit_caisse']);
  owner = own.owner;
  const base = `restaurants/${own.restaurantId}/caisse`;
  const tax = await owner.call<{ id: string }>('POST', `${base}/taxes`, {
    name: 'Restauration',
    rate_on_spot_bp: 1000,
    rate_takeaway_bp: 1000,
    rate_delivery_bp: 1000,
  });
  await owner.call('POST', `${base}/products`, {
    name: 'Café gourmand',
    category_id: null,
    tax_id: tax.id,
    price_on_spot_cents: 850,
    price_takeaway_cents: 850,
    price_delivery_cents: 850,
  });
  const till = await installTerminal(ownName, counted);
  await pushTickets(till, [sale(till, { method: 'cash', minutesAgo: 15 })]);
  // a register of this file's own, so its drawer holds only this sale; and a ticket paid by cheque
  terminal = await installTerminal(RESTAURANT, `Caisse ${tag}`);
  const [, cheque] = await pushTickets(terminal, [
    sale(terminal, { method: 'cash', minutesAgo: 15 }),
    sale(terminal, { method: 'cheque', minutesAgo: 14 }),
  ]);
  chequeTicket = cheque.number;
}, 60_000);

const main = (page: Page) => page.getByRole('main');

describe('caisse: banking', () => {
  test('shows the available funds and the movements behind them, moves cash from the safe to a register', async () => {
    const page = await openAs(accounts.restorer, '/caisse/banking-available-funds');
    await visible(main(page).getByText('Espèces par emplacement'));
    await visible(main(page).getByRole('cell', { name: `Caisse ${tag}` }));
    await visible(main(page).getByRole('cell', { name: 'Coffre' }));
    await visible(main(page).getByText('Fond de caisse', { exact: false }).first());
    await screenshot(page, 'caisse-banking-funds');
    await expectNoSeriousA11yViolations(page);

    // 5 € from the safe to this file's register, after a confirmation
    const row = main(page)
      .getByRole('row')
      .filter({ hasText: `Caisse ${tag}` });
    const before = (await row.getByRole('cell').last().textContent()) ?? '';
    await main(page).getByRole('button', { name: 'Transférer caisse ↔ coffre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transférer des espèces' });
    await dialog.getByText('Coffre → caisse', { exact: true }).click();
    await dialog.getByPlaceholder('Choisissez la caisse').click();
    await page.getByRole('option', { name: new RegExp(`^Caisse ${tag}`) }).click();
    await dialog.getByRole('textbox', { name: /^Montant/ }).fill('5');
    await dialog.getByRole('textbox', { name: /^Motif/ }).fill('Monnaie pour la caisse');
    await screenshot(page, 'caisse-banking-transfer');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Transférer' }).click();
    await page.getByRole('dialog', { name: 'Transfert coffre → caisse' }).getByRole('button', { name: 'Confirmer le transfert' }).click();
    await visible(page.getByText('Transfert coffre → caisse de 5,00 € enregistré'));
    await expect.poll(() => row.getByRole('cell').last().textContent()).not.toBe(before);
  });

  test('counts a till with a variance: the reason is asked for, then the counting is saved', async () => {
    const page = await openAs(owner.session, '/caisse/banking-countings', { allowConsoleErrors: /422/ });
    await main(page).getByRole('button', { name: 'Nouveau comptage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau comptage' });
    await dialog.getByLabel('Compter', { exact: false }).first().click();
    await page.getByRole('option', { name: counted }).click();
    await dialog.getByRole('textbox', { name: '50 €' }).fill('2');
    await visible(dialog.getByText('Écart au-delà de 5,00 €', { exact: false }));
    await screenshot(page, 'caisse-banking-counting');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Enregistrer le comptage' }).click();
    await visible(dialog.getByText("Le motif de l'écart est obligatoire", { exact: false }));
    await dialog.getByRole('textbox', { name: /^Motif de l'écart/ }).fill('Test du comptage');
    await dialog.getByRole('button', { name: 'Enregistrer le comptage' }).click();
    await visible(page.getByText('Comptage enregistré', { exact: false }));
    await visible(main(page).getByRole('cell', { name: 'Test du comptage' }));
  });

  test('makes a deposit, prints its slip, cancels it with a reason; remits the cheques', async () => {
    const page = await openAs(accounts.restorer, '/caisse/banking-closures');
    await main(page).getByRole('button', { name: 'Nouvelle remise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle remise en banque' });
    await dialog.getByRole('textbox', { name: /^N° de bordereau/ }).fill(tag);
    await dialog.getByRole('textbox', { name: /^Montant/ }).fill('10');
    await dialog.getByRole('button', { name: 'Valider la remise' }).click();
    await visible(page.getByText(/Remise n°\d+ enregistrée/));
    await searchList(main(page).getByRole('textbox', { name: 'Rechercher un n° ou un bordereau' }), tag);
    const row = main(page).getByRole('row').filter({ hasText: tag });
    await visible(row);
    await screenshot(page, 'caisse-banking-deposits');
    await expectNoSeriousA11yViolations(page);

    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      row.getByRole('button', { name: /Imprimer le bordereau/ }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);

    await row.getByRole('button', { name: /Annuler la remise/ }).click();
    const cancel = page.getByRole('dialog', { name: /Annuler la remise n°/ });
    await cancel.getByRole('textbox', { name: /^Motif/ }).fill('Erreur de montant');
    await cancel.getByRole('button', { name: 'Annuler la remise' }).click();
    await visible(row.getByText('Annulée'));

    // a remise de chèques ticks the cheques to remit, this file's one among them
    await main(page).getByRole('button', { name: 'Nouvelle remise' }).click();
    await dialog
      .getByLabel(/^Nature/)
      .first()
      .click();
    await page.getByRole('option', { name: 'Remise de chèques' }).click();
    const cheque = dialog.getByRole('checkbox', { name: new RegExp(`^Ticket n°${chequeTicket}\\b`) });
    await expect.poll(() => cheque.isChecked()).toBe(true);
    await dialog.getByRole('textbox', { name: /^N° de bordereau/ }).fill(`RC-${tag}`);
    await screenshot(page, 'caisse-banking-cheques');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Valider la remise' }).click();
    await visible(page.getByText(/Remise n°\d+ enregistrée/));
    await searchList(main(page).getByRole('textbox', { name: 'Rechercher un n° ou un bordereau' }), `RC-${tag}`);
    await visible(
      main(page)
        .getByRole('row')
        .filter({ hasText: `RC-${tag}` })
        .getByText(/Remise de chèques \(\d+ chèques?\)/),
    );
  });
});
