import {
  type AccountingJournal,
  type AccountKey,
  accountingVatRates,
  type Closing,
  type Deposit,
  formatMoney,
  frDay,
  type PayoutProvider,
  paymentMethodLabels,
  payoutProviderKind,
  payoutProviderLabels,
} from '@fitfit/contracts';

/**
 * The accountant's entries (docs/accounting.md), built from the figures the product already holds — each Z closing's
 * stored figures, the deposits, the payouts — never recomputed: one entry per Z in the sales journal, the Z's cash
 * movements and variance in the cash journal, deposits and payouts in the bank journal.
 */

export interface EntryLine {
  account: AccountKey;
  label: string;
  debit_cents: number;
  credit_cents: number;
}

export interface Entry {
  journal: AccountingJournal;
  date: string;
  piece_ref: string;
  label: string;
  lines: EntryLine[];
}

/** A line on its natural side, or on the other one when the amount is negative (a day of cancellations). */
const debit = (account: AccountKey, label: string, cents: number): EntryLine =>
  cents >= 0 ? { account, label, debit_cents: cents, credit_cents: 0 } : { account, label, debit_cents: 0, credit_cents: -cents };
const credit = (account: AccountKey, label: string, cents: number): EntryLine =>
  cents >= 0 ? { account, label, debit_cents: 0, credit_cents: cents } : { account, label, debit_cents: -cents, credit_cents: 0 };

const rateKey = (prefix: 'sales' | 'vat', rateBp: number) =>
  ((accountingVatRates as readonly number[]).includes(rateBp) ? `${prefix}_${rateBp}` : `${prefix}_other`) as AccountKey;
const payKey = (method: string) => `pay_${method}` as AccountKey;
const rate = (bp: number) => `${(bp / 100).toLocaleString('fr-FR')} %`;

/** The sales entry of one Z: each payment method's total in debit, revenue HT and VAT collected by rate in credit. */
export const salesEntry = (z: Closing): Entry => {
  const piece = `Z n°${z.number}`;
  const label = `Ventes du ${frDay(z.business_date)} (${piece})`;
  return {
    journal: 'VE',
    date: z.business_date,
    piece_ref: piece,
    label,
    lines: [
      ...z.payments
        .filter((p) => p.ttc_cents !== 0)
        .map((p) =>
          debit(payKey(p.key), `${label} — ${paymentMethodLabels[p.key as keyof typeof paymentMethodLabels] ?? p.key}`, p.ttc_cents),
        ),
      ...z.vat
        .filter((v) => v.ht_cents !== 0)
        .map((v) => credit(rateKey('sales', v.rate_bp), `${label} — HT ${rate(v.rate_bp)}`, v.ht_cents)),
      ...z.vat
        .filter((v) => v.tva_cents !== 0)
        .map((v) => credit(rateKey('vat', v.rate_bp), `${label} — TVA ${rate(v.rate_bp)}`, v.tva_cents)),
    ],
  };
};

/**
 * The cash journal of one Z: contributions, withdrawals and expenses of the drawer, and the closing's variance. The
 * float and the register ↔ safe transfers stay inside the cash account (drawer and safe are both 530): no entry.
 */
export const cashEntries = (z: Closing): Entry[] => {
  const piece = `Z n°${z.number}`;
  const entries: Entry[] = [];
  const add = (label: string, lines: EntryLine[]) =>
    entries.push({ journal: 'CA', date: z.business_date, piece_ref: piece, label: `${label} du ${frDay(z.business_date)}`, lines });
  for (const m of z.cash_movements) {
    if (!m.ttc_cents) continue;
    if (m.key === 'contribution')
      add('Apports en caisse', [
        debit('pay_cash', 'Apports en caisse', m.ttc_cents),
        credit('cash_contribution', 'Apports en caisse', m.ttc_cents),
      ]);
    if (m.key === 'withdrawal')
      add('Retraits de caisse', [
        debit('cash_withdrawal', 'Retraits de caisse', m.ttc_cents),
        credit('pay_cash', 'Retraits de caisse', m.ttc_cents),
      ]);
    if (m.key === 'expense')
      add('Dépenses en espèces', [
        debit('cash_expense', 'Dépenses en espèces', m.ttc_cents),
        credit('pay_cash', 'Dépenses en espèces', m.ttc_cents),
      ]);
  }
  const variance = z.cash_variance_cents ?? 0;
  if (variance > 0)
    add('Excédent de caisse', [debit('pay_cash', 'Excédent de caisse', variance), credit('cash_over', 'Excédent de caisse', variance)]);
  if (variance < 0)
    add('Manque de caisse', [debit('cash_short', 'Manque de caisse', -variance), credit('pay_cash', 'Manque de caisse', -variance)]);
  return entries;
};

const depositLabels: Record<Deposit['kind'], string> = {
  cash: 'Remise d’espèces',
  cheque: 'Remise de chèques',
  ticket: 'Remise de titres-restaurant',
  card: 'Remise cartes bancaires',
  online: 'Remise paiements en ligne',
};

/** A validated deposit: the bank in debit, the funds it took (« à encaisser », or the cash) in credit. */
export const depositEntry = (d: Deposit): Entry => {
  const label = `${depositLabels[d.kind]} n°${d.number}`;
  return {
    journal: 'BQ',
    date: d.deposited_on,
    piece_ref: `Bordereau ${d.slip_number}`,
    label,
    lines: [debit('bank', label, d.amount_cents), credit(payKey(d.kind), label, d.amount_cents)],
  };
};

export type PayoutRow = {
  provider: PayoutProvider;
  received_on: string;
  amount_cents: number;
  commission_cents: number;
  commission_vat_cents: number;
  reference: string;
};

/**
 * A payout: what reached the bank and the provider's commission (HT in 627, its deductible VAT apart — platforms and
 * issuers; card commissions carry none) in debit, the gross it settled (received + commission) in credit.
 */
export const payoutEntry = (p: PayoutRow): Entry => {
  const label = `Versement ${payoutProviderLabels[p.provider]}`;
  const settled = payoutProviderKind[p.provider];
  return {
    journal: 'BQ',
    date: p.received_on,
    piece_ref: p.reference || label,
    label,
    lines: [
      debit('bank', label, p.amount_cents),
      ...(p.commission_cents
        ? [debit('commissions', `Commission ${payoutProviderLabels[p.provider]}`, p.commission_cents - p.commission_vat_cents)]
        : []),
      ...(p.commission_vat_cents
        ? [debit('vat_deductible', `TVA sur commission ${payoutProviderLabels[p.provider]}`, p.commission_vat_cents)]
        : []),
      credit(payKey(settled), label, p.amount_cents + p.commission_cents),
    ].filter((l) => l.debit_cents || l.credit_cents),
  };
};

/**
 * The check made before any file is written: every entry, and every day, has debits = credits. No balancing line is
 * ever added: the first unbalanced day refuses the export, named with its amounts (French).
 */
export const imbalanceOf = (entries: readonly Entry[]): string | null => {
  const days = new Map<string, { debit: number; credit: number; entry?: Entry }>();
  for (const e of entries) {
    const d = days.get(e.date) ?? { debit: 0, credit: 0 };
    const entryDebit = e.lines.reduce((a, l) => a + l.debit_cents, 0);
    const entryCredit = e.lines.reduce((a, l) => a + l.credit_cents, 0);
    d.debit += entryDebit;
    d.credit += entryCredit;
    if (entryDebit !== entryCredit && !d.entry) d.entry = e;
    days.set(e.date, d);
  }
  for (const [date, d] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
    if (d.debit === d.credit && !d.entry) continue;
    const what = d.entry ? ` (écriture « ${d.entry.label} »)` : '';
    const gap = d.entry ? d.entry.lines.reduce((a, l) => a + l.debit_cents - l.credit_cents, 0) : d.debit - d.credit;
    return `Export refusé : les écritures du ${frDay(date)} ne sont pas équilibrées${what} — écart de ${formatMoney(Math.abs(gap))} (débit ${formatMoney(d.debit)}, crédit ${formatMoney(d.credit)}).`;
  }
  return null;
};
