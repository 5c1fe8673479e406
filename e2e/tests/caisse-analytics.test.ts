import { readFileSync } from 'node:fs';
import { type TicketInput, ticketTotals } from '@fitfit/contracts';
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
    // a restaurant whose sales start today has no last year: said, and no percentage (comparison.ts)
    await visible(today.getByText('N-1 incomplet : 0 jour sur 1'));
    expect(await today.getByText(/%$/).count()).toBe(0);
    await visible(
      main(page)
        .getByRole('region', { name: 'Ce mois-ci' })
        .getByText(/^75,00\s€$/),
    );
    await visible(main(page).getByRole('row', { name: /Espèces 62,50\s€ 83\s%/ }));
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
    // the previous period is before the restaurant's first sale: said on the overview, no change computed
    await visible(main(page).getByText(/^Comparaison incomplète : 0 jour sur \d+ : la période comparée commence avant/));
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
    for (const t of ['Graphiques', 'Jour par jour', 'Par heure', 'TVA', 'Vendeurs'])
      await tab(t).then(() => visible(main(page).getByRole('row', { name: /^Total/ })));
    // no cancellation, no discount here: the two tabs say so (they are no copies of other tabs)
    await tab('Annulations');
    await visible(main(page).getByText('Aucune annulation sur cette période.').first());
    await tab('Remises');
    await visible(main(page).getByText('Aucune remise ni aucun offert sur cette période.'));
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

describe('caisse: analytics, « Annulations » and « Remises »', () => {
  let shop: Client;
  let restaurantId: string;
  /** Whether the day before is in this month (the default period): then the cancelled ticket is of the day before. */
  let crossDay = false;

  beforeAll(async () => {
    const registered = await registerRestaurant(baseUrl, `Remises ${uniqueSuffix()}`, ['fitfit_caisse']);
    shop = registered.owner;
    restaurantId = registered.restaurantId;
    const base = `restaurants/${restaurantId}/caisse`;
    const tax = await shop.call<{ id: string }>('POST', `${base}/taxes`, {
      name: 'Restauration',
      rate_on_spot_bp: 1000,
      rate_takeaway_bp: 1000,
      rate_delivery_bp: 1000,
    });
    await shop.call('POST', `${base}/products`, {
      name: 'Croque-monsieur',
      category_id: null,
      tax_id: tax.id,
      price_on_spot_cents: 1250,
      price_takeaway_cents: 1250,
      price_delivery_cents: 1250,
    });
    const role = await shop.call<{ id: string }>('POST', `${base}/roles`, { name: 'Serveur', permissions: [] });
    const lea = await shop.call<{ id: string }>('POST', `${base}/pos_users`, {
      first_name: 'Léa',
      last_name: 'Martin',
      role_id: role.id,
      pin: '4829',
    });
    const till = await installTerminal(registered.owner.session.user.restaurant?.name ?? '', 'Caisse remises');
    const product = till.catalog.products[0];
    const croque = { product_id: product.id, unit_price_cents: 1250, vat_rate_bp: 1000 };
    /** A sale of these lines, totals as a terminal computes them. */
    const withLines = (lines: TicketInput['lines'], o: Parameters<typeof sale>[1] & { pos_user_id?: string }) => {
      const t = ticketTotals(lines);
      const { pos_user_id, ...options } = o;
      return {
        ...sale(till, options),
        lines,
        pos_user_id,
        payments: [{ method: o.method ?? 'cash', amount_cents: t.total_ttc_cents }],
        total_ttc_cents: t.total_ttc_cents,
        vat: t.vat,
      } as TicketInput;
    };
    const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(d.getTime() - 5 * 3_600_000));
    crossDay = day(new Date()).slice(0, 7) === day(new Date(Date.now() - 86_400_000)).slice(0, 7);
    // 2 croque sold by Léa (cancelled below), 4 with 5 € off and 1 offered, 1 more: discount 5 €, offered 12,50 €
    const [sold] = await pushTickets(till, [
      withLines([{ ...croque, quantity: 2 }], { minutesAgo: crossDay ? 24 * 60 : 40, pos_user_id: lea.id }),
      withLines(
        [
          { ...croque, quantity: 4, discount_cents: 500, discount_reason: 'Fidélité' },
          { ...croque, quantity: 1, offered: true },
        ],
        { minutesAgo: 15, method: 'card' },
      ),
      withLines([{ ...croque, quantity: 1 }], { minutesAgo: 10 }),
    ]);
    await shop.call('POST', `${base}/tickets/${sold.id}/cancel`, { reason: 'Erreur de table' });
  }, 60_000);

  test('« Annulations »: each cancellation with who cancelled and who sold, totals, and the sales net by the original day', async () => {
    const page = await openAs(shop.session, '/caisse/analyses?onglet=cancellations', { viewport: { width: 1440, height: 1500 } });
    await visible(main(page).getByRole('note').getByText('Une annulation est datée du jour où elle est émise'));
    const owner = `Camille ${shop.session.user.last_name}`;
    await visible(main(page).getByRole('row', { name: new RegExp(`Erreur de table ${owner} Léa Martin 25,00\\s€`) }));
    await visible(
      main(page)
        .getByRole('table', { name: 'Annulations par vendeur' })
        .getByRole('row', { name: /Léa Martin 1 25,00\s€/ }),
    );
    await visible(
      main(page)
        .getByRole('table', { name: 'Annulations par utilisateur' })
        .getByRole('row', { name: new RegExp(`${owner} 1 25,00`) }),
    );
    await screenshot(page, 'caisse-analyses-cancellations');
    await expectNoSeriousA11yViolations(page);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Exporter en CSV' }).first().click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^analyses-annulations-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
    expect(readFileSync(await file.path(), 'utf8')).toContain(';25,00;Erreur de table;');
    await main(page).getByText('Ventes nettes par jour d’origine', { exact: true }).click();
    const net = main(page).getByRole('table', { name: 'Ventes nettes par jour d’origine' });
    // sold 25 + 45 + 12,50 = 82,50 €; the Z's 57,50 € either way; net by original day 57,50 € too
    await visible(net.getByRole('row', { name: /^Total 82,50\s€ 25,00\s€ 57,50\s€ 25,00\s€ 57,50\s€$/ }));
    if (crossDay) await visible(net.getByRole('row', { name: /25,00\s€ 0,00\s€ 25,00\s€ 25,00\s€ 0,00\s€$/ }));
    await screenshot(page, 'caisse-analyses-cancellations-net');
    await expectNoSeriousA11yViolations(page);
    const phone = await openAs(shop.session, '/caisse/analyses?onglet=cancellations', { viewport: { width: 390, height: 1400 } });
    // on a phone: the cancelled ticket, its day and the amount
    await visible(main(phone).getByRole('row', { name: /^n°\d+ du \d\d\/\d\d\/\d{4} 25,00\s€/ }));
    await screenshot(phone, 'caisse-analyses-cancellations-phone');
    await expectNoSeriousA11yViolations(phone);
  });

  test('« Remises »: the discounts and offered lines by product, category and seller, the rate on gross sales, exported', async () => {
    const page = await openAs(shop.session, '/caisse/analyses?onglet=discounts', { viewport: { width: 1440, height: 1000 } });
    // TTC 57,50 € after the cancellation, + 5 € off + 12,50 € offered = 75,00 € gross: 23,3 %
    await visible(main(page).getByRole('row', { name: /^Croque-monsieur 5,00\s€ 12,50\s€ 75,00\s€ 57,50\s€ 23,3\s%$/ }));
    await visible(main(page).getByRole('row', { name: /^Toutes les ventes 5,00\s€ 12,50\s€ 75,00\s€ 57,50\s€ 23,3\s%$/ }));
    await main(page).getByText('Par vendeur').click();
    await visible(main(page).getByRole('row', { name: /^Sans vendeur 5,00\s€ 12,50\s€/ }));
    // the reason the terminal sent with the line: 4 croque at 50 € less 5 € « Fidélité » = 10 %
    await main(page).getByText('Par motif').click();
    await visible(main(page).getByRole('row', { name: /^Fidélité 5,00\s€ 0,00\s€ 50,00\s€ 45,00\s€ 10,0\s%$/ }));
    await visible(main(page).getByRole('row', { name: /^Sans motif 0,00\s€ 12,50\s€ 12,50\s€ 0,00\s€ 100,0\s%$/ }));
    await screenshot(page, 'caisse-analyses-discounts');
    await expectNoSeriousA11yViolations(page);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Exporter en Excel (XLSX)' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^analyses-remises-reason-.*\.xlsx$/);
    expect([...readFileSync(await file.path()).subarray(0, 2)]).toEqual([0x50, 0x4b]);
    await page.setViewportSize({ width: 390, height: 1200 });
    await main(page).getByText('Par catégorie').click();
    await visible(main(page).getByRole('row', { name: /^Sans catégorie 5,00\s€/ }));
    await screenshot(page, 'caisse-analyses-discounts-phone');
    await expectNoSeriousA11yViolations(page);
  });
});
