import { describe, expect, test } from 'vitest';
import { accounts, expectPath, screenshot, useBrowser, visible } from '../support/browser';

const { openAs } = useBrowser();

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

  test("an admin sees the admin users' page and can open it", async () => {
    const page = await openAs(accounts.admin, '/admin/dashboard');
    const { dialog, input } = await openQuickSearch(page);
    await input.fill('utilisateurs');
    await visible(dialog.getByText('/admin/users', { exact: true }));
    await dialog.getByRole('button', { name: /\/admin\/users/ }).click();
    await expectPath(page, '/admin/users');
  });
});
