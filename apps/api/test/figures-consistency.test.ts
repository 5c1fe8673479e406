import type {
  Closing,
  Dashboard,
  NetworkClosingRow,
  NetworkDashboard,
  NetworkRealTime,
  PnlDashboard,
  PnlIndicators,
  PnlNetwork,
  PnlStatement,
  RealTime,
  SalesByDimension,
} from '@fitfit/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf } from '../src/modules/caisse/ledger/common';
import { caisseRestaurant, type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { bearer, setModules } from './fixtures';

/**
 * One consistency test over the whole product (issue 23, item 10). A small network — A1 and A2 of the franchisor's
 * mark, B outside it — sells through the terminal API over the end of last month and this month up to today; the
 * days up to two days ago (and the whole of last month) are closed, the last ones are open; two tickets are
 * cancelled today, one of yesterday and one of last month's last day (closed). Then every screen that shows
 * revenue — caisse dashboard, analyses overview, day by day, Z closings, PNL statement and indicators, the home `/`,
 * the franchisor dashboard and analyses, the per-restaurant PNL, the analyses and Z CSV exports — must give, for a
 * day, a week and a month, what a plain SQL sum over the raw ticket rows gives (`rawTruth`, written here, not
 * through the product's read functions).
 *
 * The rules, as the product defines them, that the SQL encodes:
 * - revenue HT/TTC: every ticket of the business day, cancellations included as negative amounts on the day they
 *   are issued (the Z of that day carries them; the cancelled ticket's own day is not changed);
 * - tickets and covers: the ended sales tickets of the day — a ticket cancelled later still counts on its own day
 *   (status `canceled`), a cancellation (`cancel_created`) never counts as a ticket;
 * - a Z covers its `from_date`..`to_date` (the days not closed before it); no ticket here arrives late, so a Z
 *   holds exactly the tickets of those business days.
 * Where screens legitimately differ, the comparison says so at the screen: the PNL screens, `/` and the
 * per-restaurant PNL are HT (no TTC shown); the PNL statement is compared on closed months only; `/` is « à date »
 * (yesterday, and the month from its first day to today, open days included) and is compared on those same days.
 *
 * `mismatches()` returns every difference as « screen, day: figure shown ≠ SQL »: empty on good data; after one
 * rollup row is deliberately corrupted, it must name the screens that read it and that day.
 */
let w: LedgerWorld;
let a1: string;
let a2: string;
let b: string;

type Figure = 'ttc' | 'ht' | 'tickets' | 'covers';
type Figures = Record<Figure, number>;

// ---------- calendar arithmetic of the test's own (YYYY-MM-DD business days) ----------
const DAY_MS = 86_400_000;
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const mondayOf = (d: string) => addDays(d, -((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7));
const daysFrom = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};
const frDay = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
const minDay = (x: string, y: string) => (x < y ? x : y);

/** Today on the restaurants' clock (Europe/Paris, day change at 05:00), and the month boundary before it. */
const T = businessDateOf(new Date(), 'Europe/Paris', 5);
const M1 = `${T.slice(0, 8)}01`;
/** Last day of last month: its tickets are rolled up (closed), the month boundary is crossed right after it. */
const P = addDays(M1, -1);
const PREV_MONTH = P.slice(0, 7);
const PREV_FIRST = `${PREV_MONTH}-01`;
const SPAN_FROM = addDays(P, -4);
/** The days with sales: the end of last month, the start of this one, the last nine days up to today. */
const SALE_DAYS = [...new Set([...daysFrom(SPAN_FROM, P), ...daysFrom(M1, addDays(M1, 2)), ...daysFrom(addDays(T, -8), T)])]
  .filter((d) => d <= T)
  .sort();
/** Closed through two days ago — and at least the whole of last month, so that its PNL is on closed days only. */
const LAST_CLOSED = P > addDays(T, -2) ? P : addDays(T, -2);

/** The periods compared on the range screens: a day, a week, a month, each on both sides of the boundary. */
const RANGES = [
  { from: T, to: T },
  { from: P, to: P },
  { from: mondayOf(T), to: T },
  { from: mondayOf(P), to: minDay(addDays(mondayOf(P), 6), T) },
  { from: PREV_FIRST, to: P },
  { from: M1, to: T },
];

// ---------- the independent truth: plain SQL over the raw ticket rows ----------
/** Per restaurant and business day, summed by PostgreSQL from `caisse_tickets` alone. */
const rawTruth = async () => {
  const { rows } = await w.db.execute<{ r: string; d: string; ttc: string; ht: string; tickets: number; covers: string; late: boolean }>(
    sql`select restaurant_id::text as r, business_date::text as d, late,
          sum(total_ttc_cents)::bigint as ttc, sum(total_ht_cents)::bigint as ht,
          count(*) filter (where status in ('ended', 'canceled'))::int as tickets,
          coalesce(sum(covers) filter (where status in ('ended', 'canceled')), 0)::bigint as covers
        from caisse_tickets
        where restaurant_id in (${a1}, ${a2}, ${b}) and status in ('ended', 'canceled', 'cancel_created')
        group by 1, 2, 3`,
  );
  const byDay = new Map(
    rows.map((x) => [`${x.r}|${x.d}|${x.late}`, { ttc: Number(x.ttc), ht: Number(x.ht), tickets: x.tickets, covers: Number(x.covers) }]),
  );
  /** `onTimeOnly`: leave out the late tickets (their day was closed when they arrived: the next Z takes them). */
  return (restaurants: string[], from: string, to: string, onTimeOnly = false): Figures => {
    const sum: Figures = { ttc: 0, ht: 0, tickets: 0, covers: 0 };
    for (const r of restaurants)
      for (const d of daysFrom(from, to))
        for (const late of onTimeOnly ? [false] : [false, true]) {
          const f = byDay.get(`${r}|${d}|${late}`);
          if (f) for (const k of Object.keys(sum) as Figure[]) sum[k] += f[k];
        }
    return sum;
  };
};

const where = (from: string, to: string) =>
  from === to
    ? `day ${from}`
    : from.slice(0, 7) === to.slice(0, 7) && from.endsWith('-01') && to === lastDayOf(from)
      ? `month ${from.slice(0, 7)}`
      : `${from} → ${to}`;
const lastDayOf = (d: string) => addDays(`${addDays(`${d.slice(0, 8)}28`, 4).slice(0, 8)}01`, -1);

/** Adds « screen, where: figure shown ≠ SQL » for every figure the screen shows that differs from the SQL. */
/** How many figures the last `mismatches()` compared: a comparison that compares nothing cannot fail. */
let compared = 0;
const compare = (out: string[], screen: string, at: string, shown: Partial<Record<Figure, number | null>>, sqlSum: Figures) => {
  compared += Object.keys(shown).length;
  for (const k of Object.keys(shown) as Figure[]) if (shown[k] !== sqlSum[k]) out.push(`${screen}, ${at}: ${k} ${shown[k]} ≠ ${sqlSum[k]}`);
};

/** What a screen must hold (a period, a line): its absence is a failure of its own. */
const must = <T>(x: T | undefined, what: string): T => {
  if (x === undefined) throw new Error(`${what} manquant`);
  return x;
};
const get = async (url: string, token: string) => {
  const res = await w.ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return res;
};
const json = async <T>(url: string, token: string): Promise<T> => (await get(url, token)).json() as T;
const caisse = (id: string) => `/api/v1/restaurants/${id}/caisse`;
const pnl = (id: string) => `/api/v1/restaurants/${id}/pnl`;
/** A CSV export's rows by header; the first of two columns of the same name keeps it (the day by day tab has two « Jour »). */
const csvRows = (payload: Buffer) => {
  const [header, ...rows] = parse(payload, { delimiter: ';', bom: true }) as string[][];
  return rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]]).reverse()) as Record<string, string>);
};
/** "1234,56" → 123456 cents. */
const cents = (fr: string) => {
  const [units, decimals = '0'] = fr.replace('-', '').split(',');
  return (fr.startsWith('-') ? -1 : 1) * (Number(units) * 100 + Number(decimals.padEnd(2, '0')));
};
const summary = (s: { ttc_cents: number; ht_cents: number; tickets: number; covers: number }): Figures => ({
  ttc: s.ttc_cents,
  ht: s.ht_cents,
  tickets: s.tickets,
  covers: s.covers,
});

/** Every screen, for a day, a week and a month, against the SQL: the list of differences. */
const mismatches = async (): Promise<string[]> => {
  const sqlSum = await rawTruth();
  const out: string[] = [];
  compared = 0;
  const { restorer, franchisor } = w.tokens;
  const mine = [
    { name: 'A1', id: a1 },
    { name: 'A2', id: a2 },
  ];
  const network = [a1, a2];

  for (const { name, id } of mine) {
    // caisse dashboard: the three periods, and the chart's bars day by day (labels dd/mm) for the week and the month
    for (const period of ['week', 'month'] as const) {
      const board = await json<Dashboard>(`${caisse(id)}/analytics/dashboard?period=${period}`, restorer);
      if (period === 'month')
        for (const p of board.periods)
          compare(
            out,
            `tableau de bord caisse (${name}) « ${p.label} »`,
            where(p.from, p.to),
            summary(p.current),
            sqlSum([id], p.from, p.to),
          );
      const chosen = must(
        board.periods.find((p) => p.period === period),
        period,
      );
      const bars = new Map<string, number>(
        board.chart.map((c: { label: string; current_ttc_cents: number }) => [c.label, c.current_ttc_cents]),
      );
      for (const d of daysFrom(chosen.from, chosen.to))
        compare(
          out,
          `graphique du tableau de bord caisse (${name}, ${period})`,
          `day ${d}`,
          { ttc: bars.get(frDay(d).slice(0, 5)) ?? Number.NaN },
          sqlSum([id], d, d),
        );
    }

    // real time: today's figures
    const live = await json<RealTime>(`${caisse(id)}/analytics/real-time`, restorer);
    compare(out, `temps réel (${name})`, `day ${live.today}`, summary(live.totals), sqlSum([id], live.today, live.today));

    // analyses « Vue d'ensemble »: the totals of its tab (the `type` dimension), for each period
    for (const r of RANGES) {
      const s = await json<SalesByDimension>(`${caisse(id)}/analytics/sales?dimension=type&from=${r.from}&to=${r.to}`, restorer);
      compare(out, `analyses vue d'ensemble (${name})`, where(r.from, r.to), summary(s.totals), sqlSum([id], r.from, r.to));
    }

    // analyses « Jour par jour » over the whole span, and its CSV export, row by row and in total
    const dayByDay = await json<SalesByDimension>(`${caisse(id)}/analytics/sales?dimension=day&by=day&from=${SPAN_FROM}&to=${T}`, restorer);
    for (const d of daysFrom(SPAN_FROM, T)) {
      const row = dayByDay.rows.find((x: { business_date: string }) => x.business_date === d);
      compare(
        out,
        `jour par jour (${name})`,
        `day ${d}`,
        row ? summary(row) : { ttc: 0, ht: 0, tickets: 0, covers: 0 },
        sqlSum([id], d, d),
      );
    }
    compare(out, `jour par jour (${name}) total`, where(SPAN_FROM, T), summary(dayByDay.totals), sqlSum([id], SPAN_FROM, T));
    const dayCsv = csvRows(
      (await get(`${caisse(id)}/analytics/sales/export?dimension=day&by=day&from=${SPAN_FROM}&to=${T}&format=csv`, restorer)).rawPayload,
    );
    const fromCsv = (r: Record<string, string>): Figures => ({
      ttc: cents(r['CA TTC']),
      ht: cents(r['CA HT']),
      tickets: Number(r.Tickets),
      covers: Number(r.Couverts),
    });
    for (const r of dayCsv) {
      const d = r.Jour ? `${r.Jour.slice(6, 10)}-${r.Jour.slice(3, 5)}-${r.Jour.slice(0, 2)}` : null;
      if (d) compare(out, `export CSV jour par jour (${name})`, `day ${d}`, fromCsv(r), sqlSum([id], d, d));
      else compare(out, `export CSV jour par jour (${name}) total`, where(SPAN_FROM, T), fromCsv(r), sqlSum([id], SPAN_FROM, T));
    }
    // the overview's CSV for each month
    for (const r of RANGES.slice(4)) {
      const rows = csvRows(
        (await get(`${caisse(id)}/analytics/sales/export?dimension=type&from=${r.from}&to=${r.to}&format=csv`, restorer)).rawPayload,
      );
      compare(
        out,
        `export CSV vue d'ensemble (${name}) total`,
        where(r.from, r.to),
        fromCsv(rows[rows.length - 1]),
        sqlSum([id], r.from, r.to),
      );
    }

    // Z closings: each daily closing over the days it covers, each month's closings. A Z is sealed when it is made:
    // the late ticket (sent today for the last closed day) waits for the next Z, which is not made yet — so the Z
    // screens are compared with the tickets that were on time; every other screen with all, each on its own day.
    const closings = (await json<{ data: Closing[] }>(`${caisse(id)}/closings?per_page=100`, restorer)).data;
    for (const c of closings)
      compare(
        out,
        `Z n°${c.number} (${name})`,
        where(c.from_date, c.to_date),
        { ttc: c.total_ttc_cents, ht: c.total_ht_cents, tickets: c.tickets_count, covers: c.covers },
        sqlSum([id], c.from_date, c.to_date, true),
      );
    for (const c of (await json<{ data: Closing[] }>(`${caisse(id)}/closings?period=month&per_page=100`, restorer)).data)
      compare(
        out,
        `Z du mois (${name})`,
        where(c.from_date, c.to_date),
        { ttc: c.total_ttc_cents, ht: c.total_ht_cents, tickets: c.tickets_count, covers: c.covers },
        sqlSum([id], c.from_date, c.to_date, true),
      );
    // the Z export (CSV): every closing row, the months, the year and the period's total, over the days each covers
    for (const r of csvRows((await get(`${caisse(id)}/closings/export?from=${SPAN_FROM}&to=${T}&format=csv`, restorer)).rawPayload))
      compare(out, `export CSV des Z (${name}) « ${r['Période']} »`, where(r.Du, r.Au), fromCsv(r), sqlSum([id], r.Du, r.Au, true));

    // PNL « Chiffre d'affaires HT » (HT only), compared on a closed month: last month, closed through its last day
    const statement = await json<PnlStatement>(`${pnl(id)}/months/${PREV_MONTH}`, restorer);
    const revenue = must(
      statement.lines.find((l) => l.key === 'revenue'),
      'revenue',
    );
    compare(
      out,
      `PNL compte de résultat (${name})`,
      `month ${PREV_MONTH}`,
      { ht: revenue.month.actual, tickets: statement.tickets, covers: statement.covers },
      sqlSum([id], PREV_FIRST, P),
    );
    // PNL indicators (HT): last month's last day and last month, both closed
    for (const [view, from, to] of [
      ['daily', P, P],
      ['monthly', P, P],
    ] as const) {
      const ind = await json<PnlIndicators>(`${pnl(id)}/indicators?view=${view}&from=${from}`, restorer);
      compare(
        out,
        `indicateurs PNL (${name}, ${view})`,
        where(ind.period.from, ind.period.to),
        { ht: ind.current.revenue_ht_cents, covers: ind.current.covers },
        sqlSum([id], view === 'daily' ? from : PREV_FIRST, view === 'daily' ? to : P),
      );
    }

    // `/` (the PNL home): « à date » — yesterday, and the month from its first day to today (open days included), HT
    const home = await json<PnlDashboard>(`${pnl(id)}/dashboard`, restorer);
    compare(
      out,
      `accueil / (${name}) « hier »`,
      `day ${home.yesterday}`,
      { ht: home.yesterday_revenue.actual },
      sqlSum([id], home.yesterday, home.yesterday),
    );
    compare(
      out,
      `accueil / (${name}) « mois à date »`,
      where(M1, T),
      { ht: home.month_revenue.actual, covers: home.indicators.covers },
      sqlSum([id], M1, T),
    );
    compare(out, `accueil / (${name}) indicateurs`, where(M1, T), { ht: home.indicators.revenue_ht_cents }, sqlSum([id], M1, T));
  }

  // the franchisor's dashboard over its mark (A1 + A2; B is another network): periods, ranking, chart
  for (const period of ['week', 'month'] as const) {
    const board = await json<NetworkDashboard>(`/api/v1/franchisor/dashboard?period=${period}`, franchisor);
    if (period === 'month')
      for (const p of board.periods)
        compare(out, `tableau de bord franchiseur « ${p.label} »`, where(p.from, p.to), summary(p.current), sqlSum(network, p.from, p.to));
    const chosen = must(
      board.periods.find((p) => p.period === period),
      period,
    );
    for (const r of board.ranking)
      compare(
        out,
        `classement franchiseur (${r.name.split(' ')[0]}, ${period})`,
        where(chosen.from, chosen.to),
        summary(r.current),
        sqlSum([r.restaurant_id], chosen.from, chosen.to),
      );
    if (board.ranking.length !== 2) out.push(`classement franchiseur (${period}): ${board.ranking.length} restaurants ≠ 2`);
    const bars = new Map<string, number>(
      board.chart.map((c: { label: string; current_ttc_cents: number }) => [c.label, c.current_ttc_cents]),
    );
    for (const d of daysFrom(chosen.from, chosen.to))
      compare(
        out,
        `graphique du tableau de bord franchiseur (${period})`,
        `day ${d}`,
        { ttc: bars.get(frDay(d).slice(0, 5)) ?? Number.NaN },
        sqlSum(network, d, d),
      );
  }
  // the franchisor's real time (the network's today, and one line per restaurant)
  const live = await json<NetworkRealTime>('/api/v1/franchisor/real-time', franchisor);
  compare(out, 'temps réel franchiseur', `day ${live.today}`, summary(live.totals), sqlSum(network, live.today, live.today));
  for (const r of live.restaurants)
    compare(
      out,
      `temps réel franchiseur (${r.name.split(' ')[0]})`,
      `day ${live.today}`,
      { ttc: r.ttc_cents, tickets: r.tickets, covers: r.covers },
      sqlSum([r.restaurant_id], live.today, live.today),
    );
  // the franchisor's Z screen: each restaurant's closings, and by month with the network's total (on time: see the Z above)
  for (const period of ['day', 'month'] as const) {
    const rows = (await json<{ data: NetworkClosingRow[] }>(`/api/v1/franchisor/closings?period=${period}&per_page=100`, franchisor)).data;
    for (const c of rows)
      compare(
        out,
        `Z du réseau (${c.restaurant_id ? c.restaurant_name.split(' ')[0] : 'total'}, ${period}${c.number ? ` n°${c.number}` : ''})`,
        where(c.from_date, c.to_date),
        { ttc: c.total_ttc_cents, ht: c.total_ht_cents, tickets: c.tickets_count, covers: c.covers },
        sqlSum(c.restaurant_id ? [c.restaurant_id] : network, c.from_date, c.to_date, true),
      );
    if (!rows.length) out.push(`Z du réseau (${period}): aucune clôture`);
  }

  // the franchisor's analyses: day by day over the network, and per restaurant for each period
  const netDays = await json<SalesByDimension>(
    `/api/v1/franchisor/analytics/sales?dimension=day&by=day&from=${SPAN_FROM}&to=${T}`,
    franchisor,
  );
  for (const d of daysFrom(SPAN_FROM, T)) {
    const row = netDays.rows.find((x: { business_date: string }) => x.business_date === d);
    compare(
      out,
      'analyses franchiseur jour par jour',
      `day ${d}`,
      row ? summary(row) : { ttc: 0, ht: 0, tickets: 0, covers: 0 },
      sqlSum(network, d, d),
    );
  }
  for (const r of RANGES) {
    const s = await json<SalesByDimension>(
      `/api/v1/franchisor/analytics/sales?dimension=day&by=restaurant&from=${r.from}&to=${r.to}`,
      franchisor,
    );
    for (const row of s.rows)
      compare(
        out,
        `analyses franchiseur par restaurant (${row.label.split(' ')[0]})`,
        where(r.from, r.to),
        summary(row),
        sqlSum([row.key], r.from, r.to),
      );
    compare(out, 'analyses franchiseur par restaurant total', where(r.from, r.to), summary(s.totals), sqlSum(network, r.from, r.to));
  }

  // the per-restaurant PNL (/pnl/per-restautant's API), HT, on closed days: last month, and the year to last month
  for (const period of ['month', 'year'] as const) {
    const table = await json<PnlNetwork>(`/api/v1/pnl/network?period=${period}&month=${PREV_MONTH}`, franchisor);
    for (const row of table.rows)
      compare(
        out,
        `PNL par restaurant (${row.restaurant_name.split(' ')[0]}, ${period})`,
        where(table.from, table.to),
        { ht: row.revenue_cents },
        sqlSum([row.restaurant_id], table.from, table.to),
      );
    if (table.rows.length !== 2) out.push(`PNL par restaurant (${period}): ${table.rows.length} restaurants ≠ 2`);
  }
  return out;
};

/** What the terminals sent, by restaurant: TTC of the stored tickets, to check the raw rows themselves. */
const sentTtc = new Map<string, number>();
const cancelled: { id: string; ttc: number }[] = [];

beforeAll(async () => {
  w = await ledgerWorld();
  a1 = w.a;
  a2 = w.world.restaurants.a2.id;
  b = w.b;
  const second = await caisseRestaurant(w, a2);
  // A2 keeps its PNL too, for the per-restaurant table
  await setModules(w.db, a2, ['fitfit_caisse', 'fitfit_pnl']);

  const now = Date.now();
  const todayAt = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();
  const past = (iso: string) => Date.parse(iso) < now - 120_000;
  const wine = { product_id: w.wine.id, quantity: 1, unit_price_cents: 600, vat_rate_bp: 2000 };
  const dish = (quantity: number) => ({ product_id: w.dish.id, quantity, unit_price_cents: 2200, vat_rate_bp: 1000 });
  const a1Tickets = SALE_DAYS.flatMap((d, i) => {
    const at = (time: string) => (d === T ? todayAt(60 + i) : `${d}T${time}.000Z`);
    const night = `${addDays(d, 1)}T02:30:00.000Z`;
    return [
      w.ticket({ at: at('11:00:00'), lines: [w.menuLine], covers: 2 }),
      // a discount on the dishes and the wine offered every other day
      w.ticket({
        at: at('19:30:00'),
        lines:
          i % 2
            ? [
                { ...dish(2), discount_cents: 440 },
                { ...wine, offered: true },
              ]
            : [dish(2), wine],
        covers: 3,
      }),
      ...(i % 2 ? [w.ticket({ at: at('12:15:00'), qty: 1, source: 'uber_eats', type: 'delivery', covers: 0 })] : []),
      // after midnight, before the 05:00 day change: the business day before (across the month boundary for P)
      ...(d !== T && past(night) ? [w.ticket({ at: night, lines: [dish(1)], type: 'takeaway', covers: 1 })] : []),
    ];
  });
  const a2Tickets = SALE_DAYS.map((d, i) => second.quiche(1 + (i % 3), d === T ? todayAt(30) : `${d}T12:30:00.000Z`));
  const sent1 = await w.ok(await w.device({ tickets: a1Tickets }));
  const sent2 = await w.ok(await w.device({ tickets: a2Tickets }, second.key, a2));
  // B, outside the mark: a sale today that no network figure may count
  const burger = [{ product_id: w.productB.id, quantity: 2, unit_price_cents: 1500, vat_rate_bp: 1000 }];
  const sentB = await w.ok(await w.device({ tickets: [w.ticket({ at: todayAt(20), lines: burger })] }, w.keys.b, b));
  expect([sent1.stored, sent2.stored, sentB.stored], JSON.stringify(sent1.results.find((r: { error: unknown }) => r.error))).toEqual([
    a1Tickets.length,
    a2Tickets.length,
    1,
  ]);
  sentTtc.set(
    a1,
    a1Tickets.reduce((sum, t) => sum + t.total_ttc_cents, 0),
  );
  sentTtc.set(
    a2,
    a2Tickets.reduce((sum, t) => sum + t.total_ttc_cents, 0),
  );

  // closings, one Z per day with sales up to LAST_CLOSED (the empty days between fall in the next Z)
  const closeDays = [...new Set([...SALE_DAYS.filter((d) => d <= LAST_CLOSED), LAST_CLOSED])].sort();
  for (const id of [a1, a2])
    for (const day of closeDays) {
      const preview = (await w.call('GET', `closings/days/${day}`, undefined, undefined, id)).json();
      const res = await w.call('POST', `closings/days/${day}`, { counted_cash_cents: preview.expected_cash_cents }, undefined, id);
      expect(res.statusCode, res.body).toBe(201);
    }

  // a late ticket: sent now for the last closed day, it counts on that day, and in the next Z (not made yet)
  const late = w.ticket({ at: `${LAST_CLOSED}T12:45:00.000Z`, lines: [dish(3)], covers: 3 });
  const lateRes = await w.ok(await w.device(late));
  expect(lateRes.ticket).toMatchObject({ business_date: LAST_CLOSED, late: true });
  sentTtc.set(a1, (sentTtc.get(a1) ?? 0) + late.total_ttc_cents);

  // cancelled today: a ticket of yesterday, and one of last month's last day (a closed day: the cancellation moves today, not it)
  type Stored = { ticket: { id: string; business_date: string } };
  const results = sent1.results as Stored[];
  const ofYesterday = results.find((r) => r.ticket.business_date === addDays(T, -1));
  const ofP = results.findLast((r) => r.ticket.business_date === P);
  for (const [r, input] of [ofYesterday, ofP].map((r) => [r, a1Tickets[results.indexOf(r as Stored)]] as const)) {
    if (!r) throw new Error('no ticket to cancel');
    const res = await w.call('POST', `tickets/${r.ticket.id}/cancel`, { reason: 'Erreur de saisie' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().business_date).toBe(T);
    cancelled.push({ id: r.ticket.id, ttc: input.total_ttc_cents });
  }
});
afterAll(() => w?.ctx.close());

describe('figures: every screen equals the SQL sum of the raw tickets', () => {
  it('the raw rows are what the terminals sent, over a month boundary, with closed and open days', async () => {
    const sqlSum = await rawTruth();
    const span = (id: string) => sqlSum([id], SPAN_FROM, T);
    expect(span(a1).ttc).toBe((sentTtc.get(a1) ?? 0) - cancelled.reduce((s, c) => s + c.ttc, 0));
    expect(span(a2).ttc).toBe(sentTtc.get(a2));
    // both sides of the boundary hold sales, and a night ticket of the 1st counts on last month's last day
    expect(sqlSum([a1], P, P).tickets).toBeGreaterThan(2);
    expect(sqlSum([a1], M1, M1).tickets).toBeGreaterThan(0);
    // the cancellations count on today as amounts, not as tickets
    const { rows } = await w.db.execute<{ n: number }>(
      sql`select count(*)::int as n from caisse_tickets where restaurant_id = ${a1} and status = 'cancel_created' and business_date = ${T}`,
    );
    expect(rows[0].n).toBe(2);
  });

  it('gives the same revenue HT/TTC, tickets and covers on every screen, for a day, a week and a month', async () => {
    expect(await mismatches()).toEqual([]);
    expect(compared).toBeGreaterThan(500);
  });

  it('names the screen and the day of a corrupted rollup row, and is clean again once it is restored', async () => {
    // last month's last day of A1, closed: its `day` rollup row, TTC and HT off by 12.34 €
    const corrupt = (delta: number) =>
      w.db.execute(
        sql`update caisse_sales_rollups set ttc_cents = ttc_cents + ${delta}, ht_cents = ht_cents + ${delta}
            where restaurant_id = ${a1} and dimension = 'day' and key = '' and business_date = ${P}`,
      );
    expect((await corrupt(1234)).rowCount).toBe(1);
    const found = await mismatches();
    const day = (await rawTruth())([a1], P, P);
    const wrong = (k: 'ttc' | 'ht') => `${day[k] + 1234} ≠ ${day[k]}`;
    expect(found).toEqual(
      expect.arrayContaining([
        `jour par jour (A1), day ${P}: ttc ${wrong('ttc')}`,
        `jour par jour (A1), day ${P}: ht ${wrong('ht')}`,
        `export CSV jour par jour (A1), day ${P}: ttc ${wrong('ttc')}`,
        `analyses franchiseur par restaurant (A1), day ${P}: ttc ${wrong('ttc')}`,
        `PNL compte de résultat (A1), month ${PREV_MONTH}: ht ${(await rawTruth())([a1], PREV_FIRST, P).ht + 1234} ≠ ${(await rawTruth())([a1], PREV_FIRST, P).ht}`,
        `indicateurs PNL (A1, daily), day ${P}: ht ${wrong('ht')}`,
      ]),
    );
    expect(found.some((m) => m.startsWith(`analyses franchiseur jour par jour, day ${P}: ttc`))).toBe(true);
    expect(found.some((m) => m.startsWith(`PNL par restaurant (A1, month), month ${PREV_MONTH}: ht`))).toBe(true);
    // the Z closings are the sealed figures of their tickets, not the rollups; A2's screens read other rows
    expect(found.filter((m) => m.startsWith('Z ') || m.includes('export CSV des Z') || m.includes('(A2'))).toEqual([]);
    await corrupt(-1234);
    expect(await mismatches()).toEqual([]);
  });
});
