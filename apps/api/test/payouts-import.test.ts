import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { addMembers, login } from './fixtures';

/** « Importer un relevé » (docs/caisse-banking.md « Relevés »): formats, mapping, preview, all or nothing, duplicates. */

let w: LedgerWorld;
let accountant: string;
const DAY = 86_400_000;
const bank = (method: 'GET' | 'POST', path: string, payload?: unknown, token = w.tokens.restorer, restaurantId = w.a) =>
  w.call(method, `banking/${path}`, payload, token, restaurantId);

/** A ticket of 22,00 € × qty closed `daysAgo` days ago, paid by card (or online, an order of a platform). */
const sell = async (daysAgo: number, qty = 1, platform?: 'uber_eats', payment?: Record<string, unknown>) => {
  const t = w.ticket({ qty, ...(platform ? { source: platform, type: 'delivery' } : {}) });
  const closed = new Date(Date.now() - daysAgo * DAY - 60_000);
  const res = await w.device({
    ...t,
    opened_at: new Date(closed.getTime() - 30 * 60_000).toISOString(),
    closed_at: closed.toISOString(),
    payments: [{ method: platform ? 'online' : 'card', ...payment, amount_cents: t.total_ttc_cents }],
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().ticket as { id: string; number: number };
};
const dayOf = async (daysAgo: number) =>
  (
    await w.db.execute<{ d: string }>(
      sql`select ((now() - ${`${daysAgo} days`}::interval - interval '60 seconds') at time zone r.timezone - make_interval(hours => r.day_change_hour))::date::text as d
          from restaurants r where r.id = ${w.a}`,
    )
  ).rows[0].d;
const cardFunds = async () =>
  (await bank('GET', 'funds')).json().kinds.find((k: { kind: string }) => k.kind === 'card').amount_cents as number;
const payoutCount = async () => (await w.db.execute(sql`select 1 from caisse_payouts where restaurant_id = ${w.a}`)).rows.length;
const fr = (day: string) => day.split('-').reverse().join('/');

/** The bytes a French bank's export has: Windows-1252 (« € » is 0x80), or UTF-8 with a BOM. */
const cp1252 = (text: string) => Buffer.from([...text].map((c) => (c === '€' ? 0x80 : c.charCodeAt(0))));
const utf8Bom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
const file = (bytes: Buffer, extra: Record<string, unknown> = {}) => ({
  provider: 'card',
  content_base64: bytes.toString('base64'),
  ...extra,
});

const d: Record<number, string> = {};
const orders: number[] = [];
beforeAll(async () => {
  w = await ledgerWorld();
  const members = await addMembers(w.db, w.world, ['accountant']);
  accountant = await login(w.ctx.app, members.accountant.email);
  for (const n of [9, 6, 4, 3, 2, 0]) d[n] = await dayOf(n);
  // card takings: 22 € on D-9, D-6 and D-4, 44 € on D-3 (two tickets) and D-2 (one of two dishes)
  await sell(9);
  await sell(6);
  await sell(4);
  await sell(3);
  await sell(3);
  await sell(2, 2);
  // Uber Eats orders: two on D-6, one on D-4, two on D-3
  for (const n of [6, 6, 4, 3, 3]) orders.push((await sell(n, 1, 'uber_eats')).number);
  // 88,00 € of paper Edenred titres, remitted below
  for (const n of [9, 9, 9, 9]) await sell(n, 1, undefined, { method: 'ticket', issuer: 'edenred', titre_form: 'paper' });
  // today's only card sale is cancelled: the day nets to zero
  const t = await sell(0);
  expect((await w.call('POST', `tickets/${t.id}/cancel`, { reason: 'Erreur' })).statusCode).toBe(201);
});
afterAll(() => w.ctx.close());

describe('statement import', () => {
  it('previews the common format in Windows-1252 with semicolons and decimal commas, then imports it once', async () => {
    const statement = cp1252(
      'Date;Montant reçu;Commission;Brut;Référence;Couvre\r\n' +
        `${fr(d[0])};21,80 €;0,20;22,00;RELEVÉ-1;\r\n` +
        `${fr(d[0])};"65,40";0,60;;RELEVÉ-2;${fr(d[4])} ${fr(d[3])}\r\n`,
    );
    const res = await bank('POST', 'payouts/import/preview', file(statement));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      encoding: 'windows-1252',
      delimiter: ';',
      common_format: true,
      columns: ['Date', 'Montant reçu', 'Commission', 'Brut', 'Référence', 'Couvre'],
      counts: { matched: 2, gap: 0, duplicate: 0, error: 0 },
      message: null,
      rows: [
        {
          line: 2,
          received_on: d[0],
          amount_cents: 2180,
          commission_cents: 20,
          reference: 'RELEVÉ-1',
          status: 'matched',
          days: [{ business_date: d[9], gross_cents: 2200 }],
        },
        {
          line: 3,
          amount_cents: 6540,
          commission_cents: 60,
          status: 'matched',
          days: [
            { business_date: d[4], gross_cents: 2200 },
            { business_date: d[3], gross_cents: 4400 },
          ],
        },
      ],
    });
    expect(await payoutCount()).toBe(0); // a preview writes nothing

    const before = await cardFunds();
    const done = await bank('POST', 'payouts/import', file(statement));
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toEqual({ created: 2, matched: 2, skipped: 0 });
    expect(await cardFunds()).toBe(before - 8800);
    const list = (await bank('GET', 'payouts?sort=amount_cents&order=asc')).json().data;
    expect(list.map((p: { status: string; days: string[]; reference: string }) => [p.reference, p.status, p.days])).toEqual([
      ['RELEVÉ-1', 'matched', [d[9]]],
      ['RELEVÉ-2', 'matched', [d[4], d[3]]],
    ]);

    // the same statement again: each row is already imported, nothing is created twice
    const again = await bank('POST', 'payouts/import/preview', file(statement));
    expect(again.json().rows.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'duplicate']);
    expect(again.json().rows[0].message).toBe('Déjà importé : ce versement existe (même date, montant et référence)');
    expect((await bank('POST', 'payouts/import', file(statement))).json()).toEqual({ created: 0, matched: 0, skipped: 2 });
    expect(await payoutCount()).toBe(2);
  });

  it('reads a UTF-8 file with a BOM, commas and decimal points through a mapping, remembered for the provider', async () => {
    const statement = utf8Bom(`Payment date,Net amount,Fee,Payout ID\n${d[0]},43.34,0.66,TX-9\n`);
    const unmapped = (await bank('POST', 'payouts/import/preview', file(statement))).json();
    expect(unmapped).toMatchObject({
      encoding: 'utf-8',
      delimiter: ',',
      common_format: false,
      columns: ['Payment date', 'Net amount', 'Fee', 'Payout ID'],
      rows: [],
      message: "Ce fichier n'est pas au format commun : associez au moins ses colonnes de date et de montant reçu.",
    });
    const refused = await bank('POST', 'payouts/import', file(statement));
    expect(refused.statusCode).toBe(422);

    const mapping = { received_on: 'Payment date', amount: 'Net amount', commission: 'Fee', reference: 'Payout ID' };
    const wrong = await bank('POST', 'payouts/import/preview', file(statement, { mapping: { ...mapping, amount: 'Montant' } }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe("La colonne « Montant » (Montant reçu) n'est pas dans le fichier");

    const mapped = (await bank('POST', 'payouts/import/preview', file(statement, { mapping }))).json();
    // 43,34 + 0,66 = 44,00: D-6 then D-2 overshoot, D-2 alone fits
    expect(mapped.rows).toMatchObject([
      { line: 2, amount_cents: 4334, commission_cents: 66, reference: 'TX-9', status: 'matched', days: [{ business_date: d[2] }] },
    ]);
    expect((await bank('POST', 'payouts/import', file(statement, { mapping }))).json()).toEqual({ created: 1, matched: 1, skipped: 0 });

    // next time the provider's mapping is remembered: the same file needs none, and its row is already imported
    const remembered = (await bank('POST', 'payouts/import/preview', file(statement))).json();
    expect(remembered).toMatchObject({ mapping, message: null, counts: { duplicate: 1 } });
  });

  it('refuses the whole file when one row is wrong, naming its line, and changes nothing', async () => {
    const before = await payoutCount();
    const funds = await cardFunds();
    const statement = cp1252(
      'Date;Montant reçu;Commission;Brut;Référence\n' +
        `${fr(d[0])};21,80;0,20;;OK-1\n` +
        '\n' +
        '31/02/2026;10,00;0;;BAD\n' +
        `${fr(d[0])};abc;0;;BAD-2\n` +
        `${fr(d[0])};10,00;1,00;12,00;BAD-3\n`,
    );
    const preview = (await bank('POST', 'payouts/import/preview', file(statement))).json();
    expect(preview.rows.map((r: { line: number; status: string }) => [r.line, r.status])).toEqual([
      [2, 'matched'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
    ]);
    expect(preview.rows.map((r: { message: string }) => r.message).slice(1)).toEqual([
      'Ligne 4 : date illisible « 31/02/2026 » (attendu jj/mm/aaaa ou aaaa-mm-jj)',
      'Ligne 5 : montant reçu illisible « abc »',
      'Ligne 6 : le brut (12,00 €) moins la commission (1,00 €) ne fait pas le montant reçu (10,00 €)',
    ]);
    const res = await bank('POST', 'payouts/import', file(statement));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      "Ligne 4 : date illisible « 31/02/2026 » (attendu jj/mm/aaaa ou aaaa-mm-jj) (et 2 autres lignes en erreur). Rien n'a été importé : corrigez le fichier.",
    );
    expect(await payoutCount()).toBe(before);
    expect(await cardFunds()).toBe(funds);

    const future = new Date(Date.parse(`${d[0]}T00:00:00Z`) + 2 * DAY).toISOString().slice(0, 10);
    const ahead = await bank('POST', 'payouts/import', file(cp1252(`Date;Montant reçu\n${fr(future)};5,00\n`)));
    expect(ahead.json().error.message).toContain(`Ligne 2 : la date du ${fr(future)} est à venir`);
    const tooLong = cp1252(`Date;Montant reçu\n${`${fr(d[0])};1,00\n`.repeat(1001)}`);
    const long = await bank('POST', 'payouts/import/preview', file(tooLong));
    expect(long.statusCode).toBe(422);
    expect(long.json().error.message).toBe('Le fichier a 1001 lignes, au plus 1000 par import : découpez-le');
    const empty = await bank('POST', 'payouts/import/preview', file(cp1252('Date;Montant reçu\n')));
    expect(empty.json().error.message).toBe("Le fichier n'a aucune ligne de versement sous ses en-têtes");
    expect(await payoutCount()).toBe(before);
  });

  it('imports an over-payment and a payout on a cancelled day as écarts to match by hand, moving no funds', async () => {
    const funds = await cardFunds();
    const statement = cp1252(
      `Date;Montant reçu;Commission;Référence;Couvre\n${fr(d[0])};30,00;0;TROP;${fr(d[6])}\n${fr(d[0])};22,00;0;ANNUL;${fr(d[0])}\n`,
    );
    const preview = (await bank('POST', 'payouts/import/preview', file(statement))).json();
    expect(preview.rows.map((r: { status: string; message: string }) => [r.status, r.message])).toEqual([
      [
        'gap',
        'Les journées couvertes font 22,00 € de paiements Cartes bancaires, le versement reçu plus sa commission 30,00 € : ' +
          'un trop-perçu de 8,00 €, au-delà de la tolérance de 1,00 €',
      ],
      ['gap', `Le ${fr(d[0])} n'a aucun paiement Cartes bancaires à verser (pas de vente, ou ventes annulées)`],
    ]);
    expect((await bank('POST', 'payouts/import', file(statement))).json()).toEqual({ created: 2, matched: 0, skipped: 0 });
    const list = (await bank('GET', 'payouts?status=unmatched')).json().data;
    expect(list.map((p: { reference: string }) => p.reference).sort()).toEqual(['ANNUL', 'TROP']);
    expect(await cardFunds()).toBe(funds);
  });

  it('matches an online platform statement by order, naming an order paid twice, unknown or missing', async () => {
    const [a, b, c, e, f] = orders;
    const statement = cp1252(
      'Date;Montant reçu;Commission;Référence;Couvre\n' +
        `${fr(d[0])};46,20;19,80;UE-1;${a} ${b} ${c}\n` +
        `${fr(d[0])};15,40;6,60;UE-2;${a}\n` +
        `${fr(d[0])};15,40;6,60;UE-3;999999\n` +
        `${fr(d[0])};15,40;6,60;UE-4;${e}\n`,
    );
    const preview = (await bank('POST', 'payouts/import/preview', { ...file(statement), provider: 'uber_eats' })).json();
    expect(preview.rows.map((r: { status: string; orders: number[]; message: string | null }) => [r.status, r.orders, r.message])).toEqual([
      ['matched', [a, b, c], null],
      ['gap', [a], `La commande n° ${a} est déjà payée par la ligne 2`],
      ['gap', [999999], "La commande n° 999999 n'est pas une commande Uber Eats payée en ligne"],
      ['gap', [e], `La commande n° ${f} du ${fr(d[3])} manque au relevé (Uber Eats paie des journées entières)`],
    ]);
    expect(preview.rows[0].days).toEqual([
      { business_date: d[6], gross_cents: 4400 },
      { business_date: d[4], gross_cents: 2200 },
    ]);
    const done = await bank('POST', 'payouts/import', { ...file(statement), provider: 'uber_eats' });
    expect(done.json()).toEqual({ created: 4, matched: 1, skipped: 0 });
    const matched = (await bank('GET', 'payouts?provider=uber_eats&status=matched')).json().data;
    expect(matched).toMatchObject([{ reference: 'UE-1', days: [d[6], d[4]], commission_vat_cents: 330 }]);
    // the same orders in a later statement: their days are paid already
    const later = cp1252(
      `Date;Montant reçu;Commission;Référence;Couvre\n${fr(d[0])};30,80;13,20;UE-5;${e} ${f}\n${fr(d[0])};15,40;6,60;UE-6;${c}\n`,
    );
    const again = (await bank('POST', 'payouts/import/preview', { ...file(later), provider: 'uber_eats' })).json();
    expect(again.rows.map((r: { status: string; message: string | null }) => [r.status, r.message])).toEqual([
      ['matched', null],
      ['gap', `Commandes du ${fr(d[4])} déjà payées par un autre versement`],
    ]);
  });

  it("keeps each restaurant's statement to itself and refuses a reader", async () => {
    const statement = cp1252(`Date;Montant reçu;Commission;Couvre\n${fr(d[0])};21,80;0,20;${fr(d[6])}\n`);
    // B's own import sees none of A's days
    const ofB = (await bank('POST', 'payouts/import/preview', file(statement), w.tokens.restorerB, w.b)).json();
    expect(ofB.rows[0]).toMatchObject({ status: 'gap', message: expect.stringContaining("n'a aucun paiement Cartes bancaires") });
    const before = await payoutCount();
    expect((await bank('POST', 'payouts/import', file(statement), w.tokens.restorerB)).statusCode).toBe(403);
    expect((await bank('POST', 'payouts/import/preview', file(statement), w.tokens.restorerB)).statusCode).toBe(403);
    expect((await bank('POST', 'payouts/import', file(statement), accountant)).statusCode).toBe(403);
    expect(await payoutCount()).toBe(before);
  });

  it("settles paper titres' remittance slips with the issuer's payout, and flags a slip not refunded after 21 days", async () => {
    const ago = (n: number) => new Date(Date.parse(`${d[0]}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);
    const slip = async (n: number, amount: number) => {
      const res = await bank('POST', 'deposits', { kind: 'ticket', slip_number: `CRT-${n}`, deposited_on: ago(n), amount_cents: amount });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; number: number };
    };
    const [a, b, c] = [await slip(30, 2200), await slip(25, 2200), await slip(2, 4400)];
    const record = async (amount_cents: number, commission_cents: number, provider = 'edenred') => {
      const res = await bank('POST', 'payouts', { provider, received_on: d[0], amount_cents, commission_cents });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    };
    const titres = async () =>
      (await bank('GET', 'funds')).json().kinds.find((k: { kind: string }) => k.kind === 'ticket').amount_cents as number;
    const funds = await titres();
    // 21,12 € + 0,88 € of commission: the slip of 22,00 € remitted 30 days ago
    const first = await record(2112, 88);
    const proposal = (await bank('GET', `payouts/${first.id}/slips`)).json();
    expect(proposal).toMatchObject({ proposed: [a.id], target_cents: 2200, message: null });
    expect(proposal.slips.map((s: { deposit_id: string }) => s.deposit_id)).toEqual([a.id, b.id, c.id]);
    const settled = await bank('POST', `payouts/${first.id}/settle`, { deposit_ids: [a.id] });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'matched', slips: [a.number], days: [], commission_vat_cents: 15 });
    expect((await bank('GET', `deposits/${a.id}`)).json().refunded_on).toBe(d[0]);
    expect(await titres()).toBe(funds); // the slip took the titres out already: the payout moves nothing
    // the slip remitted 25 days ago, after the first one settled, is late; the one of two days ago is not
    const summary = (await bank('GET', 'payouts/summary')).json();
    expect(summary.late_slips.map((s: { deposit_id: string }) => s.deposit_id)).toEqual([b.id]);

    const again = await record(2112, 88);
    expect((await bank('POST', `payouts/${again.id}/settle`, { deposit_ids: [a.id] })).json().error.message).toBe(
      `La remise n° ${a.number} est déjà remboursée par un versement reçu le ${fr(d[0])}`,
    );
    const short = await bank('POST', `payouts/${again.id}/settle`, { deposit_ids: [c.id] });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.message).toContain('un manque de 22,00 €');
    const card = await record(2200, 0, 'card');
    expect((await bank('POST', `payouts/${card.id}/settle`, { deposit_ids: [b.id] })).json().error.message).toBe(
      "Seul le versement d'un émetteur de titres-restaurant rembourse des remises de titres papier",
    );
    expect((await bank('POST', `payouts/${first.id}/settle`, { deposit_ids: [b.id] }, w.tokens.restorerB, w.b)).statusCode).toBe(404);
    expect((await bank('POST', `payouts/${first.id}/unmatch`, {})).statusCode).toBe(200);
    expect((await bank('GET', `deposits/${a.id}`)).json().refunded_on).toBeNull();
  });
});
