import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { easterSunday, frenchHolidays, lastYearDayOf } from '../src/modules/pnl/forecast';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

/**
 * The PNL of a month checked against a hand-computed month, to the cent (issue 16): revenue from the closings'
 * rollups split food / drinks / delivery, purchases from the stock receptions (restaurant clock at the month's
 * edges), % charges, the mark's royalties, freezing, drill-down, forecast from history, the four indicator views
 * and who may read what.
 */
let ctx: TestContext;
let w: World;
const tokens: Record<string, string> = {};
let a1: string;
let b: string;

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, token = tokens.restorer, restaurant = a1) =>
  ctx.app.inject({ method, url: `/api/v1/restaurants/${restaurant}/pnl/${path}`, payload: payload as object, headers: bearer(token) });
const ok = async (res: Awaited<ReturnType<typeof call>>) => {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? null : res.json();
};

type Fig = { day: string; ht: number; covers?: number; tickets?: number };
const rollups = async (restaurant: string, dimension: string, rows: (Fig & { key?: string; label?: string; ttc?: number })[]) => {
  const db = ctx.database.db;
  for (const r of rows) {
    await db.execute(sql`insert into caisse_sales_rollups (restaurant_id, dimension, business_date, key, label, tickets, covers, quantity,
        ht_cents, tva_cents, ttc_cents, discount_cents, offered_cents, cancellations, cancellations_cents)
      values (${restaurant}, ${dimension}, ${r.day}, ${r.key ?? ''}, ${r.label ?? ''}, ${r.tickets ?? 0}, ${r.covers ?? 0}, 0,
        ${r.ht}, 0, ${r.ttc ?? r.ht}, 0, 0, 0, 0)`);
  }
};

beforeAll(async () => {
  ctx = await createTestContext();
  w = await createWorld(ctx.database.db);
  a1 = w.restaurants.a1.id;
  b = w.restaurants.b.id;
  const db = ctx.database.db;
  for (const [k, u] of Object.entries(w.users)) tokens[k] = await login(ctx.app, u.email);
  await db.execute(sql`update marks set royalty_rate_bp = 500, advertising_rate_bp = 200 where id = ${w.mark.id}`);
  // closings of March 2026 (and one day of March 2025), as their rollups
  await rollups(a1, 'day', [
    { day: '2026-03-02', ht: 100000, covers: 40, tickets: 30 },
    { day: '2026-03-03', ht: 55555, covers: 20, tickets: 15 },
    { day: '2025-03-03', ht: 40000, covers: 10, tickets: 8 },
  ]);
  await rollups(a1, 'type', [
    { day: '2026-03-02', key: 'on_spot', ht: 80000 },
    { day: '2026-03-02', key: 'delivery', ht: 20000 },
    { day: '2026-03-03', key: 'on_spot', ht: 55555 },
    { day: '2025-03-03', key: 'on_spot', ht: 40000 },
  ]);
  await rollups(a1, 'category', [
    { day: '2026-03-02', key: 'p', label: 'Plats', ht: 0, ttc: 90000 },
    { day: '2026-03-02', key: 'd', label: 'Boissons', ht: 0, ttc: 30000 },
    { day: '2026-03-03', key: 'p', label: 'Plats', ht: 0, ttc: 45000 },
    { day: '2026-03-03', key: 'd', label: 'Boissons', ht: 0, ttc: 15000 },
  ]);
  for (const r of [a1, b])
    await db.execute(
      sql`insert into caisse_sales_rollup_states (restaurant_id, rolled_through, last_ticket_number) values (${r}, '2026-11-01', 0)`,
    );
  // receptions: two lines on 10 March, one late on 31 March (Paris), one just after midnight on 1 April (Paris)
  const { rows: prov } = await db.execute<{ id: string }>(
    sql`insert into stock_providers (name, email) values ('Metro test', 'metro@test.example') returning id`,
  );
  const { rows: cat } = await db.execute<{ id: string }>(sql`insert into stock_categories (name) values ('Épicerie test') returning id`);
  const { rows: prod } = await db.execute<{ id: string }>(
    sql`insert into stock_products (name, category_id, provider_id, unit, package_label, package_base_quantity, package_price_cents, vat_rate_bp)
        values ('Farine', ${cat[0].id}, ${prov[0].id}, 'kg', 'sac 25 kg', 25000, 1250, 550),
               ('Beurre', ${cat[0].id}, ${prov[0].id}, 'kg', 'carton 10 kg', 10000, 4999, 550) returning id`,
  );
  const { rows: order } = await db.execute<{ id: string }>(
    sql`insert into stock_orders (id, restaurant_id, number, provider_id, status) values (gen_random_uuid(), ${a1}, 12, ${prov[0].id}, 'received') returning id`,
  );
  const reception = async (at: string, lines: [number, number, number][]) => {
    const { rows } = await db.execute<{ id: string }>(
      sql`insert into stock_receptions (id, restaurant_id, order_id, received_at) values (gen_random_uuid(), ${a1}, ${order[0].id}, ${at}) returning id`,
    );
    for (const [p, packages, price] of lines)
      await db.execute(sql`insert into stock_reception_lines (id, restaurant_id, reception_id, product_id, packages, package_price_cents)
        values (gen_random_uuid(), ${a1}, ${rows[0].id}, ${prod[p].id}, ${packages}, ${price})`);
  };
  await reception('2026-03-10T11:00:00Z', [
    [0, 3, 1250],
    [1, 2, 4999],
  ]);
  await reception('2026-03-31T21:30:00Z', [[0, 1, 1000]]);
  await reception('2026-03-31T22:30:00Z', [[0, 1, 777]]);
  // configuration
  const category = (name: string, section: string, mode: string, amount_cents = 0, rate_bp = 0) =>
    call('POST', 'categories', { name, section, mode, amount_cents, rate_bp }).then(ok);
  const salaries = await category('Salaires', 'staff', 'monthly');
  await category('Charges sociales', 'staff', 'percent', 0, 1234);
  await category('Loyer', 'external', 'fixed', 25000);
  const energy = await category('Énergie', 'external', 'monthly');
  await category('Commissions carte bancaire', 'external', 'percent', 0, 150);
  await category('Matériel de cuisine', 'depreciation', 'fixed', 5000);
  const entry = (kind: string, label: string, amount_cents: number, category_id: string | null = null) =>
    call('POST', 'entries', { month: '2026-03', kind, label, amount_cents, category_id }).then(ok);
  await entry('charge', 'Salaires de mars', 30000, salaries.id);
  await entry('charge', 'Extras', 12345, salaries.id);
  await entry('charge', 'Facture EDF', 4321, energy.id);
  await entry('purchases', 'Marché', 2000);
  await entry('stock_variation', 'Inventaire de fin de mois', -1500);
});
afterAll(() => ctx?.close());

const line = (s: { lines: { key: string; label: string }[] }, key: string) => {
  const found = s.lines.find((l) => l.key === key || l.label === key);
  if (!found) throw new Error(`no line ${key}`);
  return found as unknown as {
    key: string;
    month: { actual: number; forecast: number; previous: number };
    ytd: { actual: number };
    ratio_bp: number;
  };
};

describe('the month of March 2026, computed by hand', () => {
  it('matches every line to the cent', async () => {
    const s = await ok(await call('GET', 'months/2026-03'));
    const expected: Record<string, number> = {
      revenue: 155555,
      // 135 555 HT on site × 45 000 / 180 000 TTC of drinks categories
      'revenue:drinks': 33889,
      'revenue:food': 101666,
      'revenue:delivery': 20000,
      // 3 × 12,50 + 2 × 49,99 + 10,00 (31 March 23:30 Paris); the 1 April 00:30 delivery is April's; + 20,00 entered
      purchases: 16748,
      stock_variation: -1500,
      consumed: 15248,
      gross_margin: 140307,
      Salaires: 42345,
      // 12,34 % of 1 555,55
      'Charges sociales': 19195,
      staff: 61540,
      Loyer: 25000,
      Énergie: 4321,
      'Commissions carte bancaire': 2333,
      external: 31654,
      royalties: 7778,
      advertising: 3111,
      franchise: 10889,
      ebe: 36224,
      depreciation: 5000,
      result: 31224,
    };
    for (const [k, v] of Object.entries(expected)) expect([k, line(s, k).month.actual]).toEqual([k, v]);
    expect(s.covers).toBe(60);
    expect(s.closure).toBeNull();
    // N-1: March 2025, one day of 400 € with this year's configuration
    expect(line(s, 'revenue').month.previous).toBe(40000);
    expect(line(s, 'Charges sociales').month.previous).toBe(4936);
    expect(line(s, 'royalties').month.previous).toBe(2000);
    // year to date: nothing in January and February but the fixed charges
    expect(line(s, 'Loyer').ytd.actual).toBe(75000);
    expect(line(s, 'revenue').ytd.actual).toBe(155555);
    expect(line(s, 'ebe').ratio_bp).toBe(Math.round((36224 / 155555) * 10_000));
  });

  it('lists the sources of a line, which add up to it', async () => {
    const revenue = await ok(await call('GET', 'months/2026-03/lines/revenue'));
    expect(revenue.rows.map((r: { amount_cents: number }) => r.amount_cents)).toEqual([100000, 55555]);
    expect(revenue.rows[0].label).toBe('Journée non clôturée');
    const purchases = await ok(await call('GET', 'months/2026-03/lines/purchases'));
    expect(purchases.rows.reduce((a: number, r: { amount_cents: number }) => a + r.amount_cents, 0)).toBe(16748);
    expect(purchases.rows[0].label).toContain('BC-000012 — Metro test');
    const ebe = await ok(await call('GET', 'months/2026-03/lines/ebe'));
    expect(ebe.rows.map((r: { label: string }) => r.label)).toEqual([
      'Marge brute',
      'Frais de personnel',
      'Charges externes',
      'Redevances de franchise',
    ]);
    expect((await call('GET', 'months/2026-03/lines/nothing')).statusCode).toBe(404);
  });

  it('exports the statement as PDF and XLSX', async () => {
    const pdf = await call('GET', 'months/2026-03/export?format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const xlsx = await call('GET', 'months/2026-03/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // the VAT regime of the settings is stated on the export sent to the accountant
    const cell3 = async (payload: Buffer) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(payload as unknown as ArrayBuffer);
      return String(book.worksheets[0].getCell('A3').value);
    };
    expect(await cell3(xlsx.rawPayload)).toBe('Régime de TVA : Réel normal — montants hors taxes');
    const asB = (method: 'GET' | 'PUT', path: string, payload?: unknown) => call(method, path, payload, tokens.restorerB, b);
    await ok(await asB('PUT', 'settings', { opening_balance_cents: 0, opening_balance_on: '2025-01-01', vat_regime: 'franchise' }));
    expect((await ok(await asB('GET', 'settings'))).vat_regime).toBe('franchise');
    expect(await cell3((await asB('GET', 'months/2026-03/export?format=xlsx')).rawPayload)).toBe(
      'Régime de TVA : Franchise en base (TVA non applicable, art. 293 B du CGI) — montants hors taxes',
    );
  });

  it('sets a budget that becomes the forecast of its line', async () => {
    const salaries = (await ok(await call('GET', 'settings'))).categories.find((c: { name: string }) => c.name === 'Salaires');
    await ok(await call('PUT', 'budgets', { month: '2026-03', line: salaries.id, amount_cents: 40000 }));
    await ok(await call('PUT', 'budgets', { month: '2026-03', line: 'revenue', amount_cents: 180000 }));
    const s = await ok(await call('GET', 'months/2026-03'));
    expect(line(s, 'Salaires').month.forecast).toBe(40000);
    expect(line(s, 'revenue').month.forecast).toBe(180000);
    // the forecast of % charges and royalties follows the forecast revenue
    expect(line(s, 'royalties').month.forecast).toBe(9000);
    expect(line(s, 'Loyer').month.forecast).toBe(25000);
  });

  it('freezes a closed month: later changes do not move it, edits are refused with a French 409', async () => {
    const closed = await ok(await call('POST', 'months/2026-03/close'));
    expect(closed.closure.closed_by_name).toBe('restorer Test');
    // a late closing changes the inputs
    await rollups(a1, 'day', [{ day: '2026-03-20', ht: 99999, covers: 5, tickets: 5 }]);
    const s = await ok(await call('GET', 'months/2026-03'));
    expect(line(s, 'revenue').month.actual).toBe(155555);
    expect(line(s, 'result').month.actual).toBe(31224);
    // the drill-down shows the sources as they were at the closing, agreeing with the frozen statement
    const frozenSources = await ok(await call('GET', 'months/2026-03/lines/revenue'));
    expect(frozenSources.explanation).toMatch(/^Mois clôturé le .* par restorer Test : sources telles qu'à la clôture\./);
    expect(frozenSources.rows.map((r: { date: string }) => r.date)).toEqual(['2026-03-02', '2026-03-03']);
    expect(frozenSources.rows.reduce((a: number, r: { amount_cents: number }) => a + r.amount_cents, 0)).toBe(155555);
    const frozenSalaries = await ok(await call('GET', `months/2026-03/lines/${line(s, 'Salaires').key}`));
    expect(frozenSalaries.rows.map((r: { amount_cents: number }) => r.amount_cents)).toEqual([30000, 12345]);
    const refused = await call('POST', 'entries', { month: '2026-03', kind: 'purchases', label: 'Oubli', amount_cents: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Le mois de mars 2026 est clôturé : ses chiffres ne peuvent plus être modifiés');
    expect((await call('POST', 'months/2026-03/close')).statusCode).toBe(409);
    expect((await call('PUT', 'budgets', { month: '2026-03', line: 'revenue', amount_cents: 1 })).statusCode).toBe(409);
    // only an admin reopens; then the month is live again
    expect((await call('DELETE', 'months/2026-03/close')).statusCode).toBe(403);
    const reopened = await ok(await call('DELETE', 'months/2026-03/close', undefined, tokens.admin));
    expect(reopened.closure).toBeNull();
    expect(line(reopened, 'revenue').month.actual).toBe(155555 + 99999);
    const liveSources = await ok(await call('GET', 'months/2026-03/lines/revenue'));
    expect(liveSources.rows.map((r: { date: string }) => r.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-20']);
  });

  it('validates input in French and changes nothing', async () => {
    const res = await call('POST', 'categories', { name: '', section: 'staff', mode: 'percent', amount_cents: 0, rate_bp: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.name).toBeTruthy();
    const noCat = await call('POST', 'entries', { month: '2026-04', kind: 'charge', label: 'x', amount_cents: 1 });
    expect(noCat.json().error.fields.category_id).toBe('Le champ catégorie est obligatoire');
    expect((await call('GET', 'entries?month=2026-04').then(ok)).length).toBe(0);
  });
});

describe('stock variation from the stock module’s inventories', () => {
  it('takes opening − closing validated inventory when the month has one, else the hand entry', async () => {
    const db = ctx.database.db;
    for (const [n, day, cents, status] of [
      [1, '2026-03-31', 50000, 'validated'],
      [2, '2026-04-30', 42000, 'validated'],
      [3, '2026-05-31', 1, 'in_progress'],
    ] as const)
      await db.execute(sql`insert into stock_inventories (id, restaurant_id, number, counted_on, status, value_cents)
        values (gen_random_uuid(), ${a1}, ${n}, ${day}, ${status}, ${cents})`);
    await ok(await call('POST', 'entries', { month: '2026-04', kind: 'stock_variation', label: 'À la main', amount_cents: 999 }));
    await ok(await call('POST', 'entries', { month: '2026-05', kind: 'stock_variation', label: 'À la main', amount_cents: 777 }));
    const april = await ok(await call('GET', 'months/2026-04'));
    expect(line(april, 'stock_variation').month.actual).toBe(8000);
    const sources = await ok(await call('GET', 'months/2026-04/lines/stock_variation'));
    expect(sources.rows.map((r: { amount_cents: number }) => r.amount_cents)).toEqual([50000, -42000]);
    // May's inventory is not validated: the hand entry counts
    expect(line(await ok(await call('GET', 'months/2026-05')), 'stock_variation').month.actual).toBe(777);
    // March has no opening inventory: its hand entry still counts
    expect(line(await ok(await call('GET', 'months/2026-03')), 'stock_variation').month.actual).toBe(-1500);
  });
});

describe('indicators over the four views', () => {
  it('monthly, weekly, daily and date to date', async () => {
    const get = (q: string) => call('GET', `indicators?${q}`).then(ok);
    const monthly = await get('view=monthly&from=2026-03-15');
    expect(monthly.period).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthly.compare).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(monthly.current.revenue_ht_cents).toBe(155555 + 99999);
    expect(monthly.previous.revenue_ht_cents).toBe(40000);
    const weekly = await get('view=weekly&from=2026-03-04');
    expect(weekly.period).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(weekly.current.revenue_ht_cents).toBe(155555);
    expect(weekly.current.covers).toBe(60);
    expect(weekly.current.average_ticket_cents).toBe(Math.round(155555 / 45));
    expect(weekly.current.average_cover_cents).toBe(Math.round(155555 / 60));
    // salaries entered for the month count for 7 days of 31; social charges are 12,34 % of the week's revenue
    const staff = Math.round((42345 * 7) / 31) + Math.round((155555 * 1234) / 10_000);
    expect(weekly.current.staff_cost_bp).toBe(Math.round((staff / 155555) * 10_000));
    expect(weekly.series).toHaveLength(7);
    const daily = await get('view=daily&from=2026-03-03');
    expect(daily.current.revenue_ht_cents).toBe(55555);
    expect(daily.current.covers).toBe(20);
    expect(daily.compare).toEqual({ from: '2025-03-04', to: '2025-03-04' });
    const range = await get('view=range&from=2026-03-02&to=2026-03-03&compare_from=2025-03-03&compare_to=2025-03-03');
    expect(range.current.revenue_ht_cents).toBe(155555);
    expect(range.previous.revenue_ht_cents).toBe(40000);
    expect(range.previous.covers).toBe(10);
    const bad = await call('GET', 'indicators?view=range&from=2026-03-05&to=2026-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.to).toBe('La fin de la période ne peut pas précéder son début');
  });
});

describe('revenue forecast from history', () => {
  it('takes the same weekdays last year × the recent trend, closed days included, and can be overridden', async () => {
    // June 2025 (a year before June 2026, 52 weeks aligned): 100 € a day, closed on Mondays
    const days: Fig[] = [];
    for (let d = Date.parse('2025-05-05'); d <= Date.parse('2025-07-01'); d += 86_400_000) {
      const day = new Date(d).toISOString().slice(0, 10);
      const monday = new Date(d).getUTCDay() === 1;
      if (day >= '2025-06-02' && monday) continue;
      days.push({ day, ht: 10000 });
    }
    // the 28 days before June 2026: 110 € a day, against 100 € the same days a year before → trend 1,1
    for (let d = Date.parse('2026-05-04'); d <= Date.parse('2026-05-31'); d += 86_400_000)
      days.push({ day: new Date(d).toISOString().slice(0, 10), ht: 11000 });
    await rollups(b, 'day', days);
    const call_ = (p: string, payload?: unknown, method: 'GET' | 'PUT' = 'GET') => call(method, p, payload, tokens.restorerB, b);
    const f = await ok(await call_('months/2026-06/forecast'));
    expect(f.method).toBe('last_year');
    expect(f.trend).toBe(1.1);
    // 30 days, 5 Mondays closed: 25 × 110 €
    expect(f.computed_cents).toBe(275000);
    expect(f.days[0]).toEqual({ date: '2026-06-01', last_year_date: '2025-06-02', cents: 0, source: 'last_year' });
    await ok(await call_('budgets', { month: '2026-06', line: 'revenue', amount_cents: 300000 }, 'PUT'));
    const overridden = await ok(await call_('months/2026-06/forecast'));
    expect([overridden.override_cents, overridden.forecast_cents, overridden.computed_cents]).toEqual([300000, 300000, 275000]);
    const s = await ok(await call_('months/2026-06'));
    expect(line(s, 'revenue').month.forecast).toBe(300000);
    await ok(await call_('budgets', { month: '2026-06', line: 'revenue', amount_cents: null }, 'PUT'));
    expect((await ok(await call_('months/2026-06/forecast'))).forecast_cents).toBe(275000);
  });
});

describe('French public holidays in the forecast', () => {
  it('knows the Easter-based holidays (computed by hand for 2026 and 2027)', () => {
    // Easter 2026: 5 April; 2027: 28 March → Easter Monday, Ascension (+39), Whit Monday (+50)
    expect([easterSunday(2025), easterSunday(2026), easterSunday(2027)]).toEqual(['2025-04-20', '2026-04-05', '2027-03-28']);
    const moving = (y: number) =>
      [...frenchHolidays(y)].filter(([, n]) => !/^(jour|fete|victoire|assomption|toussaint|armistice|noel)/.test(n));
    expect(moving(2026)).toEqual([
      ['2026-04-06', 'lundi_de_paques'],
      ['2026-05-14', 'ascension'],
      ['2026-05-25', 'lundi_de_pentecote'],
    ]);
    expect(moving(2027)).toEqual([
      ['2027-03-29', 'lundi_de_paques'],
      ['2027-05-06', 'ascension'],
      ['2027-05-17', 'lundi_de_pentecote'],
    ]);
    expect(frenchHolidays(2027).size).toBe(11);
    // a holiday this year is forecast from the same holiday last year, even in another month
    expect(lastYearDayOf('2027-03-29')).toBe('2026-04-06');
    expect(lastYearDayOf('2027-05-06')).toBe('2026-05-14');
    expect(lastYearDayOf('2027-05-17')).toBe('2026-05-25');
    expect(lastYearDayOf('2027-07-14')).toBe('2026-07-14');
  });

  it('forecasts a holiday from last year’s holiday, and a day aligned on last year’s holiday from the week before', async () => {
    // 2025: Easter Monday 21 April, Ascension 29 May, Whit Monday 9 June
    await rollups(a1, 'day', [
      { day: '2025-04-07', ht: 10000 }, // the day 52 weeks before Easter Monday 2026, not a holiday: unused
      { day: '2025-04-14', ht: 20000 }, // the week before Easter Monday 2025
      { day: '2025-04-21', ht: 50000 }, // Easter Monday 2025
      { day: '2025-05-15', ht: 10000 }, // aligned with Ascension 2026: unused
      { day: '2025-05-22', ht: 15000 }, // the week before Ascension 2025
      { day: '2025-05-26', ht: 10000 }, // aligned with Whit Monday 2026: unused
      { day: '2025-05-29', ht: 70000 }, // Ascension 2025
      { day: '2025-06-09', ht: 60000 }, // Whit Monday 2025 (in June: outside May's aligned range)
    ]);
    const dayOf = (f: { days: { date: string; last_year_date: string }[] }, date: string) => f.days.find((d) => d.date === date);
    const april = await ok(await call('GET', 'months/2026-04/forecast'));
    expect(april.trend).toBe(1);
    expect(dayOf(april, '2026-04-06')).toEqual({ date: '2026-04-06', last_year_date: '2025-04-21', cents: 50000, source: 'last_year' });
    // Monday 20 April 2026 is aligned with Easter Monday 2025: forecast from the Monday before it
    expect(dayOf(april, '2026-04-20')).toEqual({ date: '2026-04-20', last_year_date: '2025-04-14', cents: 20000, source: 'last_year' });
    // 13 April 2026 is aligned with 14 April 2025 too
    expect(april.computed_cents).toBe(50000 + 20000 + 20000);
    const may = await ok(await call('GET', 'months/2026-05/forecast'));
    expect(dayOf(may, '2026-05-14')).toEqual({ date: '2026-05-14', last_year_date: '2025-05-29', cents: 70000, source: 'last_year' });
    expect(dayOf(may, '2026-05-25')).toEqual({ date: '2026-05-25', last_year_date: '2025-06-09', cents: 60000, source: 'last_year' });
    expect(dayOf(may, '2026-05-28')).toEqual({ date: '2026-05-28', last_year_date: '2025-05-22', cents: 15000, source: 'last_year' });
    expect(dayOf(may, '2026-05-01')?.last_year_date).toBe('2025-05-01');
    // 21 May 2026 is aligned with 22 May 2025 too
    expect(may.computed_cents).toBe(70000 + 60000 + 15000 + 15000);
    // 2027: Easter Monday (29 March) is forecast from Easter Monday 2026 (6 April)
    const march27 = await ok(await call('GET', 'months/2027-03/forecast'));
    expect(dayOf(march27, '2027-03-29')?.last_year_date).toBe('2026-04-06');
  });
});

describe('the home dashboard', () => {
  it('shows the HACCP planning’s late tasks when the restaurant holds fitfit_haccp, nothing HACCP without it', async () => {
    const haccp = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
      ctx.app.inject({
        method,
        url: `/api/v1/restaurants/${a1}/haccp/${path}`,
        payload: payload as object,
        headers: bearer(tokens.restorer),
      });
    const hoursFromNow = (h: number) => new Date(Math.round((Date.now() + h * 3_600_000) / 60_000) * 60_000).toISOString();
    const task = async (title: string, due_at: string) =>
      ok(await haccp('POST', 'tasks', { title, kind: 'other', recurrence: 'none', due_at }));
    const before = (await ok(await call('GET', 'dashboard'))).haccp;
    expect(before).toEqual({ open_non_conformities: 0, late_tasks: 0, missing_readings: 0 });
    const past = hoursFromNow(-30);
    await task('Dégivrer le congélateur', past);
    const done = await task('Nettoyer la hotte', past);
    await task('Détartrer le lave-vaisselle', hoursFromNow(30));
    await ok(await haccp('POST', `tasks/${done.id}/transitions`, { due_at: past, status: 'done' }));
    // the same count as the HACCP home's late tasks (the planning's computation)
    const home = await ok(await haccp('GET', 'dashboard'));
    const lateOnHome = home.late_tasks.length + home.tasks_today.filter((o: { status: string }) => o.status === 'late').length;
    const after = (await ok(await call('GET', 'dashboard'))).haccp;
    expect(after.late_tasks).toBe(1);
    expect(after.late_tasks).toBe(lateOnHome);
    // a restaurant without fitfit_haccp shows no HACCP block
    await ctx.database.db.execute(sql`delete from fitfit_module_restaurants where restaurant_id = ${b}
      and fitfit_module_id = (select id from fitfit_modules where code_name = 'fitfit_haccp')`);
    expect((await ok(await call('GET', 'dashboard', undefined, tokens.restorerB, b))).haccp).toBeNull();
  });
});

describe('who may read and write a PNL', () => {
  it('refuses other restaurants, the saler, a restaurant without the module, and a franchisor outside its marks', async () => {
    expect((await call('GET', 'months/2026-03', undefined, tokens.restorerB)).statusCode).toBe(403);
    expect((await call('GET', 'settings', undefined, tokens.saler)).statusCode).toBe(403);
    expect((await call('GET', 'settings', undefined, tokens.franchisor, b)).statusCode).toBe(403);
    expect((await call('GET', 'settings', undefined, tokens.franchisor, a1)).statusCode).toBe(200);
    // A2 does not hold fitfit_pnl
    expect((await call('GET', 'settings', undefined, tokens.restorer, w.restaurants.a2.id)).statusCode).toBe(403);
    expect((await call('POST', 'months/2026-05/close', undefined, tokens.restorerB)).statusCode).toBe(403);
  });

  it('serves the network table: every restaurant to an admin, the marks’ restaurants to a franchisor, nobody else', async () => {
    const net = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/pnl/network?period=month&month=2026-03', headers: bearer(token) });
    const admin = await ok(await net(tokens.admin));
    const names = admin.rows.map((r: { restaurant_id: string }) => r.restaurant_id);
    expect(names).toEqual(expect.arrayContaining([a1, b]));
    expect(names).not.toContain(w.restaurants.a2.id);
    const franchisor = await ok(await net(tokens.franchisor));
    expect(franchisor.rows.map((r: { restaurant_id: string }) => r.restaurant_id)).toEqual([a1]);
    expect(franchisor.rows[0].revenue_cents).toBe(155555 + 99999);
    expect(franchisor.average.revenue_cents).toBe(155555 + 99999);
    expect((await net(tokens.restorer)).statusCode).toBe(403);
    expect((await net(tokens.saler)).statusCode).toBe(403);
    const year = await ok(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/pnl/network?period=year&month=2026-03', headers: bearer(tokens.franchisor) }),
    );
    expect(year.from).toBe('2026-01-01');
  });
});
