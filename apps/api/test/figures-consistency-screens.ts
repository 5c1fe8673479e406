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
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database';
import { bearer } from './fixtures';

/**
 * The screens of figures-consistency.test.ts, read and compared with plain SQL sums over the raw ticket rows.
 *
 * The rules, as the product defines them, that the SQL encodes (`rawTruth`):
 * - revenue HT/TTC of a business day: every ticket of that day, cancellations included as negative amounts on the
 *   day they are issued (the Z of that day carries them; the cancelled ticket's own day is not changed), late
 *   tickets (their day was closed when they arrived) on their own day;
 * - tickets and covers: the ended sales tickets of the day — a ticket cancelled later still counts on its own day
 *   (status `canceled`), a cancellation (`cancel_created`) never counts as a ticket, an order still open (`opened`)
 *   is no sale;
 * - a Z is sealed when it is made: the tickets of the days it closes (`from_date`..its date) that were on time, and
 *   the late tickets received since the Z before it (their number between the two Z's last ticket numbers), so Z
 *   screens are compared with those; a month or an export row of Z's with the Z's dated within it.
 * Where screens legitimately differ, the comparison says so at the screen: the PNL screens, `/` and the per-restaurant
 * PNL are HT (they show no TTC); the PNL statement and the per-restaurant PNL are compared on a month whose days are
 * all closed; `/` is « à date » (yesterday, and the month from its first day to today, open days included) and is
 * compared on those same days; the analyses overview reads the `type` dimension, the day by day tab the `day` one.
 */

export type Figure = 'ttc' | 'ht' | 'tickets' | 'covers';
export type Figures = Record<Figure, number>;

// ---------- calendar arithmetic of the test's own (YYYY-MM-DD business days) ----------
const DAY_MS = 86_400_000;
export const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const mondayOf = (d: string) => addDays(d, -((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7));
export const lastDayOf = (month: string) => addDays(`${addDays(`${month}-28`, 4).slice(0, 8)}01`, -1);
export const daysFrom = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};
const frDay = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

// ---------- the independent truth: plain SQL over the raw rows ----------
/**
 * Per restaurant and business day, summed by PostgreSQL from `caisse_tickets` alone; and per Z, its tickets found
 * from the Z row's bounds (`caisse_closings`): `sales` and `z` sum them over restaurants and days.
 */
export const rawTruth = async (db: Db, restaurantIds: readonly string[]) => {
  const ids = sql.join(
    restaurantIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const figures = sql`sum(t.total_ttc_cents)::bigint as ttc, sum(t.total_ht_cents)::bigint as ht,
    count(*) filter (where t.status in ('ended', 'canceled'))::int as tickets,
    coalesce(sum(t.covers) filter (where t.status in ('ended', 'canceled')), 0)::bigint as covers`;
  const sales = sql`t.status in ('ended', 'canceled', 'cancel_created')`;
  type Row = { r: string; d: string; ttc: string; ht: string; tickets: number; covers: string };
  const [days, zs] = await Promise.all([
    db.execute<Row>(
      sql`select t.restaurant_id::text as r, t.business_date::text as d, ${figures}
          from caisse_tickets t where t.restaurant_id in (${ids}) and ${sales} group by 1, 2`,
    ),
    db.execute<Row>(
      sql`select c.restaurant_id::text as r, c.business_date::text as d, ${figures}
          from caisse_closings c
          join caisse_tickets t on t.restaurant_id = c.restaurant_id and ${sales}
            and ((not t.late and t.business_date between c.from_date and c.business_date)
              or (t.late and t.number > c.previous_last_ticket_number and t.number <= c.last_ticket_number))
          where c.restaurant_id in (${ids}) group by 1, 2`,
    ),
  ]);
  const index = (rows: Row[]) =>
    new Map(rows.map((x) => [`${x.r}|${x.d}`, { ttc: Number(x.ttc), ht: Number(x.ht), tickets: x.tickets, covers: Number(x.covers) }]));
  const sumOf =
    (byDay: Map<string, Figures>) =>
    (restaurants: readonly string[], from: string, to: string): Figures => {
      const sum: Figures = { ttc: 0, ht: 0, tickets: 0, covers: 0 };
      for (const r of restaurants)
        for (const d of daysFrom(from, to)) {
          const f = byDay.get(`${r}|${d}`);
          if (f) for (const k of Object.keys(sum) as Figure[]) sum[k] += f[k];
        }
      return sum;
    };
  return { sales: sumOf(index(days.rows)), z: sumOf(index(zs.rows)) };
};

// ---------- the screens ----------
interface Restaurant {
  id: string;
  /** How the messages name it. */
  name: string;
  /** It holds fitfit_pnl: its PNL screens are read. */
  pnl: boolean;
}
export interface Subject {
  app: FastifyInstance;
  db: Db;
  /** Restaurants whose own screens are read, with a token that may read them. */
  restaurants: Restaurant[];
  restorer: string;
  /** Every restaurant the franchisor's screens must show (its marks' restaurants with the cash register). */
  network: Restaurant[];
  franchisor: string;
  /** Today's business day, and the first day the day by day screens are read from. */
  today: string;
  from: string;
  /** A month whose every day is closed: the PNL statement and the per-restaurant PNL are compared on it. */
  closedMonth: string;
  /** The periods compared on the range screens (a day, a week, a month…). */
  ranges: { from: string; to: string }[];
}

const where = (from: string, to: string) =>
  from === to
    ? `day ${from}`
    : from.endsWith('-01') && to === lastDayOf(from.slice(0, 7))
      ? `month ${from.slice(0, 7)}`
      : `${from} → ${to}`;
/** What a screen must hold (a period, a line): its absence is a failure of its own. */
const must = <T>(x: T | undefined, what: string): T => {
  if (x === undefined) throw new Error(`${what} manquant`);
  return x;
};
const summary = (s: { ttc_cents: number; ht_cents: number; tickets: number; covers: number }): Figures => ({
  ttc: s.ttc_cents,
  ht: s.ht_cents,
  tickets: s.tickets,
  covers: s.covers,
});
const zFigures = (c: Closing): Figures => ({ ttc: c.total_ttc_cents, ht: c.total_ht_cents, tickets: c.tickets_count, covers: c.covers });
const NONE: Figures = { ttc: 0, ht: 0, tickets: 0, covers: 0 };
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
const fromCsv = (r: Record<string, string>): Figures => ({
  ttc: cents(r['CA TTC']),
  ht: cents(r['CA HT']),
  tickets: Number(r.Tickets),
  covers: Number(r.Couverts),
});
const dayOfCsv = (fr: string) => `${fr.slice(6, 10)}-${fr.slice(3, 5)}-${fr.slice(0, 2)}`;

/**
 * Every screen, for each period, against the SQL: the differences as « screen, day: figure shown ≠ SQL », and how
 * many figures were compared (a comparison that compares nothing cannot fail).
 */
export const mismatches = async (s: Subject): Promise<{ list: string[]; compared: number }> => {
  const truth = await rawTruth(s.db, [...new Set([...s.restaurants, ...s.network].map((r) => r.id))]);
  const list: string[] = [];
  let compared = 0;
  const compare = (screen: string, at: string, shown: Partial<Record<Figure, number | null>>, sql: Figures) => {
    for (const k of Object.keys(shown) as Figure[]) {
      compared++;
      if (shown[k] !== sql[k]) list.push(`${screen}, ${at}: ${k} ${shown[k]} ≠ ${sql[k]}`);
    }
  };
  const get = async (url: string, token: string) => {
    const res = await s.app.inject({ method: 'GET', url, headers: bearer(token) });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const json = async <T>(url: string, token: string): Promise<T> => (await get(url, token)).json() as T;
  const nameOf = (id: string | null) => [...s.restaurants, ...s.network].find((r) => r.id === id)?.name ?? id ?? 'réseau';
  const network = s.network.map((r) => r.id);
  const { today } = s;
  const monthStart = `${today.slice(0, 7)}-01`;
  const span = { from: s.from, to: today };
  const closedFrom = `${s.closedMonth}-01`;
  const closedTo = lastDayOf(s.closedMonth);

  for (const { name, id, pnl: holdsPnl } of s.restaurants) {
    const caisse = `/api/v1/restaurants/${id}/caisse`;
    const pnl = `/api/v1/restaurants/${id}/pnl`;
    // caisse dashboard: the three periods, and the chart's bars day by day (labelled dd/mm) for the week and the month
    for (const period of ['week', 'month'] as const) {
      const board = await json<Dashboard>(`${caisse}/analytics/dashboard?period=${period}`, s.restorer);
      if (period === 'month')
        for (const p of board.periods) {
          compare(
            `tableau de bord caisse (${name}) « ${p.label} »`,
            where(p.from, p.to),
            summary(p.current),
            truth.sales([id], p.from, p.to),
          );
          // N-1: over the dates it names (the same weekdays a year before)
          compare(
            `tableau de bord caisse (${name}) « ${p.label} » N-1`,
            where(p.previous_from, p.previous_to),
            summary(p.previous),
            truth.sales([id], p.previous_from, p.previous_to),
          );
        }
      const chosen = must(
        board.periods.find((p) => p.period === period),
        period,
      );
      const bars = new Map(board.chart.map((c) => [c.label, c.current_ttc_cents]));
      for (const d of daysFrom(chosen.from, chosen.to))
        compare(
          `graphique du tableau de bord caisse (${name}, ${period})`,
          `day ${d}`,
          { ttc: bars.get(frDay(d).slice(0, 5)) ?? Number.NaN },
          truth.sales([id], d, d),
        );
    }

    // real time: today's figures
    const live = await json<RealTime>(`${caisse}/analytics/real-time`, s.restorer);
    compare(`temps réel (${name})`, `day ${live.today}`, summary(live.totals), truth.sales([id], live.today, live.today));

    // analyses « Vue d'ensemble » (the `type` dimension's totals) for each period, and its CSV
    for (const r of s.ranges) {
      const tab = await json<SalesByDimension>(`${caisse}/analytics/sales?dimension=type&from=${r.from}&to=${r.to}`, s.restorer);
      compare(`analyses vue d'ensemble (${name})`, where(r.from, r.to), summary(tab.totals), truth.sales([id], r.from, r.to));
      const rows = csvRows(
        (await get(`${caisse}/analytics/sales/export?dimension=type&from=${r.from}&to=${r.to}&format=csv`, s.restorer)).rawPayload,
      );
      compare(
        `export CSV vue d'ensemble (${name}) total`,
        where(r.from, r.to),
        fromCsv(must(rows.at(-1), 'total')),
        truth.sales([id], r.from, r.to),
      );
    }

    // analyses « Jour par jour » over the span, and its CSV export, row by row and in total
    const dayByDay = await json<SalesByDimension>(
      `${caisse}/analytics/sales?dimension=day&by=day&from=${span.from}&to=${span.to}`,
      s.restorer,
    );
    for (const d of daysFrom(span.from, span.to)) {
      const row = dayByDay.rows.find((x) => x.business_date === d);
      compare(`jour par jour (${name})`, `day ${d}`, row ? summary(row) : NONE, truth.sales([id], d, d));
    }
    compare(`jour par jour (${name}) total`, where(span.from, span.to), summary(dayByDay.totals), truth.sales([id], span.from, span.to));
    const dayCsv = csvRows(
      (await get(`${caisse}/analytics/sales/export?dimension=day&by=day&from=${span.from}&to=${span.to}&format=csv`, s.restorer))
        .rawPayload,
    );
    for (const r of dayCsv) {
      const [from, to] = r.Jour ? [dayOfCsv(r.Jour), dayOfCsv(r.Jour)] : [span.from, span.to];
      compare(`export CSV jour par jour (${name})${r.Jour ? '' : ' total'}`, where(from, to), fromCsv(r), truth.sales([id], from, to));
    }

    // Z closings of the span: each daily closing, each month's; the Z export (CSV): every row, over the Z's it sums
    const range = `from=${span.from}&to=${span.to}`;
    for (const c of (await json<{ data: Closing[] }>(`${caisse}/closings?${range}&per_page=100`, s.restorer)).data)
      compare(`Z n°${c.number} (${name})`, where(c.from_date, c.to_date), zFigures(c), truth.z([id], c.business_date, c.business_date));
    for (const c of (await json<{ data: Closing[] }>(`${caisse}/closings?period=month&${range}&per_page=100`, s.restorer)).data)
      compare(`Z du mois (${name})`, where(c.from_date, c.to_date), zFigures(c), truth.z([id], c.from_date, c.to_date));
    for (const r of csvRows((await get(`${caisse}/closings/export?${range}&format=csv`, s.restorer)).rawPayload))
      compare(
        `export CSV des Z (${name}) « ${r.Période} »`,
        where(dayOfCsv(r.Du), dayOfCsv(r.Au)),
        fromCsv(r),
        truth.z([id], dayOfCsv(r.Du), dayOfCsv(r.Au)),
      );

    if (!holdsPnl) continue;
    // PNL « Chiffre d'affaires HT » (HT only), on a month whose every day is closed
    const statement = await json<PnlStatement>(`${pnl}/months/${s.closedMonth}`, s.restorer);
    const revenue = must(
      statement.lines.find((l) => l.key === 'revenue'),
      'revenue',
    );
    compare(
      `PNL compte de résultat (${name})`,
      `month ${s.closedMonth}`,
      { ht: revenue.month.actual, tickets: statement.tickets, covers: statement.covers },
      truth.sales([id], closedFrom, closedTo),
    );
    // PNL indicators (HT): that month's last day, and the month
    for (const view of ['daily', 'monthly'] as const) {
      const ind = await json<PnlIndicators>(`${pnl}/indicators?view=${view}&from=${closedTo}`, s.restorer);
      compare(
        `indicateurs PNL (${name}, ${view})`,
        where(ind.period.from, ind.period.to),
        { ht: ind.current.revenue_ht_cents, covers: ind.current.covers },
        view === 'daily' ? truth.sales([id], closedTo, closedTo) : truth.sales([id], closedFrom, closedTo),
      );
      // its comparison, over the range it names
      compare(
        `indicateurs PNL (${name}, ${view}) comparaison`,
        where(ind.compare.from, ind.compare.to),
        { ht: ind.previous.revenue_ht_cents, covers: ind.previous.covers },
        truth.sales([id], ind.compare.from, ind.compare.to),
      );
    }
    // `/` (the PNL home): « à date » — yesterday, and the month from its first day to today (open days included), HT
    const home = await json<PnlDashboard>(`${pnl}/dashboard`, s.restorer);
    compare(
      `accueil / (${name}) « hier »`,
      `day ${home.yesterday}`,
      { ht: home.yesterday_revenue.actual },
      truth.sales([id], home.yesterday, home.yesterday),
    );
    compare(
      `accueil / (${name}) « mois à date »`,
      where(monthStart, today),
      { ht: home.month_revenue.actual, covers: home.indicators.covers },
      truth.sales([id], monthStart, today),
    );
    compare(
      `accueil / (${name}) indicateurs`,
      where(monthStart, today),
      { ht: home.indicators.revenue_ht_cents },
      truth.sales([id], monthStart, today),
    );
  }

  // the franchisor's dashboard over its marks: periods, ranking (every restaurant of the network), chart
  for (const period of ['week', 'month'] as const) {
    const board = await json<NetworkDashboard>(`/api/v1/franchisor/dashboard?period=${period}`, s.franchisor);
    if (period === 'month')
      for (const p of board.periods) {
        compare(`tableau de bord franchiseur « ${p.label} »`, where(p.from, p.to), summary(p.current), truth.sales(network, p.from, p.to));
        compare(
          `tableau de bord franchiseur « ${p.label} » N-1`,
          where(p.previous_from, p.previous_to),
          summary(p.previous),
          truth.sales(network, p.previous_from, p.previous_to),
        );
      }
    const chosen = must(
      board.periods.find((p) => p.period === period),
      period,
    );
    for (const r of board.ranking) {
      compare(
        `classement franchiseur (${nameOf(r.restaurant_id)}, ${period})`,
        where(chosen.from, chosen.to),
        summary(r.current),
        truth.sales([r.restaurant_id], chosen.from, chosen.to),
      );
      compare(
        `classement franchiseur (${nameOf(r.restaurant_id)}, ${period}) N-1`,
        where(chosen.previous_from, chosen.previous_to),
        summary(r.previous),
        truth.sales([r.restaurant_id], chosen.previous_from, chosen.previous_to),
      );
    }
    const ranked = board.ranking.map((r) => r.restaurant_id).sort();
    if (ranked.join() !== [...network].sort().join()) list.push(`classement franchiseur (${period}): ${ranked.map(nameOf)} ≠ le réseau`);
    const bars = new Map(board.chart.map((c) => [c.label, c.current_ttc_cents]));
    for (const d of daysFrom(chosen.from, chosen.to))
      compare(
        `graphique du tableau de bord franchiseur (${period})`,
        `day ${d}`,
        { ttc: bars.get(frDay(d).slice(0, 5)) ?? Number.NaN },
        truth.sales(network, d, d),
      );
  }
  // the franchisor's real time (the network's today, one line per restaurant)
  const live = await json<NetworkRealTime>('/api/v1/franchisor/real-time', s.franchisor);
  compare('temps réel franchiseur', `day ${live.today}`, summary(live.totals), truth.sales(network, live.today, live.today));
  for (const r of live.restaurants)
    compare(
      `temps réel franchiseur (${nameOf(r.restaurant_id)})`,
      `day ${live.today}`,
      { ttc: r.ttc_cents, tickets: r.tickets, covers: r.covers },
      truth.sales([r.restaurant_id], live.today, live.today),
    );
  // the franchisor's Z screen: each restaurant's closings of the span, and by month with the network's total
  for (const period of ['day', 'month'] as const) {
    const rows = (
      await json<{ data: NetworkClosingRow[] }>(
        `/api/v1/franchisor/closings?period=${period}&from=${span.from}&to=${span.to}&per_page=100`,
        s.franchisor,
      )
    ).data;
    for (const c of rows)
      compare(
        `Z du réseau (${nameOf(c.restaurant_id)}, ${period}${c.number ? ` n°${c.number}` : ''})`,
        where(c.from_date, c.to_date),
        zFigures(c),
        period === 'day'
          ? truth.z([c.restaurant_id ?? ''], c.business_date, c.business_date)
          : truth.z(c.restaurant_id ? [c.restaurant_id] : network, c.from_date, c.to_date),
      );
    if (!rows.length) list.push(`Z du réseau (${period}): aucune clôture`);
  }
  // the franchisor's analyses: day by day over the network, and per restaurant for each period
  const netDays = await json<SalesByDimension>(
    `/api/v1/franchisor/analytics/sales?dimension=day&by=day&from=${span.from}&to=${span.to}`,
    s.franchisor,
  );
  for (const d of daysFrom(span.from, span.to)) {
    const row = netDays.rows.find((x) => x.business_date === d);
    compare('analyses franchiseur jour par jour', `day ${d}`, row ? summary(row) : NONE, truth.sales(network, d, d));
  }
  for (const r of s.ranges) {
    const tab = await json<SalesByDimension>(
      `/api/v1/franchisor/analytics/sales?dimension=day&by=restaurant&from=${r.from}&to=${r.to}`,
      s.franchisor,
    );
    for (const row of tab.rows)
      compare(
        `analyses franchiseur par restaurant (${nameOf(row.key)})`,
        where(r.from, r.to),
        summary(row),
        truth.sales([row.key], r.from, r.to),
      );
    compare('analyses franchiseur par restaurant total', where(r.from, r.to), summary(tab.totals), truth.sales(network, r.from, r.to));
  }

  // the per-restaurant PNL (/pnl/per-restautant's API), HT, on closed days: the closed month, and the year to it
  const withPnl = s.network.filter((r) => r.pnl).map((r) => r.id);
  for (const period of ['month', 'year'] as const) {
    const table = await json<PnlNetwork>(`/api/v1/pnl/network?period=${period}&month=${s.closedMonth}`, s.franchisor);
    for (const row of table.rows)
      compare(
        `PNL par restaurant (${nameOf(row.restaurant_id)}, ${period})`,
        where(table.from, table.to),
        { ht: row.revenue_cents },
        truth.sales([row.restaurant_id], table.from, table.to),
      );
    const shown = table.rows.map((r) => r.restaurant_id).sort();
    if (shown.join() !== withPnl.sort().join()) list.push(`PNL par restaurant (${period}): ${shown.map(nameOf)} ≠ le réseau`);
  }
  return { list, compared };
};
