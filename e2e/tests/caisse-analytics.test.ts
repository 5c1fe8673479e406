import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Client, registerRestaurant, uniqueSuffix } from '../support/api';
import { baseUrl, expectNoSeriousA11yViolations, screenshot, useBrowser, visible } from '../support/browser';
import { installTerminal, pushCashMovement, pushTickets, sale, type Terminal } from '../support/ledger';

/** The morning dashboard and the analyses of a restaurant of this file's own, whose sales it made itself. */
const { openAs } = useBrowser();
const name = `Analyses ${uniqueSuffix()}`;
let owner: Client;
let terminal: Terminal;

beforeAll(async () => {
  const registered = await registerRestaurant(baseUrl, name, ['fitfit_caisse']);
  owner = registered.owner;
  const base = `restaurants/${registered.restaurantId}/caisse`;
  const tax = await owner.call<{ id: string }>('POST', `${base}/taxes`, {
    name: 'Restauration',
    rate_on_spot_bp: 1000,
    rate_takeaway_bp: 1000,
    rate_delivery_bp: 1000,
  });
  await owner.call('POST', `${base}/products`, {
    name: 'Croque-monsieur',
    category_id: null,
    tax_id: tax.id,
    price_on_spot_cents: 1250,
    price_takeaway_cents: 1250,
    price_delivery_cents: 1250,
  });
  terminal = await installTerminal(name, 'Caisse analyses');
  // 2 + 1 + 3 croque-monsieur at 12,50 €: 75,00 € TTC, 62,50 € of it in cash
  await pushTickets(terminal, [
    sale(terminal, { quantity: 2, method: 'cash', minutesAgo: 30 }),
    sale(terminal, { quantity: 1, method: 'card', minutesAgo: 20 }),
    sale(terminal, { quantity: 3, method: 'cash', minutesAgo: 10 }),
  ]);
  await pushCashMovement(terminal, { kind: 'withdrawal', amount_cents: 4000, reason: 'Dépôt en banque', minutesAgo: 5 });
}, 60_000);

const main = (page: Page) => page.getByRole('main');
const tab = (page: Page, label: string) => main(page).getByRole('tab', { name: label, exact: true }).click();

describe('caisse: analytics', () => {
  test('the dashboard shows today, the week and the month against last year, the chart, payments and top products', async () => {
    const page = await openAs(owner.session, '/caisse/dashboard');
    const today = main(page).getByRole('region', { name: "Aujourd'hui" });
    await visible(today.getByText(/^75,00\s€$/));
    await visible(today.getByRole('row', { name: /Tickets 3 0/ }));
    await visible(
      main(page)
        .getByRole('region', { name: 'Ce mois-ci' })
        .getByText(/^75,00\s€$/),
    );
    await visible(main(page).getByRole('row', { name: /Espèces 62,50\s€ 83 %/ }));
    await visible(main(page).getByRole('row', { name: /Croque-monsieur × 6 75,00\s€/ }));
    await visible(main(page).locator('.recharts-surface').first());
    await main(page).getByText('Ce mois-ci', { exact: true }).last().click();
    await visible(main(page).getByRole('heading', { name: "Chiffre d'affaires par jour" }));
    await screenshot(page, 'caisse-dashboard');
    await expectNoSeriousA11yViolations(page);
    const phone = await openAs(owner.session, '/caisse/dashboard', { viewport: { width: 390, height: 844 } });
    await visible(
      main(phone)
        .getByRole('region', { name: "Aujourd'hui" })
        .getByText(/^75,00\s€$/),
    );
    await screenshot(phone, 'caisse-dashboard-phone');
  });

  test('the analyses: a preset, a comparison, each tab, and a tab exported as CSV', async () => {
    const page = await openAs(owner.session, '/caisse/analyses');
    await visible(main(page).getByRole('row', { name: /Sur place 3 3/ }));
    await main(page).getByLabel('Comparer avec', { exact: true }).click();
    await page.getByRole('option', { name: 'Période précédente' }).click();
    await visible(main(page).getByRole('row', { name: /^Comparaison/ }));
    await screenshot(page, 'caisse-analyses');
    await expectNoSeriousA11yViolations(page);
    const tab = (label: string) => main(page).getByRole('tab', { name: label, exact: true }).click();
    await tab('Ventes');
    await visible(main(page).getByRole('row', { name: /Croque-monsieur 6 3 75,00\s€/ }));
    await main(page).getByText('Par catégorie').click();
    await visible(main(page).getByRole('row', { name: /Sans catégorie 6 3 75,00\s€/ }));
    await main(page).getByText('Par option').click();
    await visible(
      main(page)
        .getByText('Aucune vente sur cette période.')
        .or(main(page).getByRole('row', { name: /^Total/ })),
    );
    await tab('Paiements');
    await visible(main(page).getByRole('row', { name: /Espèces 2 62,50\s€/ }));
    for (const t of ['Graphiques', 'Jour par jour', 'Par heure', 'Annulations', 'Remises', 'TVA', 'Vendeurs'])
      await tab(t).then(() => visible(main(page).getByRole('row', { name: /^Total/ })));
    await tab('Paiements');
    const [file] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name: 'Exporter en CSV' }).click()]);
    const bytes = readFileSync(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Espèces;2;62,50;0,00');
    expect(file.suggestedFilename()).toMatch(/^analyses-payment-.*\.csv$/);
    await screenshot(page, 'caisse-analyses-payments');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'caisse-analyses-phone');
  });

  test('the listing tabs: the tickets, the cash movements and every sale line of the period, a ticket opened, lines exported', async () => {
    const page = await openAs(owner.session, '/caisse/analyses?onglet=tickets');
    await visible(main(page).getByRole('row', { name: /37,50\s€/ }));
    await expect
      .poll(() =>
        main(page)
          .getByRole('row', { name: /Sur place/ })
          .count(),
      )
      .toBe(3);
    await tab(page, 'Mouvements de caisse');
    await visible(main(page).getByRole('row', { name: /Retrait Dépôt en banque .*-40,00\s€/ }));
    await tab(page, 'Toutes les ventes');
    await visible(main(page).getByRole('row', { name: /Croque-monsieur 3 — 37,50\s€/ }));
    await expect
      .poll(() =>
        main(page)
          .getByRole('row', { name: /Croque-monsieur/ })
          .count(),
      )
      .toBe(3);
    await screenshot(page, 'caisse-analyses-lines');
    await expectNoSeriousA11yViolations(page);
    await main(page)
      .getByRole('row', { name: /Croque-monsieur 3 — 37,50\s€/ })
      .getByRole('button', { name: /Voir le ticket/ })
      .click();
    await visible(
      page
        .getByRole('dialog')
        .getByText(/37,50\s€/)
        .first(),
    );
    await page.keyboard.press('Escape');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Exporter en Excel (XLSX)' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^analyses-lines-.*\.xlsx$/);
    expect([...readFileSync(await file.path()).subarray(0, 2)]).toEqual([0x50, 0x4b]); // a zip: the XLSX container
  });

  test('real time: the figures of the day, updated by a push when a ticket arrives', async () => {
    const page = await openAs(owner.session, '/caisse/real-time');
    await visible(main(page).getByRole('status').getByText('En direct'));
    await visible(
      main(page)
        .getByText(/^75,00\s€$/)
        .first(),
    );
    await visible(
      main(page)
        .getByRole('region', { name: 'Par mode de paiement' })
        .getByRole('row', { name: /Espèces 2 tickets 62,50\s€/ }),
    );
    await screenshot(page, 'caisse-real-time');
    await expectNoSeriousA11yViolations(page);
    await pushTickets(terminal, [sale(terminal, { quantity: 4, method: 'card', minutesAgo: 1 })]);
    // pushed by the server: no reload, no polling
    await visible(
      main(page)
        .getByText(/^125,00\s€$/)
        .first(),
      5000,
    );
    await visible(
      main(page)
        .getByRole('region', { name: 'Derniers tickets' })
        .getByRole('row', { name: /50,00\s€$/ }),
    );
  });
});
