import { type DeliveryStatusChangeInput, type TicketInput, ticketTotals } from '@fitfit/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { accounts, baseUrl, expectNoSeriousA11yViolations, login, screenshot, searchList, useBrowser, visible } from '../support/browser';
import { installTerminal, pushTickets, type Terminal } from '../support/ledger';

/**
 * Delivery status (issue 23 item 5): a terminal sends delivery tickets and their later statuses; the tickets screen
 * filters by the status now and the drawer shows its history; real time and the analyses count deliveries by status.
 */
const { newPage } = useBrowser();
const RESTAURANT = 'Bistro Parisien Opéra';
const tag = `LIV${Date.now().toString(36).toUpperCase()}`;
let terminal: Terminal;
let onTheWay: { id: string; number: number };
let delivered: { id: string; number: number };

/** An Uber Eats order of the card's first product, paid online, closed `minutesAgo` ago, sent « En attente ». */
const deliverySale = (customer: string, minutesAgo: number): TicketInput => {
  const product = terminal.catalog.products[0];
  const line = {
    product_id: product.id,
    quantity: 1,
    unit_price_cents: product.price_delivery_cents,
    vat_rate_bp: product.rate_delivery_bp,
  };
  const totals = ticketTotals([line]);
  const closed = new Date(Date.now() - minutesAgo * 60_000);
  terminal.next += 1;
  return {
    terminal_number: terminal.next,
    source: 'uber_eats',
    type: 'delivery',
    delivery_status: 'pending',
    covers: 1,
    customer_name: customer,
    opened_at: new Date(closed.getTime() - 3 * 60_000).toISOString(),
    closed_at: closed.toISOString(),
    lines: [line],
    payments: [{ method: 'online', amount_cents: totals.total_ttc_cents }],
    total_ttc_cents: totals.total_ttc_cents,
    vat: totals.vat,
  };
};
/** The terminal call that changes a delivery's status. */
const sendStatus = async (ticketId: string, body: DeliveryStatusChangeInput) => {
  const res = await fetch(`${baseUrl}/api/v1/restaurants/${terminal.restaurantId}/caisse/tickets/${ticketId}/delivery-status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-key': terminal.key },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`delivery status answered ${res.status}: ${await res.text()}`);
};

beforeAll(async () => {
  terminal = await installTerminal(RESTAURANT, `Tablette ${tag}`);
  [onTheWay, delivered] = await pushTickets(terminal, [deliverySale(`${tag} Leroy`, 20), deliverySale(`${tag} Petit`, 40)]);
  const ago = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  await sendStatus(onTheWay.id, { status: 'preparing', occurred_at: ago(17) });
  await sendStatus(onTheWay.id, { status: 'delivering', occurred_at: ago(2) });
  await sendStatus(delivered.id, { status: 'delivered', occurred_at: ago(8) });
}, 60_000);

const main = (page: Page) => page.getByRole('main');

describe('caisse: delivery status', () => {
  test('tickets filtered by the status now; the drawer shows the history; real time and the analyses count deliveries', async () => {
    const page = await newPage();
    await login(page, accounts.restorer);
    await page.goto('/caisse/tickets');
    await searchList(main(page).getByRole('textbox', { name: 'Rechercher un n°, un client, un montant' }), tag);
    await expect.poll(() => main(page).getByRole('row').count()).toBe(3);
    await main(page).getByLabel('Livraison', { exact: true }).click();
    await page.getByRole('option', { name: 'En livraison', exact: true }).click();
    await expect.poll(() => main(page).getByRole('row').count()).toBe(2);
    await visible(
      main(page)
        .getByRole('row')
        .filter({ hasText: `${tag} Leroy` }),
    );
    await screenshot(page, 'caisse-tickets-delivery-filter');
    await expectNoSeriousA11yViolations(page);

    await main(page)
      .getByRole('button', { name: `Voir le ticket n°${onTheWay.number}` })
      .click();
    const history = page.getByRole('dialog').getByRole('table', { name: 'Suivi de la livraison' });
    await visible(history);
    await expect.poll(() => history.getByRole('row').count()).toBe(4); // header + sent with the ticket + 2 changes
    await visible(history.getByRole('row').filter({ hasText: 'Envoyé avec le ticket' }).filter({ hasText: 'En attente' }));
    await visible(
      history
        .getByRole('row')
        .filter({ hasText: `Terminal « Tablette ${tag} »` })
        .filter({ hasText: 'En livraison' }),
    );
    await screenshot(page, 'caisse-ticket-delivery-history');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // the demo's own deliveries carry their status: the delivered ones are many
    await main(page).getByRole('button', { name: 'Effacer les filtres' }).click();
    await main(page).getByRole('textbox', { name: 'Rechercher un n°, un client, un montant' }).fill('');
    await main(page).getByLabel('Livraison', { exact: true }).click();
    await page.getByRole('option', { name: 'Livrée', exact: true }).click();
    await expect.poll(() => main(page).getByRole('row').count()).toBeGreaterThan(5);

    await page.goto('/caisse/real-time');
    const realTime = main(page).getByRole('region', { name: 'Livraisons par statut' });
    await visible(realTime.getByRole('row').filter({ hasText: 'En livraison' }));
    await visible(realTime.getByRole('row').filter({ hasText: 'Livrée' }));
    await screenshot(page, 'caisse-real-time-deliveries');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/caisse/analyses');
    const analysis = main(page).getByRole('region', { name: 'Livraisons' });
    await visible(analysis.getByText('Délai moyen de la commande à la livraison'));
    await visible(analysis.getByRole('table', { name: 'Par statut actuel' }).getByRole('row').filter({ hasText: 'Livrée' }));
    await analysis.scrollIntoViewIfNeeded();
    await screenshot(page, 'caisse-analyses-deliveries');
    await expectNoSeriousA11yViolations(page);
  });
});
