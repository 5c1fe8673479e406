import { type Closing, frDay, monthLabel, paymentMethodLabels } from '@fitfit/contracts';
import type { Db } from '../../../../db/database';
import { ratePercent } from '../../../../lib/pdf-kit';
import type { RestaurantScope } from '../../../../lib/tenant-scope';
import { dailyClosingsBetween } from '../closings/service';
import { sumClosings } from '../closings/sums';

/**
 * The closings of a date range as one table, shared by the three formats: the daily closings (or months, or
 * years) each followed by its month's and year's subtotal, then the period's grand total; every row carries
 * the perpetual grand total at its end (PRODUCT §3.2, "as the law asks").
 */
export type RowKind = 'day' | 'month' | 'year' | 'total';
export interface ExportRow {
  kind: RowKind;
  label: string;
  closing: Closing;
}
export interface ExportColumn {
  header: string;
  /** Money in cents (rendered in euros), a count, a business date (`YYYY-MM-DD`, shown dd/mm/yyyy), or text. */
  type: 'money' | 'count' | 'date' | 'text';
  value: (c: Closing) => number | string | null;
  /** Kept in the PDF, which has the width of a landscape page only. */
  inPdf?: boolean;
}

const groupBy = (days: readonly Closing[], width: number) => {
  const groups = new Map<string, Closing[]>();
  for (const d of days) {
    const key = d.business_date.slice(0, width);
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return groups;
};

export const exportRows = async (db: Db, scope: RestaurantScope, from: string, to: string, period: 'day' | 'month' | 'year') => {
  const days = await dailyClosingsBetween(db, scope, from, to);
  const rows: ExportRow[] = [];
  for (const [year, yearDays] of groupBy(days, 4)) {
    for (const [month, monthDays] of groupBy(yearDays, 7)) {
      if (period === 'day') {
        for (const d of monthDays) rows.push({ kind: 'day', label: `Z n°${d.number} du ${frDay(d.business_date)}`, closing: d });
      }
      if (period !== 'year')
        rows.push({ kind: 'month', label: `Total ${monthLabel(month)}`, closing: sumClosings('month', month, monthDays) });
    }
    rows.push({ kind: 'year', label: `Total ${year}`, closing: sumClosings('year', year, yearDays) });
  }
  if (days.length) {
    const total = sumClosings('year', `${from}/${to}`, days);
    rows.push({ kind: 'total', label: `Total de la période du ${frDay(from)} au ${frDay(to)}`, closing: total });
  }
  return { rows, days };
};

/** The columns: the VAT rates and payment methods that occur in the range, then the cash and totals. */
export const exportColumns = (rows: readonly ExportRow[]): ExportColumn[] => {
  const rates = [...new Set(rows.flatMap((r) => r.closing.vat.map((v) => v.rate_bp)))].sort((a, b) => a - b);
  const vatOf = (c: Closing, rate: number) => c.vat.find((v) => v.rate_bp === rate);
  const paid = (c: Closing, key: string) => c.payments.find((p) => p.key === key)?.ttc_cents ?? 0;
  return [
    { header: 'Du', type: 'date', value: (c) => c.from_date },
    { header: 'Au', type: 'date', value: (c) => c.to_date },
    { header: 'Tickets', type: 'count', value: (c) => c.tickets_count, inPdf: true },
    { header: 'Couverts', type: 'count', value: (c) => c.covers, inPdf: true },
    { header: 'CA HT', type: 'money', value: (c) => c.total_ht_cents, inPdf: true },
    { header: 'TVA', type: 'money', value: (c) => c.total_tva_cents, inPdf: true },
    { header: 'CA TTC', type: 'money', value: (c) => c.total_ttc_cents, inPdf: true },
    ...rates.flatMap((rate): ExportColumn[] => [
      { header: `HT ${ratePercent(rate)}`, type: 'money', value: (c) => vatOf(c, rate)?.ht_cents ?? 0 },
      { header: `TVA ${ratePercent(rate)}`, type: 'money', value: (c) => vatOf(c, rate)?.tva_cents ?? 0 },
    ]),
    // the cheque column only when the range has cheques: the exports of ranges without any keep their columns
    ...Object.entries(paymentMethodLabels)
      .filter(([key]) => key !== 'cheque' || rows.some((r) => r.closing.payments.some((p) => p.key === key)))
      .map(([key, label]): ExportColumn => ({ header: label, type: 'money', value: (c) => paid(c, key), inPdf: true })),
    { header: 'Panier moyen', type: 'money', value: (c) => c.average_ticket_cents },
    { header: 'Remises', type: 'money', value: (c) => c.discounts_cents },
    { header: 'Offerts', type: 'money', value: (c) => c.offered_cents },
    { header: 'Annulations', type: 'count', value: (c) => c.cancellations_count },
    { header: 'Montant annulé', type: 'money', value: (c) => c.cancellations_cents },
    { header: 'Espèces attendues', type: 'money', value: (c) => c.expected_cash_cents },
    { header: 'Espèces comptées', type: 'money', value: (c) => c.counted_cash_cents },
    { header: 'Écart de caisse', type: 'money', value: (c) => c.cash_variance_cents, inPdf: true },
    { header: "Motif de l'écart", type: 'text', value: (c) => c.variance_reason },
    { header: 'Grand total de la période', type: 'money', value: (c) => c.period_grand_total_cents, inPdf: true },
    { header: 'Grand total perpétuel', type: 'money', value: (c) => c.perpetual_grand_total_cents, inPdf: true },
    { header: 'Empreinte', type: 'text', value: (c) => c.hash },
  ];
};
