import { describe, expect, test } from 'vitest';
import { apiLogin, clientFor, restaurantIdNamed, uniqueSuffix } from '../support/api';
import {
  accounts,
  baseUrl,
  COLOUR_RULES,
  checkBothWidths,
  chooseOption,
  DESKTOP,
  demoClient,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  useBrowser,
  visible,
} from '../support/browser';

/**
 * The intranet's document library (docs/intranet.md « Documents ») on the demo's Opéra: its owner deposits a PDF « à
 * confirmer » for the team; the manager, on a phone, finds it by a word of its text (plural asked, singular written),
 * downloads it by its signed address and confirms « J'ai lu et j'applique ». Axe on each screen, 1440 and 390 px.
 */
const { openAs } = useBrowser();

/** A one-page PDF whose text PDF.js reads (Helvetica, ASCII), built by hand: the e2e package has no PDF library. */
const tinyPdf = (text: string) => {
  const stream = `BT /F1 14 Tf 56 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

describe('intranet documents', () => {
  test('the owner deposits a PDF to confirm; the manager finds it by its text on a phone, downloads and confirms', async () => {
    const suffix = uniqueSuffix();
    const title = `Consigne huiles ${suffix}`;
    const owner = await openAs(accounts.restorer, '/intranet/documents', { viewport: DESKTOP });
    const main = owner.getByRole('main');
    await visible(main.getByRole('heading', { name: 'Documents' }));
    await main.getByRole('button', { name: 'Déposer un document' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Déposer un document' });
    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByLabel(/^À confirmer/).check();
    await owner.locator('input[type=file]').setInputFiles({
      name: 'friteuse.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Vider et filtrer l huile des friteuses chaque lundi soir'),
    });
    await expectNoSeriousA11yViolations(owner, 'documents upload');
    await screenshot(owner, 'intranet-documents-upload-1440');
    await dialog.getByRole('button', { name: 'Déposer' }).click();
    await visible(owner.getByText('Document déposé'));
    await visible(main.getByRole('listitem').filter({ hasText: title }).getByText('À confirmer'));
    await checkBothWidths(owner, 'intranet-documents');

    // the manager, on a phone: the singular finds the plural written in the PDF (not in the title)
    const manager = await openAs(await apiLogin(baseUrl, 'gerant@fitfit.example'), '/intranet/documents', { viewport: PHONE });
    const library = manager.getByRole('main');
    await library.getByLabel('Rechercher').fill('friteuse');
    const entry = library.getByRole('listitem').filter({ hasText: title });
    await visible(entry);
    await expectNoSeriousA11yViolations(manager, 'documents search (390 px)');
    await screenshot(manager, 'intranet-documents-search-390');
    const [file] = await Promise.all([
      manager.waitForEvent('download'),
      entry.getByRole('button', { name: `Télécharger « ${title} »` }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('friteuse.pdf');
    expect(new URL(file.url()).pathname).toMatch(/^\/media\/intranet-documents\//);
    await entry.getByRole('button', { name: 'J’ai lu et j’applique' }).click();
    await visible(manager.getByText('Confirmation enregistrée : merci !'));
    await visible(entry.getByText('Confirmé'));
    await entry.getByRole('button', { name: /Versions/ }).click();
    await visible(manager.getByRole('dialog', { name: new RegExp(title) }).getByText('Version 1'));
    await expectNoSeriousA11yViolations(manager, 'documents versions (390 px)');
    await screenshot(manager, 'intranet-documents-versions-390');
  });

  test('the franchisor deposits a document to confirm, sends a new version and follows the version up', async () => {
    const title = `Charte vitrine ${uniqueSuffix()}`;
    const page = await openAs(accounts.franchisor, '/franchisor/intranet/documents', { viewport: DESKTOP });
    const main = page.getByRole('main');
    await visible(main.getByRole('heading', { name: 'Documents' }));
    await main.getByRole('button', { name: 'Déposer un document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Déposer un document' });
    await dialog.getByLabel('Titre').fill(title);
    await chooseOption(page, dialog.getByLabel(/^Destinataires/), 'Les restaurants choisis');
    await chooseOption(page, dialog.getByLabel(/^Restaurants/), 'Bistro Parisien Opéra (Bistro Parisien)');
    await page.keyboard.press('Escape');
    await dialog.getByLabel(/^À confirmer/).check();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'vitrine.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Vitrine v1') });
    await expectNoSeriousA11yViolations(page, 'franchisor document editor');
    await screenshot(page, 'intranet-franchisor-document-editor-1440');
    await dialog.getByRole('button', { name: 'Déposer' }).click();
    await visible(page.getByText('Document déposé'));

    // a new version: the history is kept and the confirmation is asked again
    await main.getByRole('button', { name: `Nouvelle version de ${title}` }).click();
    const upload = page.getByRole('dialog', { name: /Nouvelle version/ });
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'vitrine-2.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Vitrine v2') });
    await upload.getByLabel('Commentaire de version').fill('Nouvelles couleurs');
    await upload.getByRole('button', { name: 'Déposer' }).click();
    await visible(page.getByText('Nouvelle version déposée'));
    await visible(main.getByRole('row', { name: new RegExp(title) }).getByText('Version 2', { exact: false }));
    await checkBothWidths(page, 'intranet-franchisor-documents');

    // the Opéra's manager downloads and confirms version 2 (through the API): the follow-up shows it
    const franchisor = demoClient(accounts.franchisor);
    const listed = await franchisor.call<{ data: { id: string }[] }>(
      'GET',
      `franchisor/intranet/documents?search=${encodeURIComponent(title)}`,
    );
    const id = listed.data[0].id;
    const manager = clientFor(baseUrl, await apiLogin(baseUrl, 'gerant@fitfit.example'));
    const opera = await restaurantIdNamed(manager, 'Bistro Parisien Opéra');
    await manager.call('POST', `restaurants/${opera}/intranet/library/${id}/download`);
    await manager.call('POST', `restaurants/${opera}/intranet/library/${id}/confirm`);
    await main.getByRole('button', { name: `Suivi de ${title}` }).click();
    const follow = page.getByRole('dialog', { name: /Suivi de/ });
    await visible(follow.getByText('confirmée par 1 sur 1 restaurant', { exact: false }));
    await visible(follow.getByRole('row', { name: /Julien Moreau/ }).getByText('Pas téléchargée'));
    await checkBothWidths(page, 'intranet-franchisor-document-follow-up');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
    await expectNoSeriousA11yViolations(page, 'franchisor documents (dark)', { rules: COLOUR_RULES });
    await screenshot(page, 'dark-intranet-franchisor-documents');
  });
});
