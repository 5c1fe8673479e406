import {
  formatMoney,
  frDay,
  type PnlCategory,
  type PnlLine,
  type PnlSources,
  payoutProviderLabels,
  pnlChargeModeLabels,
} from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import type { RestaurantScope } from '../../lib/tenant-scope';
import { payoutCommissions, readSales } from '../caisse';
import { monthFirstDay, monthLastDay, type Queryable, restaurantOf } from './common';
import { type Figures, frozenMonths, inventoryVariation, isDrinksCategory, totalsOf } from './figures';
import { lineDefs, statement } from './statement';

const percent = (bp: number) => `${(bp / 100).toLocaleString('fr-FR')} %`;

/** The entries of the month behind a line. */
const entryRows = async (db: Queryable, scope: RestaurantScope, month: string, where: ReturnType<typeof sql>) => {
  const { rows } = await db.execute<{
    label: string;
    reference: string | null;
    created_by_name: string | null;
    cents: string;
    created_at: Date;
  }>(
    sql`select label, reference, created_by_name, amount_cents as cents, created_at from pnl_entries
        where restaurant_id = ${scope.restaurantId} and month = ${monthFirstDay(month)} and ${where} order by created_at`,
  );
  return rows.map((r) => ({
    date: new Date(r.created_at).toISOString().slice(0, 10),
    label: r.label,
    detail:
      [r.reference && `Réf. ${r.reference}`, r.created_by_name && `saisi par ${r.created_by_name}`].filter(Boolean).join(' · ') || null,
    amount_cents: Number(r.cents),
    link: '/pnl/pnl',
  }));
};

/**
 * Where a line of the month comes from: the closings (revenue by business day), the receptions of orders
 * (purchases), the entries of the month, the configuration and the mark's rates; a subtotal lists its lines.
 */
export const lineSources = async (db: Db, scope: RestaurantScope, month: string, key: string): Promise<PnlSources> => {
  const st = await statement(db, scope, month);
  if (!st.lines.some((l) => l.key === key)) throw notFound('Ligne du PNL introuvable');
  if (!st.closure) return liveSources(db, scope, month, key, st.lines, '');
  const closed = `Mois clôturé le ${frDay(st.closure.closed_at.slice(0, 10))} par ${st.closure.closed_by_name}`;
  // a closed month shows the sources stored with its figures, so that the statement and its detail agree
  const stored = (await frozenMonths(db, scope, month, month)).get(month)?.figures.sources?.[key];
  if (stored) return { ...stored, explanation: `${closed} : sources telles qu'à la clôture. ${stored.explanation}` };
  return liveSources(
    db,
    scope,
    month,
    key,
    st.lines,
    `${closed} : le relevé garde les chiffres de la clôture, le détail est celui d'aujourd'hui. `,
  );
};

/** The month's lines a drill-down needs (the statement's, or those of the figures being frozen). */
type SourceLine = Pick<PnlLine, 'key' | 'label' | 'level'> & { month: { actual: number } };

/** The lines of a month's figures, as the statement shows them. */
export const linesOfFigures = (figures: Figures, categories: PnlCategory[]): SourceLine[] => {
  const totals = totalsOf(figures, categories);
  return lineDefs(categories).map((d) => ({ key: d.key, label: d.label, level: d.level, month: { actual: d.value(figures, totals) } }));
};

/** The sources of every line of a month being closed, stored with its frozen figures. */
export const allLineSources = async (db: Queryable, scope: RestaurantScope, month: string, lines: SourceLine[]) => {
  const out: Record<string, PnlSources> = {};
  for (const l of lines) out[l.key] = await liveSources(db, scope, month, l.key, lines, '');
  return out;
};

/** The sources of a line read from today's data. */
const liveSources = async (
  db: Queryable,
  scope: RestaurantScope,
  month: string,
  key: string,
  lines: SourceLine[],
  closed: string,
): Promise<PnlSources> => {
  const st = { lines };
  const line = lines.find((l) => l.key === key);
  if (!line) throw notFound('Ligne du PNL introuvable');
  const range = { from: monthFirstDay(month), to: monthLastDay(month) };
  const base = { line: key, label: line.label, total_cents: line.month.actual };
  if (key === 'revenue' || key === 'revenue:delivery') {
    const dim = key === 'revenue' ? 'day' : 'type';
    const [sales, closings] = await Promise.all([
      readSales(db, scope, dim, range, 'day'),
      db.execute<{ business_date: string; number: number }>(
        sql`select business_date::text as business_date, number from caisse_closings where restaurant_id = ${scope.restaurantId}
            and business_date between ${range.from} and ${range.to}`,
      ),
    ]);
    const numbers = new Map(closings.rows.map((c) => [c.business_date, c.number]));
    return {
      ...base,
      explanation: `${closed}Chiffre d'affaires HT de chaque journée, lu dans les clôtures de caisse (les journées non clôturées depuis les tickets)${key === 'revenue' ? '' : ', ventes en livraison seulement'}.`,
      rows: sales
        .filter((s) => dim === 'day' || s.key === 'delivery')
        .map((s) => ({
          date: s.business_date,
          label: numbers.has(s.business_date) ? `Clôture Z n° ${numbers.get(s.business_date)}` : 'Journée non clôturée',
          detail: `${s.tickets.toLocaleString('fr-FR')} tickets · ${s.covers.toLocaleString('fr-FR')} couverts`,
          amount_cents: s.ht_cents,
          link: '/caisse/daily-closing-report',
        })),
    };
  }
  if (key === 'revenue:food' || key === 'revenue:drinks') {
    const cats = await readSales(db, scope, 'category', range, 'key');
    const drinks = key === 'revenue:drinks';
    return {
      ...base,
      explanation: `${closed}Le chiffre d'affaires HT hors livraison, réparti selon la part des catégories de boissons (Boissons, Vins, Bières…) dans les ventes TTC des catégories de la carte. Ventes TTC des catégories ${drinks ? 'de boissons' : 'de restauration'} :`,
      rows: cats
        .filter((c) => isDrinksCategory(c.label) === drinks)
        .map((c) => ({
          date: range.from,
          label: c.label,
          detail: 'TTC, toutes ventes',
          amount_cents: c.ttc_cents,
          link: '/caisse/analyses',
        })),
    };
  }
  if (key === 'purchases') {
    const restaurant = await restaurantOf(db, scope);
    const { rows } = await db.execute<{ day: string; number: number; provider: string; cents: string; lines: number }>(
      sql`select to_char((r.received_at at time zone ${restaurant.timezone})::date, 'YYYY-MM-DD') as day, o.number, p.name as provider,
            coalesce(sum(l.packages::bigint * l.package_price_cents), 0)::bigint as cents, count(l.id)::int as lines
          from stock_receptions r
          join stock_orders o on o.restaurant_id = r.restaurant_id and o.id = r.order_id
          join stock_providers p on p.id = o.provider_id
          join stock_reception_lines l on l.restaurant_id = r.restaurant_id and l.reception_id = r.id
          where r.restaurant_id = ${scope.restaurantId}
            and r.received_at >= (${range.from}::date::timestamp at time zone ${restaurant.timezone})
            and r.received_at < ((${range.to}::date + 1)::timestamp at time zone ${restaurant.timezone})
          group by r.id, 1, o.number, p.name order by 1, o.number`,
    );
    const entered = await entryRows(db, scope, month, sql`kind = 'purchases'`);
    return {
      ...base,
      explanation: `${closed}Les livraisons reçues dans le mois (commandes du stock, au prix livré) et les achats saisis à la main.`,
      rows: [
        ...rows.map((r) => ({
          date: r.day,
          label: `Réception BC-${String(r.number).padStart(6, '0')} — ${r.provider}`,
          detail: `${r.lines} ${r.lines > 1 ? 'lignes' : 'ligne'}`,
          amount_cents: Number(r.cents),
          link: '/stock/orders',
        })),
        ...entered,
      ],
    };
  }
  if (key === 'stock_variation') {
    const inventory = await inventoryVariation(db, scope, month);
    if (inventory)
      return {
        ...base,
        explanation: `${closed}Stock d'ouverture − stock de clôture, lus dans les inventaires validés du module Stock (positif quand le stock a baissé).`,
        rows: [
          {
            date: inventory.opening.counted_on,
            label: "Inventaire d'ouverture",
            detail: null,
            amount_cents: inventory.opening.value_cents,
            link: '/stock/inventories',
          },
          {
            date: inventory.closing.counted_on,
            label: 'Inventaire de clôture',
            detail: 'retranché',
            amount_cents: -inventory.closing.value_cents,
            link: '/stock/inventories',
          },
        ],
      };
    return {
      ...base,
      explanation: `${closed}Stock d'ouverture − stock de clôture, saisi chaque mois faute d'inventaire validé dans le mois (positif quand le stock a baissé).`,
      rows: await entryRows(db, scope, month, sql`kind = 'stock_variation'`),
    };
  }
  if (key.startsWith('cat:')) {
    const id = key.slice(4);
    const { rows } = await db.execute<{ mode: keyof typeof pnlChargeModeLabels; amount_cents: string; rate_bp: number }>(
      sql`select mode, amount_cents, rate_bp from pnl_charge_categories where restaurant_id = ${scope.restaurantId} and id = ${id}`,
    );
    const c = rows[0];
    const revenue = st.lines.find((l) => l.key === 'revenue')?.month.actual ?? 0;
    // the bank fee of a month with payouts: their commissions HT, by provider, instead of its configuration
    const paid = await payoutCommissions(db, scope, month, month);
    const byProvider = paid.bankFeeCategoryId === id ? paid.months.get(month) : undefined;
    const configured = byProvider
      ? [...byProvider].map(([provider, cents]) => ({
          date: range.from,
          label: `Commissions ${payoutProviderLabels[provider]}`,
          detail: 'Versements reçus dans le mois, hors TVA déductible',
          amount_cents: cents,
          link: null,
        }))
      : !c
        ? []
        : c.mode === 'fixed'
          ? [
              {
                date: range.from,
                label: 'Montant fixe mensuel',
                detail: pnlChargeModeLabels.fixed,
                amount_cents: Number(c.amount_cents),
                link: null,
              },
            ]
          : c.mode === 'percent'
            ? [
                {
                  date: range.from,
                  label: `${percent(c.rate_bp)} du chiffre d'affaires HT`,
                  detail: `${percent(c.rate_bp)} × ${formatMoney(revenue)}`,
                  amount_cents: Math.round((revenue * c.rate_bp) / 10_000),
                  link: null,
                },
              ]
            : [];
    return {
      ...base,
      explanation: `${closed}${c ? pnlChargeModeLabels[c.mode] : 'Catégorie supprimée'} : la configuration, plus les saisies du mois.`,
      rows: [...configured, ...(await entryRows(db, scope, month, sql`kind = 'charge' and category_id = ${id}`))],
    };
  }
  if (key === 'royalties' || key === 'advertising' || key === 'franchise') {
    const r = await restaurantOf(db, scope);
    const revenue = st.lines.find((l) => l.key === 'revenue')?.month.actual ?? 0;
    const rows = [
      { k: 'royalties', label: 'Redevance de franchise', bp: r.royalty_rate_bp },
      { k: 'advertising', label: 'Redevance publicitaire', bp: r.advertising_rate_bp },
    ]
      .filter((x) => key === 'franchise' || x.k === key)
      .map((x) => ({
        date: range.from,
        label: x.label,
        detail: `${percent(x.bp)} × ${formatMoney(revenue)} (CA HT)`,
        amount_cents: st.lines.find((l) => l.key === x.k)?.month.actual ?? 0,
        link: null,
      }));
    return {
      ...base,
      explanation: `${closed}${r.mark_name ? `Taux de la marque ${r.mark_name}` : 'Restaurant indépendant : aucune redevance'} appliqués au chiffre d'affaires HT.`,
      rows,
    };
  }
  // a subtotal or a total: the lines it sums
  const children: Record<string, string[]> = {
    consumed: ['purchases', 'stock_variation'],
    gross_margin: ['revenue', 'consumed'],
    ebe: ['gross_margin', 'staff', 'external', 'franchise'],
    result: ['ebe', 'depreciation'],
  };
  const keys = children[key] ?? st.lines.filter((l) => l.level === 1 && sectionOf(st.lines, l.key) === key).map((l) => l.key);
  return {
    ...base,
    explanation: `${closed}Les lignes qui composent ce total (les charges en positif sont retranchées).`,
    rows: st.lines
      .filter((l) => keys.includes(l.key))
      .map((l) => ({ date: range.from, label: l.label, detail: null, amount_cents: l.month.actual, link: null })),
  };
};

/** The subtotal a detail line sits under (the closest subtotal above it). */
const sectionOf = (lines: { key: string; level: number }[], key: string) => {
  const i = lines.findIndex((l) => l.key === key);
  for (let j = i - 1; j >= 0; j--) if (lines[j].level === 0) return lines[j].key;
  return null;
};
