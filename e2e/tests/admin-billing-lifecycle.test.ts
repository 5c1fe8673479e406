import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  accounts,
  baseUrl,
  chooseOption,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  login,
  screenshot,
  searchList,
  useBrowser,
  visible,
} from '../support/browser';

/**
 * PRODUCT §2: a restaurant the admin creates gets a subscription when a module is assigned ("Attribuer un
 * module" offers it), the run bills it, a credit note cancels the invoice; the subscription is changed and
 * canceled with confirmations naming the restaurant. Works on a restaurant of its own (soft-deleted after).
 */
const { newPage } = useBrowser();
const suffix = Date.now().toString(36).slice(-5);
const restaurantName = `Brasserie facturée ${suffix}`;
const now = new Date();
const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);

const call = async <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
};

let token = '';
let restaurantId = '';

beforeAll(async () => {
  ({ token } = await call<{ token: string }>('POST', 'auth/login', undefined, { email: accounts.admin, password: DEMO_PASSWORD }));
  restaurantId = (
    await call<{ id: string }>('POST', 'admin/restaurants', token, { name: restaurantName, timezone: 'Europe/Paris', currency: 'EUR' })
  ).id;
});

afterAll(async () => {
  // invoices and credit notes are never deleted: the restaurant is soft-deleted, its subscription canceled by the test
  if (restaurantId) await call('DELETE', `admin/restaurants/${restaurantId}`, token).catch(() => undefined);
  await call('POST', 'auth/logout', token).catch(() => undefined);
});

describe('admin billing lifecycle', () => {
  test('assigning a module offers to start the subscription; the run bills it; a credit note cancels the invoice', async () => {
    const page = await newPage();
    await login(page, accounts.admin);
    await page.goto(`/admin/restaurants/${restaurantId}/modules`);
    await page.getByRole('button', { name: 'Attribuer un module' }).click();
    const assign = page.getByRole('dialog', { name: 'Attribuer un module' });
    await assign.getByRole('combobox', { name: 'Module' }).click();
    await page.getByRole('option', { name: /^Caisse/ }).click();
    await assign.getByLabel('Début').fill(previous);
    await assign.getByRole('button', { name: 'Enregistrer' }).click();

    const offer = page.getByRole('dialog', { name: `« ${restaurantName} » n’a pas d’abonnement` });
    await visible(offer.getByText('Sans abonnement, ses modules ne sont pas facturés.', { exact: false }));
    await offer.getByRole('button', { name: 'Démarrer un abonnement' }).click();
    const start = page.getByRole('dialog', { name: `Abonner « ${restaurantName} »` });
    await start.getByLabel('Début').fill(previous);
    await page.waitForTimeout(300); // the modal's opening transition
    await expectNoSeriousA11yViolations(page, 'subscription create');
    await start.getByRole('button', { name: 'Créer l’abonnement' }).click();
    await visible(page.getByText(`Abonnement de « ${restaurantName} » créé`, { exact: false }));

    // the next run (last month: the demo's restaurants are already billed for it) bills it
    await call('POST', 'admin/subscription_invoices/run', token, { period: previous.slice(0, 7) });
    // another file running the same month (only months over are billed) may have billed it first: find it by name
    const billed = await call<{ data: { number: string }[] }>(
      'GET',
      `admin/subscription_invoices?search=${encodeURIComponent(restaurantName)}`,
      token,
    );
    expect(billed.data).toHaveLength(1);
    const [{ number }] = billed.data;

    await page.goto('/admin/invoices');
    await searchList(page.getByLabel('Rechercher par numéro ou restaurant'), restaurantName);
    await visible(page.getByRole('cell', { name: number, exact: true }));
    await page.getByRole('button', { name: `Annuler la facture ${number} par un avoir` }).click();
    const credit = page.getByRole('dialog', { name: `Annuler la facture ${number} par un avoir` });
    await credit.getByRole('button', { name: 'Émettre l’avoir' }).click();
    await visible(credit.getByText('Indiquez le motif de l’avoir (3 caractères au moins)'));
    await credit.getByRole('textbox', { name: /^Motif/ }).fill('Erreur de période');
    await credit.getByRole('button', { name: 'Émettre l’avoir' }).click();
    await visible(page.getByText(/^Avoir AV-\d{4}-\d{6} émis : la facture/));
    await visible(page.getByText('Annulée par avoir'));
    await visible(page.getByText(/^Avoir AV-\d{4}-\d{6}$/));
    await visible(page.getByRole('button', { name: /^PDF de l’avoir AV-/ }));
    expect(await page.getByRole('button', { name: `Marquer la facture ${number} payée` }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'admin-invoices-credit-note');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-invoices-credit-note-390');
  });

  test('changes the subscription, then cancels it after a confirmation naming the restaurant', async () => {
    const page = await newPage();
    await login(page, accounts.admin);
    await page.goto('/admin/subscriptions');
    await searchList(page.getByLabel('Rechercher un restaurant'), restaurantName);
    await page.getByRole('button', { name: `Modifier l’abonnement de ${restaurantName}` }).click();
    const edit = page.getByRole('dialog', { name: `Modifier l’abonnement de « ${restaurantName} »` });
    await chooseOption(page, edit.getByRole('combobox', { name: 'Périodicité' }), 'Annuel');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText(`Abonnement de « ${restaurantName} » enregistré`));
    await visible(page.getByRole('cell', { name: 'Annuel' }));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'admin-subscriptions-actions');

    await page.getByRole('button', { name: `Résilier l’abonnement de ${restaurantName}` }).click();
    const confirm = page.getByRole('dialog', { name: `Résilier l’abonnement de « ${restaurantName} » ?` });
    await confirm.getByRole('button', { name: 'Résilier' }).click();
    await visible(page.getByText(`Abonnement de « ${restaurantName} » résilié`));
    await page.getByRole('switch', { name: 'Abonnés uniquement' }).click();
    await visible(page.getByText(/^Résilié le \d{2}\/\d{2}\/\d{4}$/));
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-subscriptions-390');
  });
});
