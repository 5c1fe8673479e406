import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { placeholderPng } from '../../apps/api/src/lib/uploads/png';
import { type Client, registerRestaurant, uniqueSuffix } from '../support/api';
import { baseUrl, expectNoSeriousA11yViolations, expectPath, screenshot, useBrowser, visible } from '../support/browser';

/** HACCP on a restaurant of its own: equipment made through the API, readings and non-conformities through the screens. */
const { openAs } = useBrowser();
let owner: Client;
let restaurantId: string;
const room = `Chambre froide ${uniqueSuffix()}`;
const phone = { viewport: { width: 390, height: 844 } };
const main = (page: Page) => page.getByRole('main');
const dialog = (page: Page) => page.getByRole('dialog');

beforeAll(async () => {
  ({ owner, restaurantId } = await registerRestaurant(baseUrl, `HACCP ${uniqueSuffix()}`, ['fitfit_haccp']));
  await owner.call('POST', `restaurants/${restaurantId}/haccp/equipment`, {
    name: room,
    kind: 'cold_room',
    min_c: 0,
    max_c: 3,
    readings_per_day: 2,
    active: true,
  });
});

describe('HACCP temperatures and non-conformities', () => {
  test('refuses a reading out of range without its corrective action, saves it with one, then takes its non-conformity to closed', async () => {
    const page = await openAs(owner.session, '/haccp/dashboard', phone);
    await visible(main(page).getByText(room));
    await visible(main(page).getByText('Aucune non-conformité ouverte.'));
    await screenshot(page, 'haccp-home-390');
    await expectNoSeriousA11yViolations(page);

    // the home's "Relever" opens the entry form of that equipment
    await main(page)
      .getByRole('link', { name: `Relever ${room}` })
      .click();
    await expectPath(page, '/haccp/temperatures');
    const form = dialog(page);
    await visible(form.getByRole('heading', { name: 'Nouveau relevé' }));
    const temperature = form.getByRole('textbox', { name: /^Température/ });
    expect(await temperature.getAttribute('inputmode')).toBe('decimal');
    await temperature.fill('8,5');
    // the verdict gives the excess over the limit, not the reading
    await visible(form.getByText('5,5 °C au-dessus de la limite de 3 °C', { exact: false }));
    await visible(form.getByLabel('Action corrective'));
    // without its corrective action, the reading is not sent: the form says what is missing and stays open
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(form.getByText("Indiquez l'action corrective : 5,5 °C au-dessus de la limite de 3 °C"));
    expect(await page.getByText('Relevé enregistré').count()).toBe(0);
    await screenshot(page, 'haccp-temperature-action-required-390');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await visible(form.getByText("Indiquez l'action corrective : 5,5 °C au-dessus de la limite de 3 °C"));
    await screenshot(page, 'haccp-temperature-action-required-1440');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(phone.viewport);
    await form.getByLabel('Action corrective').fill('Porte refermée, produits contrôlés à cœur');
    await screenshot(page, 'haccp-temperature-entry-390');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText('Relevé enregistré'));
    // saved with its action, it opened its non-conformity at « action corrective saisie »
    const row = main(page).getByRole('row').filter({ hasText: '8,5 °C' });
    await visible(row.getByText('Non conforme'));
    await visible(row.getByText('Action corrective saisie'));
    await screenshot(page, 'haccp-temperatures-390');

    // the non-conformity, from the home: the action given at entry, then verification and closing, each signed
    await page.goto('/haccp/dashboard');
    await main(page).getByRole('button').filter({ hasText: '5,5 °C au-dessus de la limite de 3 °C' }).click();
    const nc = dialog(page);
    await visible(nc.getByText('Porte refermée, produits contrôlés à cœur'));
    await expectNoSeriousA11yViolations(page);
    await nc.getByLabel('Constat de vérification (facultatif)').fill('2 °C une heure après');
    await nc.getByRole('button', { name: "Vérifier l'efficacité" }).click();
    await visible(page.getByText('Vérification enregistrée'));
    await nc.getByRole('button', { name: 'Clôturer' }).click();
    await visible(page.getByText('Non-conformité clôturée'));
    await visible(nc.getByText('Clôturée', { exact: true }).first());
    await screenshot(page, 'haccp-non-conformity-390');
    await page.keyboard.press('Escape');
    await visible(main(page).getByText('Aucune non-conformité ouverte.'));
  });

  test('corrects a reading: a new version, the old one kept in the history', async () => {
    const page = await openAs(owner.session, '/haccp/temperatures');
    const row = main(page).getByRole('row').filter({ hasText: '8,5 °C' });
    await row.getByRole('button', { name: /^Corriger/ }).click();
    const form = dialog(page);
    await visible(form.getByRole('heading', { name: 'Corriger le relevé' }));
    await form.getByRole('textbox', { name: /^Température/ }).fill('2,5');
    await form.getByRole('button', { name: 'Enregistrer la correction' }).click();
    await visible(form.getByText('Le champ motif de la correction est obligatoire'));
    await form.getByLabel('Motif de la correction').fill('Erreur de saisie');
    await form.getByRole('button', { name: 'Enregistrer la correction' }).click();
    const corrected = main(page).getByRole('row').filter({ hasText: '2,5 °C' });
    await visible(corrected.getByText('(corrigé, v2)'));
    expect(await main(page).getByRole('row').filter({ hasText: '8,5 °C' }).count()).toBe(0);
    await corrected.getByRole('button', { name: /^Historique/ }).click();
    await visible(dialog(page).getByText('Version 1'));
    await visible(dialog(page).getByText('Motif de la correction : Erreur de saisie'));
    await screenshot(page, 'haccp-history');
    await expectNoSeriousA11yViolations(page);
  });
});

describe('HACCP time/temperature controls, receptions, oils and traceability', () => {
  test('runs a cooling timer on screen, then records its end and the computed compliance', async () => {
    const page = await openAs(owner.session, '/haccp/heat-transfers', phone);
    await main(page).getByRole('button', { name: 'Démarrer un refroidissement' }).click();
    const start = dialog(page);
    await start.getByLabel('Produit').fill('Blanquette e2e');
    await start.getByRole('textbox', { name: /^Température de départ/ }).fill('72');
    await start.getByRole('button', { name: 'Démarrer le minuteur' }).click();
    const timer = main(page).getByRole('timer', { name: 'Refroidissement Blanquette e2e' });
    await visible(timer);
    const elapsed = timer.getByText(/^0 h 00 min \d\d s$/);
    const first = await elapsed.textContent();
    // the timer runs: its text changes by itself
    await expect.poll(() => elapsed.textContent()).not.toBe(first);
    await visible(timer.getByText(/^Encore 1 h 59 min/));
    await screenshot(page, 'haccp-cooling-timer-390');
    await expectNoSeriousA11yViolations(page);
    await timer.getByRole('button', { name: 'Terminer et relever' }).click();
    const form = dialog(page);
    await form.getByRole('textbox', { name: /^Température de fin/ }).fill('8');
    await visible(form.getByText('Conforme', { exact: true }));
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText('Contrôle temps/température enregistré'));
    await visible(main(page).getByRole('row').filter({ hasText: 'Blanquette e2e' }).getByText('Conforme'));
    expect(await timer.count()).toBe(0);
  });

  test('checks a delivery explicitly: a 5,5 °C delivery accepted only with an action', async () => {
    const page = await openAs(owner.session, '/haccp/receptions', phone);
    await main(page).getByRole('button', { name: 'Nouvelle livraison' }).click();
    const form = dialog(page);
    const question = (name: string) => form.getByRole('radiogroup', { name: new RegExp(`^${name}`) });
    // every check and the decision start unanswered
    for (const name of ['Emballages intacts', 'DLC conformes', 'Estampille sanitaire présente', 'Décision']) {
      await visible(question(name));
      expect(await question(name).getByRole('radio', { checked: true }).count(), name).toBe(0);
    }
    await form.getByLabel('Fournisseur').fill('Crèmerie e2e');
    await form.getByRole('textbox', { name: /^Produits frais/ }).fill('5,5');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(form.getByText('Le champ décision est obligatoire'));
    await visible(form.getByText('Le champ emballages est obligatoire'));
    await question('Emballages intacts').scrollIntoViewIfNeeded();
    await screenshot(page, 'haccp-reception-unanswered-390');
    for (const name of ['Emballages intacts', 'DLC conformes', 'Estampille sanitaire présente']) {
      await question(name).getByRole('radio', { name: 'Oui' }).check();
    }
    await question('Décision').getByRole('radio', { name: 'Acceptée' }).check();
    await visible(form.getByText('produits frais : 1,5 °C au-dessus de la limite de 4 °C', { exact: false }));
    // accepted out of range: not sent without its corrective action
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    const missing = "Indiquez l'action corrective : produits frais : 1,5 °C au-dessus de la limite de 4 °C";
    await visible(form.getByText(missing));
    expect(await page.getByText('Contrôle à réception enregistré').count()).toBe(0);
    await screenshot(page, 'haccp-reception-action-required-390');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await visible(form.getByText(missing));
    await screenshot(page, 'haccp-reception-action-required-1440');
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel('Action corrective').fill('Crème isolée, utilisée dans la journée, fournisseur prévenu');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText('Contrôle à réception enregistré'));
    const row = main(page).getByRole('row').filter({ hasText: 'Crèmerie e2e' });
    await visible(row.getByText('Acceptée'));
    await visible(row.getByText('Action corrective saisie'));
  });

  test('records a refused delivery, which opens a non-conformity; the oils and traceability screens', async () => {
    const page = await openAs(owner.session, '/haccp/receptions');
    await main(page).getByRole('button', { name: 'Nouvelle livraison' }).click();
    const form = dialog(page);
    await form.getByLabel('Fournisseur').fill('Marée e2e');
    await form.getByRole('textbox', { name: /^Produits frais/ }).fill('9');
    for (const name of ['Emballages intacts', 'DLC conformes', 'Estampille sanitaire présente']) {
      await form
        .getByRole('radiogroup', { name: new RegExp(`^${name}`) })
        .getByRole('radio', { name: 'Oui' })
        .check();
    }
    await form.getByText('Refusée', { exact: true }).click();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(form.getByText('Le motif du refus est obligatoire'));
    await form.getByLabel('Motif du refus').fill('Poisson à 9 °C');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    const row = main(page).getByRole('row').filter({ hasText: 'Marée e2e' });
    await visible(row.getByText('Refusée : Poisson à 9 °C'));
    await visible(row.getByText('Ouverte'));
    await screenshot(page, 'haccp-receptions');

    for (const [path, heading] of [
      ['/haccp/oils', 'Huiles'],
      ['/haccp/traceabilities', 'Traçabilité'],
    ] as const) {
      await page.goto(path);
      await visible(main(page).getByRole('heading', { name: heading, level: 2 }));
      await main(page)
        .getByRole('button', { name: /^Nouve/ })
        .click();
      await visible(dialog(page).getByRole('button', { name: 'Enregistrer' }));
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `haccp-${path.split('/')[2]}`);
      await page.keyboard.press('Escape');
    }
  });
});

describe('HACCP cleaning plan and checklists', () => {
  test('adds a task to the plan and signs it done; fills a checklist with an item not compliant', async () => {
    await owner.call('POST', `restaurants/${restaurantId}/haccp/checklist-templates`, {
      name: 'Ouverture',
      moment: 'opening',
      items: ['Mains lavées', 'Chambre froide fermée'],
      active: true,
    });
    const page = await openAs(owner.session, '/haccp/cleaning-plans', phone);
    await main(page).getByRole('button', { name: 'Ajouter une tâche' }).click();
    const taskForm = dialog(page);
    await taskForm.getByLabel('Zone ou équipement').fill('Plonge');
    await taskForm.getByRole('textbox', { name: /^Tâche/ }).fill('Désinfecter le plan de travail');
    await taskForm.getByRole('button', { name: 'Ajouter' }).click();
    await visible(page.getByText('Tâche ajoutée au plan'));
    await main(page).getByRole('button', { name: 'Fait' }).click();
    const done = dialog(page);
    await done.getByLabel('Réalisé par (signature)').fill('Hugo');
    await expectNoSeriousA11yViolations(page);
    await done.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(main(page).getByRole('row').filter({ hasText: 'Hugo' }).getByText('Conforme'));
    await screenshot(page, 'haccp-cleaning-plans-390');

    await page.goto('/haccp/checklists');
    await main(page).getByRole('button', { name: 'Remplir' }).click();
    const form = dialog(page);
    await form.getByLabel('Mains lavées').check();
    await visible(form.getByLabel('Action corrective'));
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    const row = main(page).getByRole('row').filter({ hasText: 'Ouverture' });
    await visible(row.getByText('1 / 2'));
    await visible(row.getByText('Non conforme'));
    await screenshot(page, 'haccp-checklists-390');
  });
});

describe('HACCP photos: private files shown through signed addresses', () => {
  test('a label photo taken in the form shows in the list and its preview, from a signed address only', async () => {
    const page = await openAs(owner.session, '/haccp/traceabilities');
    await main(page).getByRole('button', { name: 'Nouvelle étiquette' }).click();
    const form = dialog(page);
    await form.getByRole('textbox', { name: /^Produit/ }).fill('Crème photo e2e');
    await form.getByRole('textbox', { name: /^Lot/ }).fill('L-PHOTO');
    await form.getByLabel(/^DLC/).first().fill('2030-01-31');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'etiquette.png', mimeType: 'image/png', buffer: placeholderPng('#2f855a', 320, 240) });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText('Traçabilité enregistrée'));
    const row = main(page).getByRole('row').filter({ hasText: 'Crème photo e2e' });
    const thumbnail = row.locator('img'); // alt="": its button says what it shows
    await visible(thumbnail);
    const src = (await thumbnail.getAttribute('src')) ?? '';
    expect(src).toMatch(new RegExp(`^/media/private/${restaurantId}/[0-9a-f]{32}\\.png\\?expires=\\d+&signature=`));
    // the browser really loaded it (an <img> cannot send the session: the address is the right)
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await row.getByRole('button', { name: /^Voir la photo 1/ }).click();
    await visible(dialog(page).getByRole('img', { name: "Photo de l'enregistrement" }));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'haccp-record-photo-preview');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await screenshot(page, 'haccp-record-photo-list');
    // without its signature, or through the public folder of the card's photos, the file is not served
    const unsigned = await page.request.get(`${baseUrl}${src.split('?')[0]}`);
    expect(unsigned.status()).toBe(403);
    expect((await unsigned.json()).error.message).toMatch(/^Lien de fichier invalide/);
    const file = src.split('?')[0].split('/').at(-1);
    expect((await page.request.get(`${baseUrl}/uploads/${restaurantId}/${file}`)).status()).toBe(404);
    expect((await page.request.get(`${baseUrl}${src}`)).status()).toBe(200);
  });
});
