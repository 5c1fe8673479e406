import type { Page } from 'playwright-core';
import { beforeAll, describe, test } from 'vitest';
import { type Client, registerRestaurant, uniqueSuffix } from '../support/api';
import { baseUrl, expectNoSeriousA11yViolations, screenshot, useBrowser, visible } from '../support/browser';

/** HACCP productions on a restaurant of its own: a production of two lots recorded at 390 px, then a lot traced both ways. */
const { openAs } = useBrowser();
let owner: Client;
const suffix = uniqueSuffix().toUpperCase();
const cream = `CR-${suffix}`;
const butter = `BE-${suffix}`;
const sauce = `SAU-${suffix}`;
const dish = `PLAT-${suffix}`;
const phone = { viewport: { width: 390, height: 844 } };
const main = (page: Page) => page.getByRole('main');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const { owner: o, restaurantId } = await registerRestaurant(baseUrl, `Productions ${suffix}`, ['fitfit_haccp']);
  owner = o;
  const haccp = `restaurants/${restaurantId}/haccp`;
  const delivery = await owner.call<{ id: string }>('POST', `${haccp}/receptions`, {
    provider: `Laiterie ${suffix}`,
    products: 'Crème, beurre',
    packaging_ok: true,
    dlc_ok: true,
    health_mark_ok: true,
    accepted: true,
  });
  const labels = [
    { product: 'Crème 35 %', lot: cream, dlc: inDays(20), opened_on: inDays(0), secondary_dlc: inDays(3), reception_id: delivery.id },
    { product: 'Beurre doux', lot: butter, dlc: inDays(30) },
  ];
  for (const label of labels) await owner.call('POST', `${haccp}/traceabilities`, { provider: `Laiterie ${suffix}`, ...label });
});

const pickLot = async (page: Page, lot: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /^Lots utilisés/ }).fill(lot);
  await page.getByRole('option', { name: new RegExp(lot) }).click();
};

describe('HACCP productions', () => {
  test('records a production of two lots at 390 px, then traces a lot back and forth', async () => {
    const page = await openAs(owner.session, '/haccp/productions', phone);
    await visible(main(page).getByText("Aucune production pour l'instant", { exact: false }));
    await expectNoSeriousA11yViolations(page);

    // a sauce of the two labels, then a dish of the sauce: two levels
    for (const [name, lot, lots, dlc] of [
      ['Sauce suprême', sauce, [cream, butter], inDays(2)],
      ['Blanquette', dish, [sauce], inDays(1)],
    ] as const) {
      await main(page).getByRole('button', { name: 'Nouvelle production' }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('textbox', { name: /^Produit/ }).fill(name);
      await form.getByRole('textbox', { name: /^Numéro de lot/ }).fill(lot);
      await form.getByRole('textbox', { name: /^Quantité/ }).fill('4,5');
      for (const l of lots) await pickLot(page, l);
      await form.getByLabel(/^DLC secondaire/).fill(dlc);
      if (lot === sauce) {
        await visible(form.getByText(/Au plus tard le/));
        await screenshot(page, 'haccp-productions-form-390');
        await expectNoSeriousA11yViolations(page);
      }
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await visible(main(page).getByText(lot, { exact: true }));
    }
    await screenshot(page, 'haccp-productions-390');

    // a recall of the cream: its delivery upstream, the sauce and the dish downstream
    await main(page)
      .getByRole('combobox', { name: /^Traçabilité d'un lot/ })
      .fill(cream);
    await page.getByRole('option', { name: new RegExp(cream) }).click();
    const drawer = page.getByRole('dialog', { name: 'Traçabilité du lot' });
    await visible(drawer.getByText('En amont : ingrédients et livraisons (1)'));
    await visible(drawer.getByText(`Laiterie ${suffix}`, { exact: false }).first());
    await visible(drawer.getByText('En aval : productions qui l’ont utilisé (2)'));
    await visible(drawer.getByText(`Blanquette · lot ${dish}`));
    await screenshot(page, 'haccp-productions-trace-390');
    await expectNoSeriousA11yViolations(page);
    // then back from the dish: the sauce, the two labels, the delivery
    await drawer.getByRole('button', { name: `Tracer Blanquette ${dish}` }).click();
    await visible(drawer.getByText('En amont : ingrédients et livraisons (4)'));
    await visible(drawer.getByText(`Beurre doux · lot ${butter}`));
    await visible(drawer.getByText("Ce lot n'est entré dans aucune production."));

    // the wide screen, for the screenshots
    const wide = await openAs(owner.session, '/haccp/productions', { viewport: { width: 1440, height: 900 } });
    await visible(main(wide).getByText(dish, { exact: true }));
    await screenshot(wide, 'haccp-productions-1440');
    await main(wide)
      .getByRole('button', { name: `Traçabilité du lot ${sauce}` })
      .click();
    await visible(wide.getByRole('dialog', { name: 'Traçabilité du lot' }).getByText('En aval : productions qui l’ont utilisé (1)'));
    await screenshot(wide, 'haccp-productions-trace-1440');
  });
});
