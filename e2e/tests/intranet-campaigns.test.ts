import { describe, expect, test } from 'vitest';
import { placeholderPng } from '../../apps/api/src/lib/uploads/png';
import { uniqueSuffix } from '../support/api';
import {
  accounts,
  baseUrl,
  COLOUR_RULES,
  checkBothWidths,
  chooseOption,
  DESKTOP,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  useBrowser,
  visible,
} from '../support/browser';

/**
 * The intranet's campaigns (docs/intranet.md « Campagnes ») on the demo: the franchisor launches one to the Opéra with
 * the rich-text editor, the Opéra's owner sees it waiting on `/` on a phone, opens it, adds a photo (previewed by its
 * signed address) and marks it done; the franchisor's follow-up shows it done with the photo. Axe on each screen, 1440
 * and 390 px, the follow-up in the dark theme too.
 */
const { openAs } = useBrowser();

/** `YYYY-MM-DDTHH:mm` a week ahead, as a datetime-local field takes it. */
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16);

describe('intranet campaigns', () => {
  test('the franchisor launches, the owner does it with a photo on a phone, the franchisor sees it done', async () => {
    const title = `Ardoise d’été ${uniqueSuffix()}`;
    const franchisor = await openAs(accounts.franchisor, '/franchisor/intranet/campaigns', { viewport: DESKTOP });
    const main = franchisor.getByRole('main');
    await visible(main.getByRole('heading', { name: 'Campagnes' }));
    await main.getByRole('button', { name: 'Nouvelle campagne' }).click();
    const dialog = franchisor.getByRole('dialog', { name: 'Nouvelle campagne' });
    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByRole('textbox', { name: 'Consignes' }).fill('Écrire la carte d’été sur l’ardoise de la terrasse.');
    await chooseOption(franchisor, dialog.getByLabel(/^Destinataires/), 'Les restaurants choisis');
    await chooseOption(franchisor, dialog.getByLabel(/^Restaurants/), 'Bistro Parisien Opéra (Bistro Parisien)');
    await franchisor.keyboard.press('Escape');
    await dialog.getByLabel(/^À rendre avant le/).fill(nextWeek());
    await expectNoSeriousA11yViolations(franchisor, 'campaign editor');
    await screenshot(franchisor, 'intranet-campaign-editor-1440');
    await dialog.getByRole('button', { name: 'Publier' }).click();
    await visible(franchisor.getByText('Campagne lancée'));
    await visible(main.getByRole('cell', { name: new RegExp(title) }));

    // the Opéra's owner on a phone: waiting on `/`, then the task, its photo and « Marquer comme faite »
    const owner = await openAs(accounts.restorer, '/', { viewport: PHONE });
    const waiting = owner.getByRole('region', { name: /^Campagnes à rendre/ });
    await visible(waiting.getByRole('link', { name: title }));
    await screenshot(owner, 'intranet-campaigns-home-390');
    await owner.goto(`${baseUrl}/intranet/campaigns`);
    const list = owner.getByRole('main');
    await visible(list.getByRole('link', { name: new RegExp(`^${title}`) }));
    await expectNoSeriousA11yViolations(owner, 'campaigns (390 px)');
    await screenshot(owner, 'intranet-campaigns-390');
    await list.getByRole('link', { name: new RegExp(`^${title}`) }).click();
    await visible(list.getByRole('heading', { name: title }));
    await owner.locator('input[type=file]').setInputFiles({
      name: 'ardoise.png',
      mimeType: 'image/png',
      buffer: Buffer.from(placeholderPng('#2f6f73', 320, 240)),
    });
    const preview = list.getByRole('img', { name: /^Photo 1 de la preuve/ });
    await visible(preview);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await list.getByLabel('Commentaire').fill('Ardoise écrite ce matin.');
    await expectNoSeriousA11yViolations(owner, 'campaign proof (390 px)');
    await screenshot(owner, 'intranet-campaign-proof-390');
    await list.getByRole('button', { name: 'Marquer comme faite' }).click();
    await visible(owner.getByText('Campagne rendue : merci !'));
    await visible(list.getByRole('heading', { name: 'Preuve rendue' }));
    await screenshot(owner, 'intranet-campaign-done-390');

    // the franchisor's follow-up: the Opéra done, with its photo
    await franchisor.reload();
    await main.getByRole('button', { name: `Suivi de ${title}` }).click();
    const follow = franchisor.getByRole('region', { name: `Suivi : ${title}` });
    const row = follow.getByRole('row', { name: /Bistro Parisien Opéra/ });
    await visible(row.getByText('Faite'));
    await visible(row.getByRole('img', { name: /^Photo 1 de la preuve/ }));
    await visible(follow.getByText('1 sur 1 restaurant fait', { exact: false }));
    await checkBothWidths(franchisor, 'intranet-campaign-follow-up');
    await franchisor.getByRole('button', { name: 'Passer au thème sombre' }).click();
    await expectNoSeriousA11yViolations(franchisor, 'campaign follow-up (dark)', { rules: COLOUR_RULES });
    await screenshot(franchisor, 'dark-intranet-campaign-follow-up');
  });
});
