import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import {
  accounts,
  COLOUR_RULES,
  checkBothWidths,
  DESKTOP,
  expectNoSeriousA11yViolations,
  screenshot,
  useBrowser,
  visible,
} from '../support/browser';

/** « Export comptable » (docs/accounting.md): the demo owner exports last month's FEC, archived; 1440 and 390 px, dark theme, axe. */
const { openAs } = useBrowser();

describe('caisse: accounting export', () => {
  test('exports the last 30 days as a FEC, balanced day by day, then archives last month', async () => {
    const page = await openAs(accounts.restorer, '/caisse/accounting-export', { viewport: DESKTOP });
    const main = page.getByRole('main');
    await visible(main.getByRole('heading', { name: 'Export comptable' }));
    // the demo's closed days (a week of history here), each balanced; the days without a Z are listed, not exported
    await main.getByText('Période libre', { exact: true }).click();
    await visible(main.getByText('✓ Équilibrée').first());
    expect(await main.getByText('Export refusé').count()).toBe(0);
    expect(await main.getByText('Déséquilibrée').count()).toBe(0);

    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Télécharger', exact: true }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^812345678FEC\d{8}\.txt$/);
    const [header, first] = (await readFile((await file.path()) as string, 'utf8')).split('\r\n');
    expect(header.split('\t')).toHaveLength(18);
    expect(first.split('\t').slice(0, 2)).toEqual(['VE', 'Ventes']);
    await checkBothWidths(page, 'accounting-export');

    // last month: over and without an unclosed day, so its first export is archived (version 1)
    await main.getByText('Un mois', { exact: true }).click();
    await visible(main.getByText(/^Mois clôturé/));
    const archiving = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Télécharger', exact: true }).click();
    await archiving;
    await visible(main.getByText(/· FEC · version 1$/));
    await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
    await expectNoSeriousA11yViolations(page, 'accounting export (dark)', { rules: COLOUR_RULES });
    await screenshot(page, 'dark-accounting-export');
  });
});
