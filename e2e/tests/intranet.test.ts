import { describe, test } from 'vitest';
import { apiLogin, uniqueSuffix } from '../support/api';
import {
  accounts,
  baseUrl,
  checkBothWidths,
  DESKTOP,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  useBrowser,
  visible,
} from '../support/browser';

/**
 * The intranet (docs/intranet.md) on the demo's Opéra: its owner publishes an announcement « à confirmer » to the team,
 * the manager reads it on a phone and confirms « J'ai lu et j'applique », the owner's follow-up shows it; the
 * platform's news is on the home page. Axe on each screen, 1440 and 390 px.
 */
const { openAs } = useBrowser();

describe('intranet', () => {
  test('the owner publishes to confirm, the manager reads and confirms on a phone, the follow-up shows it', async () => {
    const title = `Procédure friteuse ${uniqueSuffix()}`;
    const owner = await openAs(accounts.restorer, '/', { viewport: DESKTOP });
    await visible(owner.getByText('FitFit Solution : Nouveau : l’Intranet de votre réseau'));

    await owner.goto(`${baseUrl}/intranet/announcements`);
    const main = owner.getByRole('main');
    await visible(main.getByRole('heading', { name: 'Annonces' }));
    await checkBothWidths(owner, 'intranet-announcements');
    await main.getByRole('button', { name: 'Nouvelle annonce' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Nouvelle annonce' });
    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByLabel('Texte').fill('Changer l’huile tous les lundis.\n\n- filtrer chaque soir\n- noter dans HACCP › Huiles');
    await dialog.getByLabel(/^À confirmer/).check();
    await expectNoSeriousA11yViolations(owner, 'intranet editor');
    await screenshot(owner, 'intranet-editor-1440');
    await dialog.getByRole('button', { name: 'Publier' }).click();
    await visible(owner.getByText('Annonce publiée pour l’équipe'));
    await visible(main.getByRole('cell', { name: new RegExp(title) }));

    // the manager, on a phone: the feed marks it unread, opening it records « lu », then it confirms
    const manager = await openAs(await apiLogin(baseUrl, 'gerant@fitfit.example'), '/intranet', { viewport: PHONE });
    const feed = manager.getByRole('main');
    const entry = feed.getByRole('listitem').filter({ hasText: title });
    await visible(entry.getByText('Non lue'));
    await visible(entry.getByText('À confirmer'));
    await expectNoSeriousA11yViolations(manager, 'intranet feed (390 px)');
    await screenshot(manager, 'intranet-feed-390');
    await entry.getByRole('link', { name: title }).click();
    await visible(feed.getByRole('heading', { name: title }));
    await visible(feed.getByRole('listitem').getByText('noter dans HACCP › Huiles'));
    await expectNoSeriousA11yViolations(manager, 'intranet announcement (390 px)');
    await screenshot(manager, 'intranet-announcement-390');
    await feed.getByRole('button', { name: 'J’ai lu et j’applique' }).click();
    await visible(feed.getByText('Vous avez confirmé'));
    await screenshot(manager, 'intranet-confirmed-390');

    // the owner's follow-up
    await owner.goto(`${baseUrl}/intranet/follow-up`);
    await owner.getByRole('main').getByLabel('Annonce').click();
    await owner.getByRole('option', { name: title }).click();
    const row = owner.getByRole('main').getByRole('row', { name: /Thomas Girard/ });
    await visible(row.getByText('Gérant'));
    await visible(owner.getByRole('main').getByText('confirmée pour le restaurant', { exact: false }));
    await checkBothWidths(owner, 'intranet-follow-up');
  });
});
