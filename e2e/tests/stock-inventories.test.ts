import type { Page } from 'playwright-core';
import { beforeAll, describe, test } from 'vitest';
import { type Client, registerRestaurant, uniqueSuffix } from '../support/api';
import { baseUrl, expectNoSeriousA11yViolations, screenshot, useBrowser, visible } from '../support/browser';

/**
 * Inventories, recipes and food cost on a restaurant of this file holding only fitfit_stocks: an inventory
 * counted on a 390 px phone (network lost and back) and validated; a recipe on /haccp/recipes (open to a
 * stock-only restaurant); the AvT report between the two inventories.
 */
const { openAs } = useBrowser();
const suffix = uniqueSuffix();
let owner: Client;
const cream = 'Crème liquide 35 %';
const flour = 'Farine de blé T55';
let ids: Record<string, string> = {};
// the par level set on the mercuriale (18 L of cream, in the bar) changes no count below: only order suggestions

const yesterday = () => {
  const d = new Date(Date.now() - 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

beforeAll(async () => {
  ({ owner } = await registerRestaurant(baseUrl, `Bistrot des stocks ${suffix}`, ['fitfit_stocks']));
  const rid = owner.session.user.restaurant?.id;
  const find = async (name: string) =>
    (
      await owner.call<{ data: { id: string; name: string }[] }>(
        'GET',
        `restaurants/${rid}/stock/mercuriales?search=${encodeURIComponent(name)}`,
      )
    ).data.find((p) => p.name === name)?.id as string;
  ids = { cream: await find(cream), flour: await find(flour) };
  // the opening inventory, counted yesterday through the API
  const opening = await owner.call<{ id: string }>('POST', `restaurants/${rid}/stock/inventories`, { counted_on: yesterday() });
  await owner.call('PUT', `restaurants/${rid}/stock/inventories/${opening.id}/lines`, {
    lines: [
      { product_id: ids.cream, counted_base_quantity: 12_000 },
      { product_id: ids.flour, counted_base_quantity: 25_000 },
    ],
  });
  await owner.call('POST', `restaurants/${rid}/stock/inventories/${opening.id}/validate`);
});

const status = (page: Page, text: string | RegExp) => visible(page.getByRole('status').filter({ hasText: text }));

describe('stock inventories, recipes and food cost', () => {
  test('counts an inventory on a phone, keeps the counts while offline, validates it', async () => {
    const page = await openAs(owner.session, '/stock/restorer-inventories', {
      viewport: { width: 390, height: 844 },
      allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/,
    });
    await visible(page.getByRole('heading', { name: 'Inventaires' }));
    await page.getByRole('button', { name: 'Nouvel inventaire' }).click();
    await page.getByRole('button', { name: "Commencer l'inventaire" }).click();
    await visible(page.getByRole('heading', { name: /Inventaire INV-000002/ }));
    await visible(page.getByRole('heading', { name: /Chambre froide/ }));
    await page.getByRole('textbox', { name: `Quantité de ${cream} en L` }).fill('10,5');
    await status(page, 'Tout est enregistré');

    // the network drops in the cold room: what is typed stays on the phone, then goes when it is back
    await page.context().setOffline(true);
    await page.getByRole('textbox', { name: `Quantité de ${flour} en kg` }).fill('20');
    await status(page, /saisie est gardée sur cet appareil/);
    await screenshot(page, 'stock-inventory-phone-offline');
    await page.context().setOffline(false);
    await status(page, 'Tout est enregistré');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'stock-inventory-phone');

    await page.getByRole('button', { name: "Valider l'inventaire" }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Valider' }).click();
    await visible(page.getByText('Valeur du stock HT'));
    await visible(page.getByText('Validé', { exact: true }));
    // 10,5 L counted against 12 L expected (nothing sold, nothing received)
    await visible(page.getByRole('row').filter({ hasText: cream }).filter({ hasText: '-1,5 L' }));
    await screenshot(page, 'stock-inventory-validated-phone');
  });

  test('sets a par level from the mercuriale on a phone', async () => {
    const page = await openAs(owner.session, `/stock/mercuriales`, { viewport: { width: 390, height: 844 } });
    await page.getByRole('textbox', { name: /Rechercher/ }).fill(cream);
    await page.getByRole('button', { name: `Modifier le stock cible de ${cream}` }).click();
    const dialog = page.getByRole('dialog', { name: `Stock cible — ${cream}` });
    await dialog.getByRole('textbox', { name: 'Stock cible (L)' }).fill('18');
    await dialog.getByRole('combobox', { name: 'Zone de stockage' }).click();
    await page.getByRole('option', { name: 'Bar' }).click();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'stock-par-level-phone');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText('Stock cible enregistré'));
    await visible(page.getByText('18 L', { exact: true }).first());
    await screenshot(page, 'stock-mercuriale-par-phone');
  });

  test('writes a recipe on /haccp/recipes, reached from the stock menu: cost per portion and allergens', async () => {
    const page = await openAs(owner.session, '/stock/food-cost', { viewport: { width: 1440, height: 900 } });
    // no HACCP module here: the stock menu leads to the recipes, and keeps the stock menu open there
    await page.getByRole('link', { name: 'Recettes', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Recettes' }));
    await visible(page.getByRole('button', { name: 'Stock : retour aux modules' }));
    await page.getByRole('button', { name: 'Nouvelle recette' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(`Crème anglaise ${suffix}`);
    await dialog.getByRole('textbox', { name: 'Portions' }).fill('10');
    await dialog.getByRole('combobox', { name: 'Ajouter un ingrédient' }).fill('Crème liquide');
    await page.getByRole('option', { name: new RegExp(cream) }).click();
    await dialog.getByRole('textbox', { name: 'Quantité (L)' }).fill('1');
    await dialog.getByRole('textbox', { name: 'Étapes (une par ligne)' }).fill('Chauffer la crème\nLier aux jaunes');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    const row = page.getByRole('row').filter({ hasText: `Crème anglaise ${suffix}` });
    await visible(row);
    // 1 L at 23,50 € / 6 L = 3,92 € for 10 portions → 0,39 €; milk comes from the cream
    await visible(row.getByText('0,39 €'));
    await visible(row.getByText('Lait'));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'stock-recipes');
  });

  test('reads the AvT report between the two inventories (dark theme, 1440 px)', async () => {
    const page = await openAs(owner.session, '/stock/food-cost', { viewport: { width: 1440, height: 900 } });
    await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
    await visible(page.getByRole('heading', { name: 'Coût matière' }));
    await visible(page.getByText('Ratio matière réel'));
    const row = page.getByRole('row').filter({ hasText: cream });
    // 12 L − 10,5 L = 1,5 L used at 3,92 €/L, none explained by sales
    await visible(row.getByText('1,5 L').first());
    // the dairy category: 47,04 € at the opening, 41,16 € at the closing, 5,88 € used
    await visible(page.getByRole('row').filter({ hasText: 'Produits laitiers et œufs' }).filter({ hasText: '5,88 €' }));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'stock-food-cost-dark');
    await page.goto('/stock/restorer-inventories');
    await visible(page.getByRole('row').filter({ hasText: 'INV-000002' }));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'stock-inventories-dark');
    await page.getByRole('row').filter({ hasText: 'INV-000002' }).click();
    await visible(page.getByText('Valeur du stock HT'));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'stock-inventory-dark');
  });
});
