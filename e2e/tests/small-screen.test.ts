import { describe, expect, test } from 'vitest';
import { accounts, expectPath, horizontalPlacement, screenshot, sidebar, useBrowser } from '../support/browser';

const { openAs } = useBrowser();

describe('small screen (390 × 844)', () => {
  test('the sidebar is hidden by default, the burger opens it, and a navigation closes it', async () => {
    const page = await openAs(accounts.restorer, '/', { viewport: { width: 390, height: 844 } });
    await expectPath(page, '/');
    const nav = sidebar(page);
    const burger = page.getByRole('button', { name: 'Afficher ou masquer le menu' });
    await burger.waitFor();
    await expect.poll(() => horizontalPlacement(nav)).toBe('outside');

    await burger.click();
    await expect.poll(() => horizontalPlacement(nav)).toBe('inside');
    await screenshot(page, 'small-screen-sidebar-open');

    await nav.getByRole('link', { name: 'Indicateurs', exact: true }).click();
    await expectPath(page, '/pnl/indicators');
    await expect.poll(() => horizontalPlacement(nav)).toBe('outside');
  });
});
