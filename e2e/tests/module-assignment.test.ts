import { describe, expect, test } from 'vitest';
import { registerRestaurant, uniqueSuffix } from '../support/api';
import { accounts, baseUrl, demoClient, expectPath, useBrowser, visible } from '../support/browser';

/** A module an admin assigns reaches the restaurant's users already in the app, without a reload. */
const { openAs } = useBrowser();

describe('module assignment reaches open sessions', () => {
  test('the restorer sees the new module when it comes back to the window', async () => {
    const name = `Brasserie ${uniqueSuffix()}`;
    const { owner, restaurantId } = await registerRestaurant(baseUrl, name, ['fitfit_caisse']);
    const page = await openAs(owner.session, '/stock/mercuriales');
    await visible(page.getByText(`Le restaurant « ${name} » n'a pas le module Stock.`));

    const admin = demoClient(accounts.admin);
    const modules = await admin.call<{ data: { id: string; code_name: string }[] }>('GET', 'admin/fitfit_modules?per_page=50');
    const stock = modules.data.find((m) => m.code_name === 'fitfit_stocks');
    if (!stock) throw new Error('no fitfit_stocks module');
    await admin.call('POST', `admin/restaurants/${restaurantId}/fitfit_module_restaurants`, { fitfit_module_id: stock.id });

    // The user switches back to the tab (TanStack Query refetches the session on visibility), no reload.
    const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/auth/me');
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await me;
    await expect.poll(() => page.getByText("n'a pas le module Stock").count()).toBe(0);
    await expectPath(page, '/stock/mercuriales');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });
});
