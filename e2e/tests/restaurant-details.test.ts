import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Client, createUser, registerRestaurant, uniqueSuffix } from '../support/api';
import {
  accounts,
  baseUrl,
  COLOUR_RULES,
  chooseOption,
  demoClient,
  expectNoSeriousA11yViolations,
  screenshot,
  useBrowser,
  visible,
} from '../support/browser';

/**
 * « Informations du restaurant » (issue 26): the owner of a restaurant of this file's own corrects its identity and
 * contact, opens it on Mondays and until 1 a.m. on Fridays, moves it to another timezone from the next business day,
 * and reads it all back; at 1440 and 390 px, light and dark, axe on each screen.
 */
const { openAs } = useBrowser();
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const suffix = uniqueSuffix();
let owner: Client;
let restaurantId: string;

beforeAll(async () => {
  ({ owner, restaurantId } = await registerRestaurant(baseUrl, `Détails ${suffix}`, ['fitfit_caisse']));
}, 60_000);

/** An 8 × 4 PNG, orange with a lighter band: a logo small enough to write here. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAAH0lEQVR4nGP4P9XjRSQPJmKAUJjSDMgcZGkGTEMg0gCwGivd0cGLMQAAAABJRU5ErkJggg==',
  'base64',
);

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name });

describe('restaurant details', () => {
  test('the owner edits the details, the opening hours and the clock; the form at 1440 and 390 px, light and dark', async () => {
    const page = await openAs(owner.session, '/restaurant/details', { viewport: DESKTOP });
    await visible(main(page).getByRole('heading', { name: 'Informations du restaurant' }));

    const identity = section(page, 'Identité');
    await identity.getByLabel('Nom commercial').fill(`Le Comptoir ${suffix}`);
    await identity.getByLabel('Raison sociale').fill('Comptoir Rivoli SAS');
    await identity.getByLabel('SIRET (ou SIREN)').fill('123 456 789 00012');
    // a VAT number whose key is wrong: the same rule as the server's, in French, on the field
    await identity.getByLabel('N° de TVA intracommunautaire').fill('FR00123456789');
    const contact = section(page, 'Coordonnées');
    await contact.getByLabel('Téléphone').fill('0142000000');
    await contact.getByLabel('E-mail').fill('contact@comptoir.example');

    const hours = section(page, "Horaires d'ouverture");
    await hours.getByRole('switch', { name: 'Lundi : ouvert' }).click();
    await hours.getByLabel('Lundi, plage 1 : début').fill('11:30');
    await hours.getByLabel('Lundi, plage 1 : fin').fill('14:30');
    await hours.getByRole('switch', { name: 'Vendredi : ouvert' }).click();
    await hours.getByLabel('Vendredi, plage 1 : début').fill('19:00');
    await hours.getByLabel('Vendredi, plage 1 : fin').fill('01:00');

    const clock = section(page, 'Fuseau et changement de jour');
    await chooseOption(page, clock.getByRole('combobox', { name: 'Fuseau horaire' }), 'America/Martinique');
    await chooseOption(page, clock.getByRole('combobox', { name: 'Changement de jour' }), '06:00');

    const save = main(page).getByRole('button', { name: 'Enregistrer les informations' });
    await save.click();
    await visible(identity.getByText('Le numéro de TVA doit être de la forme FR + 2 caractères + SIREN (9 chiffres)'));
    await identity.getByLabel('N° de TVA intracommunautaire').fill('FR32123456789');
    await save.click();
    await visible(page.getByText('Informations enregistrées'));
    // the new clock waits for the next business day; today's keeps Paris and 05:00
    const planned = clock.getByRole('alert').filter({ hasText: 'Changement programmé' });
    await visible(planned.getByText(/fuseau America\/Martinique, changement de jour à 06:00\. Jusque-là : Europe\/Paris, 05:00/));
    await visible(page.getByRole('banner').getByText(`Le Comptoir ${suffix}`));
    // the logo is sent as soon as it is chosen
    const logo = section(page, 'Logo');
    await logo.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await visible(page.getByText('Logo enregistré'));
    await visible(logo.getByRole('img', { name: `Logo de Le Comptoir ${suffix}` }));
    await expectNoSeriousA11yViolations(page, 'details saved (1440 px)');
    await section(page, 'Fuseau et changement de jour').scrollIntoViewIfNeeded();
    await screenshot(page, 'restaurant-details-1440-clock');

    // what the server kept, read again
    const saved = await owner.call<{ phone: string; opening_hours: { weekday: number; ranges: { start: string; end: string }[] }[] }>(
      'GET',
      `restaurants/${restaurantId}/details`,
    );
    expect(saved.phone).toBe('01 42 00 00 00');
    expect(saved.opening_hours.find((d) => d.weekday === 5)?.ranges).toEqual([{ start: '19:00', end: '01:00' }]);
    await page.reload();
    await visible(section(page, 'Identité').getByLabel('Raison sociale'));
    expect(await section(page, 'Identité').getByLabel('Raison sociale').inputValue()).toBe('Comptoir Rivoli SAS');
    expect(await section(page, "Horaires d'ouverture").getByLabel('Vendredi, plage 1 : fin').inputValue()).toBe('01:00');
    await screenshot(page, 'restaurant-details-1440');

    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page, 'details (390 px)');
    await screenshot(page, 'restaurant-details-390');
    await section(page, "Horaires d'ouverture").scrollIntoViewIfNeeded();
    await screenshot(page, 'restaurant-details-390-hours');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
    await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await expectNoSeriousA11yViolations(page, 'details dark (1440 px)', { rules: COLOUR_RULES });
    await screenshot(page, 'restaurant-details-1440-dark');
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page, 'details dark (390 px)', { rules: COLOUR_RULES });
    await screenshot(page, 'restaurant-details-390-dark');
  });

  test('an accountant of the restaurant reads them, without a way to change them', async () => {
    const accountant = await createUser(baseUrl, demoClient(accounts.admin), 'restorer', { restaurantIds: [restaurantId] });
    await owner.call('PUT', `restaurants/${restaurantId}/members/${accountant.session.user.id}`, { access: 'accountant' });
    const page = await openAs(accountant.session, '/restaurant/details', { viewport: DESKTOP });
    await visible(main(page).getByText('Seuls les propriétaires du restaurant peuvent modifier ces informations.'));
    expect(await section(page, 'Identité').getByLabel('Raison sociale').isDisabled()).toBe(true);
    expect(await main(page).getByRole('button', { name: 'Enregistrer les informations' }).count()).toBe(0);
    expect(await section(page, 'Logo').getByRole('button').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'details read only (1440 px)');
    await screenshot(page, 'restaurant-details-read-only-1440');
  });
});
