import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Client, registerRestaurant, uniqueSuffix } from '../support/api';
import { accounts, baseUrl, expectNoSeriousA11yViolations, screenshot, useBrowser, visible } from '../support/browser';
import { installTerminal, pushTickets, sale } from '../support/ledger';

/**
 * PNL (issue 16): a restaurant of this file's own sells 6 croque-monsieur at 12,50 € TTC (10 %: 68,18 € HT);
 * its month reads them, a line opens its sources, a budget and a charge change the statement, two ranges are
 * compared; the admin reads every restaurant side by side.
 */
const { openAs } = useBrowser();
const name = `PNL ${uniqueSuffix()}`;
let owner: Client;

beforeAll(async () => {
  const registered = await registerRestaurant(baseUrl, name, ['fitfit_pnl', 'fitfit_caisse']);
  owner = registered.owner;
  const base = `restaurants/${registered.restaurantId}`;
  const tax = await owner.call<{ id: string }>('POST', `${base}/caisse/taxes`, {
    name: 'Restauration',
    rate_on_spot_bp: 1000,
    rate_takeaway_bp: 1000,
    rate_delivery_bp: 1000,
  });
  await owner.call('POST', `${base}/caisse/products`, {
    name: 'Croque-monsieur',
    category_id: null,
    tax_id: tax.id,
    price_on_spot_cents: 1250,
    price_takeaway_cents: 1250,
    price_delivery_cents: 1250,
  });
  const terminal = await installTerminal(name, 'Caisse PNL');
  await pushTickets(terminal, [sale(terminal, { quantity: 2, minutesAgo: 30 }), sale(terminal, { quantity: 4, minutesAgo: 10 })]);
  await owner.call('POST', `${base}/pnl/categories`, {
    name: 'Salaires bruts',
    section: 'staff',
    mode: 'monthly',
    amount_cents: 0,
    rate_bp: 0,
  });
}, 60_000);

const main = (page: Page) => page.getByRole('main');
const HT = /^68,18\s€$/;

describe('pnl', () => {
  test('the month: revenue from the sales, a line’s sources, a budget, a charge entered', async () => {
    const page = await openAs(owner.session, '/pnl/pnl');
    const revenueRow = main(page).getByRole('row', { name: /^Détail de la ligne Chiffre d'affaires HT/ });
    await visible(revenueRow.getByText(HT).first());
    // the month is not over and today's sales have no Z: « Clôturer le mois » is disabled and says why
    const why = main(page).getByTestId('pnl-not-closable');
    await visible(why.getByText(/n'est pas terminé.*pas de clôture de caisse \(Z\)/));
    expect(await main(page).getByRole('button', { name: 'Clôturer le mois' }).isDisabled()).toBe(true);
    await screenshot(page, 'pnl-close-disabled');
    const narrow = await openAs(owner.session, '/pnl/pnl', { viewport: { width: 390, height: 844 } });
    await visible(main(narrow).getByTestId('pnl-not-closable'));
    await screenshot(narrow, 'pnl-close-disabled-390');
    await expectNoSeriousA11yViolations(narrow);
    await main(page).getByRole('button', { name: "Détail de la ligne Chiffre d'affaires HT" }).click();
    const drawer = page.getByRole('dialog', { name: /Détail : Chiffre d'affaires HT/ });
    await visible(drawer.getByRole('row', { name: /Journée non clôturée.*68,18\s€/ }));
    await screenshot(page, 'pnl-sources');
    await page.keyboard.press('Escape');
    await main(page).getByRole('button', { name: "Budget de la ligne Chiffre d'affaires HT" }).click();
    const budget = page.getByRole('dialog', { name: 'Prévision de chiffre d’affaires' });
    await budget.getByLabel('CA HT prévu').fill('3000');
    await budget.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(revenueRow.getByText(/^3\s000,00\s€/).first());
    // a charge of the month, entered with its category
    await main(page).getByRole('tab', { name: 'Saisies du mois' }).click();
    await main(page).getByRole('button', { name: 'Ajouter une saisie' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle saisie' });
    await form.getByLabel('Catégorie').click();
    await page.getByRole('option', { name: 'Salaires bruts' }).click();
    await form.getByRole('textbox', { name: 'Libellé' }).fill('Salaires de l’équipe');
    await form.getByLabel('Montant HT').fill('1500');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(main(page).getByRole('row', { name: /Salaires de l’équipe.*1\s500,00\s€/ }));
    await main(page).getByRole('tab', { name: 'Compte de résultat' }).click();
    await visible(main(page).getByRole('row', { name: /^Détail de la ligne Salaires bruts 1\s500,00\s€/ }));
    await visible(main(page).getByRole('row', { name: /^Détail de la ligne Frais de personnel 1\s500,00\s€/ }));
    await screenshot(page, 'pnl-statement');
    await expectNoSeriousA11yViolations(page);
    const phone = await openAs(owner.session, '/pnl/pnl', { viewport: { width: 390, height: 844 } });
    await visible(
      main(phone)
        .getByRole('row', { name: /^Détail de la ligne Chiffre d'affaires HT/ })
        .getByText(HT),
    );
    await screenshot(phone, 'pnl-statement-phone');
  });

  test('the indicators: a view, then two ranges compared; the home dashboard', async () => {
    // the tickets' business day (Paris, day change at 5 h) is the UTC day or the one before: both read
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const page = await openAs(
      owner.session,
      `/pnl/indicators?view=range&from=${day(1)}&to=${day(0)}&compare_from=2020-01-06&compare_to=2020-01-06`,
    );
    await visible(main(page).getByText(/comparé au 06\/01\/2020 – 06\/01\/2020/));
    const revenue = main(page).getByRole('region', { name: "Chiffre d'affaires HT" });
    await visible(revenue.getByText(HT));
    await visible(main(page).getByRole('region', { name: 'Couverts' }).getByText('2', { exact: true }));
    await visible(main(page).locator('.recharts-surface').first());
    await screenshot(page, 'pnl-indicators');
    await expectNoSeriousA11yViolations(page);
    await main(page).getByText('Hebdomadaire', { exact: true }).click();
    await visible(main(page).getByLabel('Un jour de la semaine'));
    const home = await openAs(owner.session, '/');
    await visible(
      main(home)
        .getByRole('region', { name: /à ce jour/ })
        .getByText(HT),
    );
    await screenshot(home, 'pnl-home');
    await expectNoSeriousA11yViolations(home);
  });

  test('the admin reads every restaurant side by side, sorted, with the network average', async () => {
    const page = await openAs(accounts.admin, '/pnl/per-restautant');
    const table = main(page).getByRole('table', { name: 'PNL par restaurant' });
    await visible(table.getByRole('row', { name: /^Bistro Parisien Opéra/ }));
    await visible(table.getByRole('row', { name: /^Moyenne du réseau/ }));
    await table.getByRole('button', { name: 'EBE', exact: true }).click();
    await visible(table.getByRole('columnheader', { name: 'EBE', exact: true }).and(page.locator('[aria-sort="descending"]')));
    await screenshot(page, 'pnl-per-restaurant');
    await expectNoSeriousA11yViolations(page);
  });
});
