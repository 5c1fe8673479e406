import { readFileSync } from 'node:fs';
import type {
  NetworkCashMovement,
  NetworkClosing,
  NetworkClosingRow,
  NetworkDashboard,
  NetworkRestaurant,
  NetworkSaleLine,
  NetworkTicket,
} from '@fitfit/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Client, createUser } from '../support/api';
import {
  accounts,
  baseUrl,
  demoClient,
  expectNoSeriousA11yViolations,
  expectPath,
  screenshot,
  useBrowser,
  visible,
} from '../support/browser';

/**
 * The franchisor's network screens over the demo mark's restaurants (read only: this file changes nothing but its own
 * franchisor's current restaurant, which the restaurant filter sets). What the screens show is checked against the
 * network API the same run answers.
 */
const { openAs } = useBrowser();
let franchisor: Client;
let restaurants: NetworkRestaurant[];
let month: NetworkDashboard;

const main = (page: Page) => page.getByRole('main');
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tab = (page: Page, label: string) => main(page).getByRole('tab', { name: label, exact: true }).click();
const euros = (cents: number) =>
  new RegExp(
    (cents / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\s/g, '\\s').replace('.', '\\.'),
  );

beforeAll(async () => {
  // A franchisor of the demo franchisor's marks: choosing a restaurant in the filter saves it on the account.
  const demo = await demoClient(accounts.franchisor).call<NetworkRestaurant[]>('GET', 'franchisor/restaurants');
  const markIds = [...new Set(demo.flatMap((r) => (r.mark_id ? [r.mark_id] : [])))];
  franchisor = await createUser(baseUrl, demoClient(accounts.admin), 'franchisor', { markIds, lastName: 'Réseau' });
  restaurants = await franchisor.call<NetworkRestaurant[]>('GET', 'franchisor/restaurants');
  month = await franchisor.call<NetworkDashboard>('GET', 'franchisor/dashboard?period=month');
});

describe('franchisor: network screens', () => {
  test('the dashboard over every restaurant, the ranking, the filter, the royalties and the network PNL', async () => {
    expect(restaurants.length).toBeGreaterThanOrEqual(2);
    const page = await openAs(franchisor.session, '/franchisor/dashboard');
    const ranking = main(page).getByRole('table', { name: /^Classement des restaurants/ });
    await visible(ranking);
    // every restaurant ranked, best revenue first, as the API says
    for (const r of month.ranking) await visible(ranking.getByRole('row', { name: new RegExp(`^${r.rank} ${r.name}`) }));
    await visible(main(page).getByRole('region', { name: 'Ce mois-ci' }).getByText(euros(month.periods[2].current.ttc_cents)).first());
    await visible(main(page).getByRole('table', { name: /^Redevances \d{4} par restaurant/ }));
    // the network PNL of the pnl module: the marks' restaurants holding fitfit_pnl, with the network average
    await visible(main(page).getByTestId('pnl-network').getByRole('table'));
    await screenshot(page, 'franchisor-dashboard');
    await expectNoSeriousA11yViolations(page);
    await main(page).getByTestId('pnl-network').scrollIntoViewIfNeeded();
    await screenshot(page, 'franchisor-dashboard-royalties');

    // one restaurant chosen: its figures only, one line in the ranking
    const second = month.ranking[1];
    await main(page).getByLabel('Restaurant', { exact: true }).click();
    await page.getByRole('option', { name: second.name }).click();
    await expect.poll(() => ranking.getByRole('row').count()).toBe(2);
    await visible(ranking.getByRole('row', { name: new RegExp(`^1 ${second.name}`) }));
    await visible(main(page).getByRole('region', { name: 'Ce mois-ci' }).getByText(euros(second.current.ttc_cents)).first());
    // « Tout le réseau » again: the chosen option, chosen again, clears the filter
    await main(page).getByLabel('Restaurant', { exact: true }).click();
    await page.getByRole('option', { name: second.name }).click();
    await expect.poll(() => ranking.getByRole('row').count()).toBe(month.ranking.length + 1);

    const phone = await openAs(franchisor.session, '/franchisor/dashboard', { viewport: { width: 390, height: 844 } });
    await main(phone)
      .getByRole('table', { name: /^Classement des restaurants/ })
      .scrollIntoViewIfNeeded();
    await screenshot(phone, 'franchisor-dashboard-phone');
  });

  test('the analyses over the network, one row per restaurant, and the filter', async () => {
    const page = await openAs(franchisor.session, '/franchisor/analyses?onglet=restaurants');
    const table = main(page).getByRole('table', { name: 'Ventes par restaurant' });
    await visible(table);
    for (const r of restaurants) await visible(table.getByRole('row', { name: new RegExp(`^${r.name} `) }));
    await screenshot(page, 'franchisor-analyses');
    await expectNoSeriousA11yViolations(page);
    await main(page).getByRole('tab', { name: 'Paiements' }).click();
    await visible(main(page).getByRole('table', { name: 'Ventes par mode de paiement' }));
  });

  test('the listing tabs over the network: tickets, cash movements, every sale line, with their restaurant, searched, exported', async () => {
    const page = await openAs(franchisor.session, '/franchisor/analyses?onglet=tickets', { viewport: { width: 1440, height: 1000 } });
    await main(page).getByLabel('Période', { exact: true }).click();
    await page.getByRole('option', { name: 'Cette année' }).click();
    const shown = await main(page)
      .getByText(/^Du \d\d\/\d\d\/\d{4} au \d\d\/\d\d\/\d{4}/)
      .textContent();
    const [from, to] = [...(shown ?? '').matchAll(/(\d\d)\/(\d\d)\/(\d{4})/g)].map((m) => `${m[3]}-${m[2]}-${m[1]}`);
    const range = `from=${from}&to=${to}`;
    const tickets = await franchisor.call<{ data: NetworkTicket[]; total_entries: number }>(
      'GET',
      `franchisor/tickets?${range}&per_page=25`,
    );
    const movements = await franchisor.call<{ data: NetworkCashMovement[] }>('GET', `franchisor/cash-movements?${range}&per_page=25`);
    const lines = await franchisor.call<{ data: NetworkSaleLine[] }>('GET', `franchisor/analytics/lines?${range}&per_page=25`);
    // the network's rows of several restaurants, newest first, each named
    expect(new Set(tickets.data.map((t) => t.restaurant_id)).size).toBeGreaterThanOrEqual(2);
    const ticket = tickets.data[0];
    await visible(main(page).getByRole('row', { name: new RegExp(`^${literal(ticket.restaurant_name)} ${ticket.number} `) }));
    await screenshot(page, 'franchisor-analyses-tickets');
    await expectNoSeriousA11yViolations(page);

    await tab(page, 'Mouvements de caisse');
    const movement = movements.data[0];
    await visible(
      main(page)
        .getByRole('row', { name: new RegExp(`^${literal(movement.restaurant_name)} `) })
        .first(),
    );
    await visible(
      main(page)
        .getByRole('row', { name: new RegExp(literal(movement.reason ?? '')) })
        .first(),
    );

    await tab(page, 'Toutes les ventes');
    const line = lines.data[0];
    const lineRow = main(page).getByRole('row', {
      name: new RegExp(`^${literal(line.restaurant_name)} .* n°${line.ticket_number} ${literal(line.name)}`),
    });
    await visible(lineRow.first());
    await screenshot(page, 'franchisor-analyses-lines');
    await expectNoSeriousA11yViolations(page);
    // a ticket of the list opened in its restaurant's drawer
    await lineRow
      .first()
      .getByRole('button', { name: `Voir le ticket n°${line.ticket_number}` })
      .click();
    await visible(page.getByRole('dialog').getByText(line.name).first());
    await page.keyboard.press('Escape');
    // searched by article: only that article's lines, of every restaurant
    await main(page).getByPlaceholder('Rechercher un article').fill(line.name);
    await expect
      .poll(async () => (await main(page).getByRole('row').allTextContents()).slice(1).every((text) => text.includes(line.name)))
      .toBe(true);
    // exported whole, a « Restaurant » column first
    const [file] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name: 'Exporter en CSV' }).click()]);
    expect(file.suggestedFilename()).toBe(`analyses-reseau-lines-${from}-${to}.csv`);
    expect(
      readFileSync(await file.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0],
    ).toMatch(/^Restaurant;Date;Jour;Ticket;Article/);

    // one restaurant chosen: its rows only
    const other = restaurants.find((r) => r.id !== line.restaurant_id) ?? restaurants[0];
    await main(page).getByLabel('Restaurant', { exact: true }).click();
    await page.getByRole('option', { name: other.name }).click();
    await main(page).getByPlaceholder('Rechercher un article').fill('');
    await expect
      .poll(async () => {
        const texts = (await main(page).getByRole('row').allTextContents()).slice(1);
        return texts.length > 0 && texts.every((text) => text.startsWith(other.name));
      })
      .toBe(true);
    await main(page).getByLabel('Restaurant', { exact: true }).click();
    await page.getByRole('option', { name: other.name }).click();

    const phone = await openAs(franchisor.session, '/franchisor/analyses?onglet=cash_movements', { viewport: { width: 390, height: 844 } });
    const phoneRow = main(phone)
      .getByRole('row', { name: new RegExp(literal(movement.restaurant_name)) })
      .first();
    await visible(phoneRow);
    await phoneRow.evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await screenshot(phone, 'franchisor-analyses-movements-phone');
    await expectNoSeriousA11yViolations(phone);
    await tab(phone, 'Tickets');
    // the newest ticket of the year is this month's too (the default period); a phone shows its number above its restaurant
    const phoneTicket = main(phone).getByRole('row', { name: new RegExp(`^n°${ticket.number} ${literal(ticket.restaurant_name)} `) });
    await visible(phoneTicket);
    await phoneTicket.evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await screenshot(phone, 'franchisor-analyses-tickets-phone');
    await expectNoSeriousA11yViolations(phone);
    await tab(phone, 'Toutes les ventes');
    const phoneLine = main(phone)
      .getByRole('row', { name: new RegExp(`^${literal(line.name)}.* ${literal(line.restaurant_name)} `) })
      .first();
    await visible(phoneLine);
    await phoneLine.evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await screenshot(phone, 'franchisor-analyses-lines-phone');
    await expectNoSeriousA11yViolations(phone);
  });

  test('the closings of the network, and one closing’s details', async () => {
    const { data } = await franchisor.call<{ data: NetworkClosing[] }>('GET', 'franchisor/closings?per_page=15');
    const page = await openAs(franchisor.session, '/franchisor/z-caisse');
    const first = data[0];
    await visible(
      main(page)
        .getByRole('row', { name: new RegExp(`^${first.restaurant_name} `) })
        .first(),
    );
    await screenshot(page, 'franchisor-z-caisse');
    await expectNoSeriousA11yViolations(page);
    // the months: each restaurant's, then the network's total (the sum of its restaurants' closings, as the API says)
    const months = await franchisor.call<{ data: NetworkClosingRow[] }>('GET', 'franchisor/closings?period=month&per_page=25');
    const total = months.data.find((r) => r.restaurant_id === null);
    expect(total).toBeDefined();
    await main(page).getByText('Mensuelles').click();
    const row = main(page)
      .getByRole('row', { name: /^Total du réseau / })
      .first();
    await visible(row);
    await visible(row.getByText(euros(total?.total_ttc_cents ?? 0)));
    await screenshot(page, 'franchisor-z-caisse-months');
    await expectNoSeriousA11yViolations(page);
    await main(page).getByText('Journalières').click();
    await main(page)
      .getByRole('button', { name: new RegExp(`^Voir la clôture du .* de ${first.restaurant_name}$`) })
      .first()
      .click();
    await expectPath(page, `/franchisor/z-caisse/details-cloture-de-caisse/${first.id}`);
    await visible(main(page).getByRole('heading', { name: `Clôture n°${first.number} — ${first.restaurant_name}` }));
  });
});
