import { describe, expect, test } from 'vitest';
import { accounts, demoClient, expectNoSeriousA11yViolations, expectPath, screenshot, useBrowser, visible } from '../support/browser';

const { openAs } = useBrowser();
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const openQuickSearch = async (page: import('playwright-core').Page) => {
  await visible(page.getByRole('banner').getByRole('button', { name: 'Menu utilisateur' }));
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await visible(dialog);
  const input = dialog.getByPlaceholder('Rechercher une page');
  await visible(input);
  return { dialog, input };
};

describe('quick search (Ctrl+K)', () => {
  // One page for the restorer's searches (each a fresh open of the dialog): a page load is the costly part.
  test('restorer: no match says so, only the pages its role may open, no accent needed, Enter or a click opens', async () => {
    const page = await openAs(accounts.restorer, '/');

    // says so when nothing matches
    let { dialog, input } = await openQuickSearch(page);
    await input.fill('zzzz introuvable');
    await visible(dialog.getByText('Aucune page ne correspond à votre recherche'));

    // lists only the pages the role may open: a restorer does not see the admin users' page
    await input.fill('utilisateurs');
    await visible(dialog.getByText('/caisse/users', { exact: true }));
    expect(await dialog.getByText('/admin/users', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // finds "Températures" without the accent; Enter opens the first result
    ({ dialog, input } = await openQuickSearch(page));
    await input.fill('temperature');
    const first = dialog.getByRole('button', { name: /^Températures/ });
    await visible(first);
    await visible(dialog.getByText('/haccp/temperatures', { exact: true }));
    await screenshot(page, 'quick-search');
    // Mantine's Spotlight highlights the first action when the query changes, so that Enter opens it.
    await expect.poll(() => first.getAttribute('data-selected'), { timeout: 2_000 }).toBe('true');
    await page.keyboard.press('Enter');
    await expectPath(page, '/haccp/temperatures');
    await dialog.waitFor({ state: 'hidden' });

    // back home, then the same page opened with a click (upper case, accent)
    await page.goBack();
    await expectPath(page, '/');
    ({ dialog, input } = await openQuickSearch(page));
    await input.fill('TEMPÉRATURES');
    await dialog.getByRole('button', { name: /^Températures/ }).click();
    await expectPath(page, '/haccp/temperatures');
  });

  test('restorer: finds a customer of the restaurant without accents, grouped, opened with the arrows and Enter', async () => {
    const restorer = demoClient(accounts.restorer);
    const restaurantId = restorer.session.user.restaurant?.id;
    const { data } = await restorer.call<{ data: { first_name: string | null; last_name: string; display_name: string }[] }>(
      'GET',
      `restaurants/${restaurantId}/caisse/customers?per_page=20&sort=last_name`,
    );
    const customer = data.find((c) => c.first_name) ?? data[0];
    const typed = plain(`${customer.first_name ?? ''} ${customer.last_name}`.trim());
    for (const [width, height, name] of [
      [1440, 900, 'quick-search-customer-1440'],
      [390, 844, 'quick-search-customer-390'],
    ] as const) {
      const page = await openAs(accounts.restorer, '/', { viewport: { width, height } });
      const { dialog, input } = await openQuickSearch(page);
      await input.fill(typed);
      const hit = dialog
        .getByRole('group', { name: 'Clients' })
        .getByRole('button', { name: new RegExp(`^${customer.first_name} ${customer.last_name}`) })
        .first();
      await visible(hit);
      await expectNoSeriousA11yViolations(page, `quick search ${width} px`);
      await screenshot(page, name);
      if (width === 390) break;
      // no page matches a customer's name: the first hit is highlighted; down then up comes back to it
      await expect.poll(() => hit.getAttribute('data-selected'), { timeout: 5_000 }).toBe('true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => hit.getAttribute('data-selected')).toBe('true');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/caisse\/customers\/details\//);
      await visible(page.getByRole('heading', { name: customer.display_name }).first());

      // a ticket by its number opens the tickets page with its drawer
      const again = await openQuickSearch(page);
      await again.input.fill('#1');
      const ticket = again.dialog.getByRole('group', { name: 'Tickets' }).getByRole('button', { name: /^Ticket n° 1\b/ });
      await visible(ticket);
      await expect.poll(() => ticket.getAttribute('data-selected'), { timeout: 5_000 }).toBe('true');
      await page.keyboard.press('Enter');
      await expectPath(page, '/caisse/tickets');
      await visible(page.getByRole('dialog', { name: 'Ticket n°1' }));
      // the drawer's parameter leaves the URL once read
      await expect.poll(() => new URL(page.url()).search).toBe('');
    }
  });

  test('franchisor: a ticket number finds it in each restaurant of the network, named, and opens its drawer', async () => {
    const page = await openAs(accounts.franchisor, '/franchisor/dashboard');
    const { dialog, input } = await openQuickSearch(page);
    await input.fill('#1');
    const tickets = dialog.getByRole('group', { name: 'Tickets' }).getByRole('button', { name: /^Ticket n° 1\b/ });
    await visible(tickets);
    // one per restaurant of the network, each naming its restaurant first
    expect(await tickets.count()).toBeGreaterThan(1);
    for (const text of await tickets.allTextContents()) expect(text).toMatch(/^Ticket n° 1Bistro Parisien [^·]+ · /);
    await expect.poll(() => tickets.first().getAttribute('data-selected'), { timeout: 5_000 }).toBe('true');
    await page.keyboard.press('Enter');
    await expectPath(page, '/franchisor/tickets');
    await visible(page.getByRole('dialog', { name: 'Ticket n°1' }));
  });

  test("an admin sees the admin users' page and can open it", async () => {
    const page = await openAs(accounts.admin, '/admin/dashboard');
    const { dialog, input } = await openQuickSearch(page);
    await input.fill('utilisateurs');
    await visible(dialog.getByText('/admin/users', { exact: true }));
    await dialog.getByRole('button', { name: /\/admin\/users/ }).click();
    await expectPath(page, '/admin/users');
  });
});
