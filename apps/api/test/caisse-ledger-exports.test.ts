import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformScope } from '../src/lib/tenant-scope';
import { closeDay } from '../src/modules/caisse/ledger/closings/service';
import { type DocumentsWorld, documentsWorld } from './ledger-documents-helpers';
import { pdfText } from './pdf-text';

let w: DocumentsWorld;
/** Three closed days across a month boundary: the last day of a month and the first two of the next. */
let days: string[];
const iso = (d: Date) => d.toISOString().slice(0, 10);
beforeAll(async () => {
  w = await documentsWorld();
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  days = [-1, 0, 1].map((k) => iso(new Date(monthStart.getTime() + k * 86_400_000)));
  // one ticket of 49,00 € on the first day, two on the second, three on the third
  for (const [i, day] of days.entries()) {
    const at = new Date(`${day}T12:00:00Z`);
    await w.sell(
      ...Array.from({ length: i + 1 }, () =>
        w.ticket(2, { opened_at: new Date(at.getTime() - 3_600_000).toISOString(), closed_at: at.toISOString() }),
      ),
    );
    await closeDay(w.db, platformScope(w.a), day, { counted_cash_cents: 0 }, w.world.users.restorer);
  }
});
afterAll(() => w.ctx.close());

const exportOf = (format: string, from = days[0], to = days[2], extra = '') =>
  w.call('GET', `closings/export?from=${from}&to=${to}&format=${format}${extra}`);

describe('closings export of a period', () => {
  it('CSV: ";", UTF-8 BOM, French decimals, daily rows then monthly, yearly and period totals with the perpetual grand total', async () => {
    const res = await exportOf('csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`clotures-${days[0]}-${days[2]}.csv`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(res.rawPayload, { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
    const labels = rows.map((r) => r['Période']);
    const months = new Set(days.map((d) => d.slice(0, 7)));
    const years = new Set(days.map((d) => d.slice(0, 4)));
    expect(labels.filter((l) => l.startsWith('Z n°'))).toHaveLength(3);
    expect(
      labels.filter((l) => /^Total (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) /.test(l)),
    ).toHaveLength(months.size);
    expect(labels.filter((l) => /^Total \d{4}$/.test(l))).toHaveLength(years.size);
    expect(labels.at(-1)).toMatch(/^Total de la période du /);
    expect(labels[0]).toMatch(/^Z n°1 du /);
    // day 1: 1 ticket, day 2: 2, day 3: 3, each 49,00 € TTC at 10 %
    const zRows = rows.filter((r) => r['Période'].startsWith('Z n°'));
    expect(zRows.map((r) => r['CA TTC'])).toEqual(['49,00', '98,00', '147,00']);
    expect(zRows.map((r) => r['Grand total perpétuel'])).toEqual(['49,00', '147,00', '294,00']);
    expect(zRows[0]['HT 10 %']).toBe('44,55');
    expect(zRows[0]['Carte bancaire']).toBe('49,00');
    // dates as French Excel reads them
    const fr = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
    expect(zRows.map((r) => [r['Du'], r['Au']])).toEqual(days.map((d) => [fr(d), fr(d)]));
    // the first month's subtotal comes right after its only day
    expect(rows[1]['Période']).toMatch(/^Total [a-zé]+ \d{4}$/);
    expect(rows[1]['CA TTC']).toBe('49,00');
    const total = rows.at(-1)!;
    expect(total['CA TTC']).toBe('294,00');
    expect(total['Tickets']).toBe('6');
    expect(total['Grand total de la période']).toBe('294,00');
    expect(total['Grand total perpétuel']).toBe('294,00');
  });

  it('XLSX read back with exceljs: numbers in euros, bold totals', async () => {
    const res = await exportOf('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Clôtures')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header[0]).toBe('Période');
    const ttc = header.indexOf('CA TTC') + 1;
    const perpetual = header.indexOf('Grand total perpétuel') + 1;
    expect(sheet.getRow(2).getCell(ttc).value).toBe(49);
    expect(sheet.getRow(2).getCell(ttc).numFmt).toContain('€');
    const du = sheet.getRow(2).getCell(header.indexOf('Du') + 1);
    expect(du.value).toEqual(new Date(`${days[0]}T00:00:00Z`));
    expect(du.numFmt).toBe('dd/mm/yyyy');
    const last = sheet.getRow(sheet.rowCount);
    expect(String(last.getCell(1).value)).toMatch(/^Total de la période/);
    expect(last.getCell(ttc).value).toBe(294);
    expect(last.getCell(perpetual).value).toBe(294);
    expect(last.font?.bold).toBe(true);
  });

  it('PDF with the totals, and monthly rows only when asked for months', async () => {
    const res = await exportOf('pdf');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Clôtures de caisse');
    expect(text).toContain('Total de la période');
    expect(text).toMatch(/Grand total\s+perpétuel/);
    expect(text).toContain('294,00 €');
    expect(text).toContain('Z n°3');

    const monthly = parse((await exportOf('csv', days[0], days[2], '&period=month')).rawPayload, {
      delimiter: ';',
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(monthly.some((r) => r['Période'].startsWith('Z n°'))).toBe(false);
    expect(monthly.at(-1)?.['CA TTC']).toBe('294,00');
  });

  it('journals every export, and refuses a reversed range, an unknown format and other restaurants', async () => {
    const { rows } = await w.db.execute<{ details: { format: string } }>(
      sql`select details from caisse_ledger_events where restaurant_id = ${w.a} and kind = 'export' order by id`,
    );
    expect(rows.map((r) => r.details.format)).toEqual(['csv', 'xlsx', 'pdf', 'csv']);
    expect((await exportOf('csv', days[2], days[0])).statusCode).toBe(400);
    expect((await exportOf('docx')).statusCode).toBe(400);
    const foreign = await w.call('GET', `closings/export?from=${days[0]}&to=${days[2]}&format=csv`, undefined, w.tokens.restorerB);
    expect(foreign.statusCode).toBe(403);
    const own = await w.call('GET', `closings/export?from=${days[0]}&to=${days[2]}&format=csv`, undefined, w.tokens.restorerB, w.b);
    const bRows = parse(own.rawPayload, { delimiter: ';', bom: true, columns: true }) as unknown[];
    expect(bRows).toEqual([]);
  });
});
