import type { NetworkRestaurant } from '@fitfit/contracts';
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
  topBar,
  useBrowser,
  visible,
} from '../support/browser';

/**
 * Issue 24: the franchisor's top-bar restaurant button, the picker it opens and the network screens' restaurant
 * filter are one choice. A franchisor of this file's own (the choice is saved on the account), over the demo marks.
 */
const { openAs } = useBrowser();
let franchisor: Client;
let restaurants: NetworkRestaurant[];

const main = (page: Page) => page.getByRole('main');
const filter = (page: Page) => main(page).getByLabel('Restaurant', { exact: true });
const currentButton = (page: Page, name: string) =>
  topBar(page).getByRole('button', { name: `Restaurant courant : ${name}. Changer de restaurant`, exact: true });
const rankingRows = (page: Page) =>
  main(page)
    .getByRole('table', { name: /^Classement des restaurants/ })
    .getByRole('row');

/** The top bar and the filter both say `name` (null: the whole network), and the ranking shows as many rows. */
const expectChoice = async (page: Page, name: string | null) => {
  await visible(currentButton(page, name ?? 'Tout le réseau'));
  await expect.poll(() => filter(page).inputValue()).toBe(name ?? '');
  await expect.poll(() => rankingRows(page).count()).toBe(name ? 2 : restaurants.length + 1);
};

beforeAll(async () => {
  const demo = await demoClient(accounts.franchisor).call<NetworkRestaurant[]>('GET', 'franchisor/restaurants');
  const markIds = [...new Set(demo.flatMap((r) => (r.mark_id ? [r.mark_id] : [])))];
  franchisor = await createUser(baseUrl, demoClient(accounts.admin), 'franchisor', { markIds, lastName: 'Choix' });
  restaurants = await franchisor.call<NetworkRestaurant[]>('GET', 'franchisor/restaurants');
});

describe('franchisor: one current restaurant choice', () => {
  test('chosen in the top-bar picker, it filters the screens; chosen in the filter, the top bar names it; both survive a reload', async () => {
    expect(restaurants.length).toBeGreaterThanOrEqual(2);
    const [first, second] = restaurants;
    const page = await openAs(franchisor.session, '/franchisor/dashboard', { viewport: { width: 1440, height: 900 } });
    // a new session opens on the whole network, in the top bar as in the filter
    await expectChoice(page, null);

    // the picker: a restaurant chosen there filters the dashboard it came back to
    await currentButton(page, 'Tout le réseau').click();
    await expectPath(page, '/admin/choose-restaurant');
    await visible(main(page).getByRole('button', { name: /^Choisir Tout le réseau/ }));
    // the picker's top bar names the same choice as its « Actuel » card
    await visible(currentButton(page, 'Tout le réseau'));
    await screenshot(page, 'franchisor-choice-picker');
    await expectNoSeriousA11yViolations(page);
    await main(page)
      .getByRole('button', { name: new RegExp(`^Choisir ${second.name}`) })
      .click();
    await expectPath(page, '/franchisor/dashboard');
    await expectChoice(page, second.name);
    await page.reload();
    await expectChoice(page, second.name);

    // the filter: a restaurant chosen there is the top bar's, and stays after a reload
    await filter(page).click();
    await page.getByRole('option', { name: first.name }).click();
    await expectChoice(page, first.name);
    await screenshot(page, 'franchisor-choice');
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expectChoice(page, first.name);
    // saved on the account: the restaurant screens work on it too
    expect((await franchisor.call<{ restaurant: { name: string } }>('GET', 'auth/me')).restaurant.name).toBe(first.name);

    // « Tout le réseau » in the filter (the chosen option chosen again clears it): both show the network
    await filter(page).click();
    await page.getByRole('option', { name: first.name }).click();
    await expectChoice(page, null);
    await page.reload();
    await expectChoice(page, null);

    // another screen of the network follows the same choice
    await filter(page).click();
    await page.getByRole('option', { name: second.name }).click();
    await visible(currentButton(page, second.name));
    await page.goto('/franchisor/z-caisse');
    await visible(currentButton(page, second.name));
    await expect.poll(() => filter(page).inputValue()).toBe(second.name);

    // « Tout le réseau » in the picker clears both
    await currentButton(page, second.name).click();
    await expectPath(page, '/admin/choose-restaurant');
    await main(page)
      .getByRole('button', { name: /^Choisir Tout le réseau/ })
      .click();
    await expectPath(page, '/franchisor/z-caisse');
    await visible(currentButton(page, 'Tout le réseau'));
    await expect.poll(() => filter(page).inputValue()).toBe('');

    // on a phone: the top bar's icon button names the choice, the filter shows the same
    await page.goto('/franchisor/dashboard');
    await filter(page).click();
    await page.getByRole('option', { name: second.name }).click();
    await expectChoice(page, second.name);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expectChoice(page, second.name);
    await screenshot(page, 'franchisor-choice-phone');
    await expectNoSeriousA11yViolations(page);
  });
});
