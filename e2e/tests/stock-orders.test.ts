import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { uniqueSuffix } from '../support/api';
import { accounts, demoClient, expectNoSeriousA11yViolations, screenshot, useBrowser, visible } from '../support/browser';

/**
 * A restaurant's order with real clicks, on a provider and products of this file (demo prices are never
 * changed): a draft under the minimum order, sent as a PDF purchase order, received in part at a new price
 * that the mercuriale then shows; the admin sees it among every restaurant's orders.
 */
const { openAs } = useBrowser();
const suffix = uniqueSuffix();
const provider = `Fromagerie ${suffix}`;
const cheese = `Comté ${suffix}`;
const butter = `Beurre ${suffix}`;

beforeAll(async () => {
  const admin = demoClient(accounts.admin);
  const p = await admin.call<{ id: string }>('POST', 'admin/stock/providers', {
    name: provider,
    email: `commandes-${suffix}@fromagerie.example`,
    lead_time_days: 2,
    minimum_order_cents: 20_000,
  });
  const category = await admin.call<{ id: string }>('POST', 'admin/stock/categories', { name: `Fromages ${suffix}` });
  const product = (name: string, price: number) => ({
    name,
    category_id: category.id,
    provider_id: p.id,
    unit: 'kg',
    package_label: 'meule 2,5 kg',
    package_base_quantity: 2500,
    package_price_cents: price,
    vat_rate_bp: 550,
  });
  await admin.call('POST', 'admin/stock/products', product(cheese, 4490));
  await admin.call('POST', 'admin/stock/products', { ...product(butter, 890), package_label: 'plaque 1 kg', package_base_quantity: 1000 });
});

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const toastSays = (page: Page, text: string | RegExp) => visible(page.getByRole('alert').filter({ hasText: text }));

describe('stock orders', () => {
  test('create, send, receive in part at a new price; the mercuriale takes it', async () => {
    const page = await openAs(accounts.restorer, '/stock/restorer-orders');
    await visible(page.getByRole('heading', { name: 'Commandes' }));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Nouvelle commande' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Fournisseur' }).click();
    await page.getByRole('option', { name: provider }).click();
    await page.getByRole('button', { name: 'Créer le brouillon' }).click();
    await toastSays(page, /Brouillon BC-\d{6} créé/);

    await page.getByRole('combobox', { name: 'Ajouter un produit' }).click();
    await page.getByRole('option', { name: new RegExp(cheese) }).click();
    await page.getByRole('textbox', { name: `Quantité de ${cheese}` }).fill('3');
    await visible(page.getByText('Sous le minimum de commande'));
    await page.getByRole('combobox', { name: 'Ajouter un produit' }).click();
    await page.getByRole('option', { name: new RegExp(butter) }).click();
    await page.getByRole('textbox', { name: `Quantité de ${butter}` }).fill('10');
    await expect.poll(() => page.getByText('Sous le minimum de commande').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'stock-order-draft');
    await page.getByRole('button', { name: 'Envoyer au fournisseur' }).click();
    // the e-mail and its PDF are shown before anything leaves: nothing is sent until confirmed
    const preview = page.getByRole('dialog', { name: 'Envoyer le bon de commande ?' });
    await visible(preview.getByText(`commandes-${suffix}@fromagerie.example`));
    await visible(preview.getByText(/Veuillez trouver ci-joint notre bon de commande/));
    await visible(preview.getByRole('button', { name: /\.pdf$/ }));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'stock-order-send-preview');
    await preview.getByRole('button', { name: 'Annuler' }).click();
    await visible(page.getByText('Brouillon', { exact: true }));
    // the saved draft on a phone: each line's quantity and total stay on screen (package and price under the product)
    const phone = await openAs(accounts.restorer, new URL(page.url()).pathname, { viewport: { width: 390, height: 844 } });
    const quantity = phone.getByRole('textbox', { name: `Quantité de ${cheese}` });
    await visible(quantity);
    const total = row(phone, cheese).getByText('134,70', { exact: false });
    for (const box of [await quantity.boundingBox(), await total.boundingBox()]) expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await screenshot(phone, 'stock-order-draft-390');
    await page.getByRole('button', { name: 'Envoyer au fournisseur' }).click();
    await page.getByRole('dialog', { name: 'Envoyer le bon de commande ?' }).getByRole('button', { name: 'Envoyer', exact: true }).click();
    await toastSays(page, `Bon de commande envoyé à commandes-${suffix}@fromagerie.example`);
    await visible(page.getByText('Envoyée', { exact: true }));

    await page.getByRole('textbox', { name: `Livré de ${cheese}`, exact: true }).fill('2');
    await page.getByRole('textbox', { name: `Prix livré de ${cheese}` }).fill('46,90');
    await page.getByRole('textbox', { name: `Livré de ${butter}`, exact: true }).fill('0');
    await visible(page.getByText('1 prix diffère de la commande'));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Enregistrer la réception' }).click();
    await toastSays(page, 'Réception enregistrée');
    await visible(page.getByText('Reçue partiellement', { exact: true }));
    await visible(row(page, cheese).getByText('prix modifié'));
    await screenshot(page, 'stock-order-received');

    const mercuriale = await openAs(accounts.restorer, '/stock/mercuriales');
    await mercuriale.getByRole('textbox', { name: 'Rechercher un produit, une référence' }).fill(cheese);
    await visible(row(mercuriale, cheese).getByText(/^18,76\s€\/kg$/));
    await expectNoSeriousA11yViolations(mercuriale);
    await row(mercuriale, cheese).click();
    await visible(mercuriale.getByText(/^De 17,96\s€\/kg le/));
    await screenshot(mercuriale, 'stock-mercuriale-history');

    const admin = await openAs(accounts.admin, '/stock/orders');
    await admin.getByRole('textbox', { name: 'Rechercher une commande, un restaurant, un fournisseur' }).fill(provider);
    await visible(row(admin, provider).getByText('Reçue partiellement'));
    await expectNoSeriousA11yViolations(admin);
  });

  test('the orders list on a phone', async () => {
    const page = await openAs(accounts.restorer, '/stock/restorer-orders', { viewport: { width: 390, height: 844 } });
    await visible(page.getByRole('heading', { name: 'Commandes' }));
    await screenshot(page, 'stock-orders-390');
  });
});
