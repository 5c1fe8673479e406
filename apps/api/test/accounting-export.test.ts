import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Entry, imbalanceOf } from '../src/modules/caisse/accounting/entries';
import { FEC_FIELDS } from '../src/modules/caisse/accounting/files';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { addMembers, login } from './fixtures';

/** « Export comptable » (docs/accounting.md): FEC as the administration checks it, CSV/XLSX, locked months, access. */

let w: LedgerWorld;
let manager: string;
const acc = (method: 'GET' | 'PUT', path: string, payload?: unknown, token = w.tokens.restorer, restaurantId = w.a) =>
  w.call(method, `accounting/${path}`, payload, token, restaurantId);

const iso = (d: Date) => d.toISOString().slice(0, 10);
const now = new Date();
// the previous calendar month (P), whole and over: sales on its 5th and 12th, both closed
const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const P = iso(first).slice(0, 7);
const lastOfP = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)));
const day = (n: number) => `${P}-${String(n).padStart(2, '0')}`;

/** A sale at noon of a day (or at an instant), paid by one method. */
const sell = async (date: string, qty: number, method: string, lines?: 'menu') => {
  const at = date.length > 10 ? date : `${date}T11:00:00.000Z`;
  const t = w.ticket({ qty, at, ...(lines ? { lines: [w.menuLine] } : {}) });
  const res = await w.device({ ...t, payments: [{ method, amount_cents: t.total_ttc_cents }] });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
};
const ok = async <R extends { statusCode: number; body: string }>(res: R, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res;
};
const fec = (from: string, to: string) => acc('GET', `export?from=${from}&to=${to}&format=fec`);
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const cents = (s: string) => {
  expect(s).toMatch(/^-?\d+,\d{2}$/); // decimal comma, no thousands separator
  return Number(s.replace(',', ''));
};
let today = '';

beforeAll(async () => {
  w = await ledgerWorld();
  manager = await login(w.ctx.app, (await addMembers(w.db, w.world, ['manager'])).manager.email);
  await sell(day(5), 2, 'card'); // 44,00 € at 10 %
  await sell(day(5), 1, 'ticket', 'menu'); // 25,00 € at 10 % and 20 %
  await sell(day(12), 5, 'cash'); // 110,00 € in cash
  await ok(await w.call('POST', `closings/days/${day(5)}`, { counted_cash_cents: 0 }), 201);
  // 120,00 € counted for 110,00 € expected: an excess of 10,00 € (cash journal)
  await ok(await w.call('POST', `closings/days/${day(12)}`, { counted_cash_cents: 12000, variance_reason: 'Erreur de rendu' }), 201);
  await ok(
    await w.call('POST', 'banking/deposits', {
      kind: 'cash',
      slip_number: 'B-001',
      deposited_on: day(14),
      amount_cents: 10000,
      denominations: { '5000': 2 },
    }),
    201,
  );
  await ok(
    await w.call('POST', 'banking/payouts', { provider: 'card', received_on: day(7), amount_cents: 4340, commission_cents: 60 }),
    201,
  );
  await ok(
    await w.call('POST', 'banking/payouts', {
      provider: 'uber_eats',
      received_on: day(20),
      amount_cents: 700,
      commission_cents: 300,
      reference: 'UE-7',
    }),
    201,
  );
  // a sale today, not closed: a missing day of any range that reaches today
  await sell(new Date(Date.now() - 60_000).toISOString(), 1, 'card');
  today = (await w.db.execute<{ d: string }>(sql`select max(business_date)::text as d from caisse_tickets where restaurant_id = ${w.a}`))
    .rows[0].d;
});
afterAll(() => w.ctx.close());

describe('« Comptes comptables »', () => {
  it('starts from the plan comptable général, refuses a bad number in French, and journals a change', async () => {
    const accounts = (await ok(await acc('GET', 'accounts'))).json() as { accounts: { key: string; number: string }[] };
    expect(accounts.accounts.find((a) => a.key === 'pay_cash')?.number).toBe('530');
    expect(accounts.accounts.find((a) => a.key === 'pay_cheque')?.number).toBe('5112');
    expect(accounts.accounts.find((a) => a.key === 'commissions')?.number).toBe('627');
    const bad = await acc('PUT', 'accounts', { accounts: [{ key: 'pay_cash', number: '53A', label: 'Caisse' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Le numéro de compte doit compter de 3 à 10 chiffres');
    expect((await acc('PUT', 'accounts', { accounts: [{ key: 'pay_cash', number: '12345678901', label: 'Caisse' }] })).statusCode).toBe(
      400,
    );
    const unchanged = (await acc('GET', 'accounts')).json() as typeof accounts;
    expect(unchanged).toEqual(accounts);
  });

  it('is for the owner and the admin: a manager 403, another restaurant’s owner 403', async () => {
    expect((await acc('GET', 'accounts', undefined, manager)).statusCode).toBe(403);
    expect((await acc('PUT', 'accounts', { accounts: [{ key: 'bank', number: '5121', label: 'Banque' }] }, manager)).statusCode).toBe(403);
    expect((await acc('GET', `preview?from=${day(1)}&to=${lastOfP}`, undefined, manager)).statusCode).toBe(403);
    expect((await acc('GET', 'accounts', undefined, w.tokens.restorerB)).statusCode).toBe(403);
    expect((await acc('GET', 'accounts', undefined, w.tokens.franchisor)).statusCode).toBe(403);
    expect((await acc('GET', 'accounts', undefined, w.tokens.admin)).statusCode).toBe(200);
  });
});

describe('the export of a period', () => {
  it('previews totals per journal and per day, balanced, and lists the days without a Z', async () => {
    const preview = (await ok(await acc('GET', `preview?from=${day(1)}&to=${today}`))).json() as Record<string, unknown> & {
      days: { date: string; balanced: boolean; debit_cents: number; credit_cents: number }[];
      journals: { code: string; debit_cents: number; credit_cents: number; entries: number }[];
    };
    expect(preview.missing_days).toEqual([today]);
    expect(preview.fec_file_name).toBeNull(); // no SIREN yet
    expect(preview.locked_month).toBeNull();
    expect(preview.imbalance).toBeNull();
    expect(preview.days.map((d) => d.date)).toEqual([day(5), day(7), day(12), day(14), day(20)]);
    expect(preview.days.every((d) => d.balanced && d.debit_cents === d.credit_cents)).toBe(true);
    const journal = (code: string) => preview.journals.find((j) => j.code === code);
    // sales: 44 + 25 + 110 = 179,00 € TTC on each side; cash: the 10,00 € excess; bank: deposit 100 + payouts 44 + 10
    expect(journal('VE')).toMatchObject({ entries: 2, debit_cents: 17900, credit_cents: 17900 });
    expect(journal('CA')).toMatchObject({ entries: 1, debit_cents: 1000, credit_cents: 1000 });
    expect(journal('BQ')).toMatchObject({ entries: 3, debit_cents: 15400, credit_cents: 15400 });
    expect((await ok(await acc('GET', `preview?from=${day(1)}&to=${lastOfP}`))).json()).toMatchObject({
      locked_month: P,
      missing_days: [],
    });
  });

  it('writes a FEC the way the administration’s checker reads it', async () => {
    // no SIREN yet: the file name needs it
    const refused = await fec(day(1), day(15));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain('SIREN');
    await w.db.execute(sql`update restaurants set siret = '73282932000074' where id = ${w.a}`);

    const res = await ok(await fec(day(1), day(15)));
    const name = `732829320FEC${day(15).replaceAll('-', '')}.txt`;
    expect((await acc('GET', `preview?from=${day(1)}&to=${day(15)}`)).json().fec_file_name).toBe(name);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="732829320FEC${day(15).replaceAll('-', '')}.txt"`);
    const text = res.rawPayload.toString('utf8');
    expect(Buffer.from(text, 'utf8').equals(res.rawPayload)).toBe(true); // UTF-8
    const [header, ...rows] = text.split('\r\n').filter(Boolean);
    expect(header.split('\t')).toEqual([...FEC_FIELDS]);
    expect(FEC_FIELDS).toHaveLength(18);
    const lines = rows.map((r) => {
      const f = r.split('\t');
      expect(f).toHaveLength(18);
      return Object.fromEntries(FEC_FIELDS.map((k, i) => [k, f[i]])) as Record<(typeof FEC_FIELDS)[number], string>;
    });
    const entries = new Map<string, { debit: number; credit: number }>();
    const numbers = new Map<string, number[]>();
    for (const l of lines) {
      for (const k of ['EcritureDate', 'PieceDate', 'ValidDate'] as const) expect(l[k]).toMatch(/^\d{8}$/);
      expect(l.EcritureDate.startsWith(P.replace('-', ''))).toBe(true);
      expect(l.CompteNum).toMatch(/^\d{3,10}$/);
      for (const k of ['JournalCode', 'JournalLib', 'EcritureNum', 'CompteLib', 'PieceRef', 'EcritureLib'] as const)
        expect(l[k]).not.toBe('');
      const [debit, credit] = [cents(l.Debit), cents(l.Credit)];
      expect((debit === 0) !== (credit === 0)).toBe(true); // one side only, never both nor none
      const key = `${l.JournalCode}-${l.EcritureNum}`;
      const e = entries.get(key) ?? { debit: 0, credit: 0 };
      entries.set(key, { debit: e.debit + debit, credit: e.credit + credit });
      const nums = numbers.get(l.JournalCode) ?? [];
      if (nums.at(-1) !== Number(l.EcritureNum)) numbers.set(l.JournalCode, [...nums, Number(l.EcritureNum)]);
    }
    // EcritureNum runs 1, 2, 3… in each journal, without gap
    for (const nums of numbers.values()) expect(nums).toEqual(nums.map((_, i) => i + 1));
    expect([...numbers.keys()].sort()).toEqual(['BQ', 'CA', 'VE']);
    for (const e of entries.values()) expect(e.debit).toBe(e.credit);
    const total = lines.reduce((a, l) => ({ d: a.d + cents(l.Debit), c: a.c + cents(l.Credit) }), { d: 0, c: 0 });
    expect(total).toEqual({ d: 17900 + 1000 + 14400, c: 17900 + 1000 + 14400 });
    // the Z's figures, as stored: cash 110 €, card 44 €, titres 25 €; VAT by rate; the card payout's commission without VAT
    const on = (account: string, side: 'Debit' | 'Credit') =>
      lines.filter((l) => l.CompteNum === account).reduce((a, l) => a + cents(l[side]), 0);
    expect(on('5115', 'Debit')).toBe(4400);
    expect(on('5116', 'Debit')).toBe(2500);
    expect(on('627', 'Debit')).toBe(60);
    expect(on('44566', 'Debit')).toBe(0);
    expect(on('7588', 'Credit')).toBe(1000);
    const zVat = (
      await w.db.execute<{ tva: string }>(
        sql`select sum((v->>'tva_cents')::int)::text as tva from caisse_closings c, jsonb_array_elements(c.figures->'vat') v
          where c.restaurant_id = ${w.a}`,
      )
    ).rows[0].tva;
    expect(on('445712', 'Credit') + on('445711', 'Credit')).toBe(Number(zVat));
  });

  it('writes the same lines and totals in CSV (French Excel) and XLSX', async () => {
    const csv = (await ok(await acc('GET', `export?from=${day(1)}&to=${day(15)}&format=csv`))).rawPayload.toString('utf8');
    const rows = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((r) => r.split(';'));
    expect(rows[0]).toEqual([
      'Journal',
      'Libellé journal',
      'N° écriture',
      'Date',
      'Compte',
      'Libellé compte',
      'Pièce',
      'Libellé',
      'Débit',
      'Crédit',
    ]);
    expect(rows[1][3]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const total = rows.at(-1)!;
    expect(total.slice(-3)).toEqual(['Total', '333,00', '333,00']);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await ok(await acc('GET', `export?from=${day(1)}&to=${day(15)}&format=xlsx`))).rawPayload as never);
    const sheet = book.worksheets[0];
    const last = sheet.getRow(sheet.rowCount);
    expect([last.getCell(9).value, last.getCell(10).value]).toEqual([333, 333]);
    expect(sheet.rowCount).toBe(rows.length);
  });

  it('refuses an unbalanced day, naming it and the amount, with no balancing line', () => {
    const entries: Entry[] = [
      {
        journal: 'VE',
        date: '2026-10-05',
        piece_ref: 'Z n°1',
        label: 'Ventes du 05/10/2026 (Z n°1)',
        lines: [
          { account: 'pay_card', label: 'Carte', debit_cents: 6900, credit_cents: 0 },
          { account: 'sales_1000', label: 'HT', debit_cents: 0, credit_cents: 6000 },
          { account: 'vat_1000', label: 'TVA', debit_cents: 0, credit_cents: 600 },
        ],
      },
    ];
    const message = imbalanceOf(entries);
    expect(message).toContain('05/10/2026');
    expect(message).toMatch(/écart de 3,00\s€/);
    expect(entries[0].lines).toHaveLength(3);
    entries[0].lines[2].credit_cents = 900;
    expect(imbalanceOf(entries)).toBeNull();
  });
});

describe('locked months', () => {
  it('archives the first export of a closed month and returns it byte for byte; an account change makes a new version', async () => {
    const first = (await ok(await fec(day(1), lastOfP))).rawPayload;
    const again = (await ok(await fec(day(1), lastOfP))).rawPayload;
    expect(again.equals(first)).toBe(true);
    const xlsx1 = (await ok(await acc('GET', `export?from=${day(1)}&to=${lastOfP}&format=xlsx`))).rawPayload;
    const xlsx2 = (await ok(await acc('GET', `export?from=${day(1)}&to=${lastOfP}&format=xlsx`))).rawPayload;
    expect(sha(xlsx2)).toBe(sha(xlsx1));
    let archives = (await ok(await acc('GET', 'archives'))).json().data as {
      id: string;
      format: string;
      version: number;
      sha256: string;
    }[];
    expect(archives.filter((a) => a.format === 'fec')).toMatchObject([{ version: 1, sha256: sha(first) }]);

    await ok(await acc('PUT', 'accounts', { accounts: [{ key: 'pay_card', number: '51150', label: 'CB à encaisser' }] }));
    const changed = await w.db.execute<{ details: { summary: string } }>(
      sql`select details from caisse_ledger_events where restaurant_id = ${w.a} and kind = 'accounts_changed'`,
    );
    expect(changed.rows.map((r) => r.details.summary)).toEqual(['5115 Cartes bancaires à encaisser → 51150 CB à encaisser']);

    const second = (await ok(await fec(day(1), lastOfP))).rawPayload;
    expect(second.equals(first)).toBe(false);
    expect(second.toString('utf8')).toContain('\t51150\tCB à encaisser\t');
    expect((await ok(await fec(day(1), lastOfP))).rawPayload.equals(second)).toBe(true);
    archives = (await ok(await acc('GET', 'archives'))).json().data;
    expect(archives.filter((a) => a.format === 'fec').map((a) => a.version)).toEqual([2, 1]);
    const v1 = archives.find((a) => a.format === 'fec' && a.version === 1)!;
    expect((await ok(await acc('GET', `archives/${v1.id}`))).rawPayload.equals(first)).toBe(true);
    const versions = await w.db.execute<{ details: { version: number; reason?: string } }>(
      sql`select details from caisse_ledger_events where restaurant_id = ${w.a} and kind = 'export'
          and details->>'what' = 'accounting' and details->>'format' = 'fec' and details ? 'reason' order by occurred_at, id`,
    );
    expect(versions.rows.map((r) => [r.details.version, r.details.reason])).toEqual([
      [1, 'first_export'],
      [2, 'accounts_changed'],
    ]);
  });

  it('keeps a restaurant’s archives its own: another restaurant’s id is 404', async () => {
    const [archive] = (await acc('GET', 'archives')).json().data as { id: string }[];
    expect((await acc('GET', `archives/${archive.id}`, undefined, w.tokens.restorerB, w.b)).statusCode).toBe(404);
    expect((await acc('GET', 'archives', undefined, w.tokens.restorerB, w.b)).json().data).toEqual([]);
  });
});
