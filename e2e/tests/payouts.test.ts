import type { Page } from 'playwright-core';
import { beforeAll, describe, test } from 'vitest';
import { type Client, registerRestaurant, uniqueSuffix } from '../support/api';
import { baseUrl, checkBothWidths, useBrowser, visible } from '../support/browser';
import { installTerminal, pushTickets, sale } from '../support/ledger';

/** « Remises et versements » (issue 28): record a card payout, confirm the proposed day, see the funds move. */
const { openAs } = useBrowser();
let owner: Client;
const main = (page: Page) => page.getByRole('main');
/** A day on the restaurant's clock (Paris), `days` from today: the payout comes after the day it pays. */
const parisDay = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
const tomorrow = () => parisDay(1);

beforeAll(async () => {
  // a restaurant of this file's own: its only card takings are the 34,00 € below
  const name = `Versements ${uniqueSuffix()}`;
  const own = await registerRestaurant(baseUrl, name, ['fitfit_caisse']);
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
  const till = await installTerminal(name, 'Caisse versements');
  // and 25,50 € three days ago, which the statement imported below pays
  await pushTickets(till, [
    sale(till, { method: 'card', quantity: 4, minutesAgo: 20 }),
    sale(till, { method: 'card', quantity: 3, minutesAgo: 3 * 24 * 60 }),
  ]);
}, 60_000);

describe('caisse: payouts', () => {
  test('records a card payout, confirms the day the product proposes, and the funds move', async () => {
    const page = await openAs(owner.session, '/caisse/banking-payouts');
    await visible(main(page).getByRole('heading', { name: 'Remises et versements' }));
    await main(page).getByRole('button', { name: 'Nouveau versement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau versement' });
    await dialog.getByLabel('Date de réception').fill(tomorrow());
    await dialog.getByRole('textbox', { name: /^Montant reçu/ }).fill('33,50');
    await dialog.getByRole('textbox', { name: /^Commission/ }).fill('0,50');
    await dialog.getByRole('textbox', { name: /^Référence/ }).fill('CB-E2E');
    await dialog.getByRole('button', { name: 'Enregistrer le versement' }).click();

    // the proposal: today's 34,00 € of card payments = 33,50 € received + 0,50 € of commission
    const proposal = page.getByRole('dialog', { name: 'Rapprocher le versement' });
    await visible(proposal.getByText(/34,00/).first());
    await visible(proposal.getByTestId('payout-gap'));
    await checkBothWidths(page, 'payouts-proposal');
    await proposal.getByRole('button', { name: 'Confirmer le rapprochement' }).click();
    await visible(page.getByText('Versement rapproché de 1 journée'));
    await visible(main(page).getByText('Rapproché').first());
    await checkBothWidths(page, 'payouts-list');

    // the funds: nothing left « à encaisser » on cards, the commission in its line
    await page.goto(`${baseUrl}/caisse/banking-available-funds`);
    await visible(main(page).getByText('Versements et commissions'));
    await visible(main(page).getByTestId('commissions-total').getByText('0,50 €'));
    await checkBothWidths(page, 'payouts-funds');
  });

  test('imports a provider statement: preview, then the payout created and matched', async () => {
    const page = await openAs(owner.session, '/caisse/banking-payouts');
    await main(page).getByRole('button', { name: 'Importer un relevé' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer un relevé' });
    const received = parisDay(-1).split('-').reverse().join('/');
    // the common format, as a French bank exports it: « ; », decimal commas, a BOM
    const csv = `\uFEFFDate;Montant reçu;Commission;Référence\r\n${received};25,20;0,30;RELEVE-E2E\r\n`;
    await page.locator('input[type=file]').setInputFiles({ name: 'releve-cb.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = dialog.getByTestId('statement-preview');
    await visible(preview.getByText('RELEVE-E2E'));
    await visible(preview.getByText('Rapproché'));
    await checkBothWidths(page, 'payouts-import-preview');
    await dialog.getByRole('button', { name: 'Importer 1 versement' }).click();
    await visible(page.getByText('1 versement importé, 1 rapproché'));
    await visible(main(page).getByText('RELEVE-E2E').first());
  });
});
