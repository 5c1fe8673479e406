import {
  type CreditNoteRequest,
  frDay,
  frDayShort,
  INVOICE_DUE_DAYS,
  type InvoiceLine,
  type InvoicePayment,
  monthLabel,
  VAT_RATE_BP,
  YEARLY_BILLED_MONTHS,
} from '@fitfit/contracts';
import type { Db } from '../../../db/database';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors';
import { addMonths, billablePeriods, daysHeld, monthBounds, overlap, parisToday, proRata, yearEnd } from './prorata';
import * as repo from './repository';

/** VAT of one line, rounded half up to the cent (per-line rounding; totals are sums of lines). */
export const vatOf = (htCents: number) => Math.round((htCents * VAT_RATE_BP) / 10_000);

export const invoiceNumber = (year: number, seq: number) => `FA-${year}-${String(seq).padStart(6, '0')}`;
export const creditNoteNumber = (year: number, seq: number) => `AV-${year}-${String(seq).padStart(6, '0')}`;

const addDays = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const line = (m: repo.HeldModule, label: string, quantity: number, ht: number): InvoiceLine => {
  const tva = vatOf(ht);
  return {
    label,
    module_code: m.code_name,
    quantity,
    unit_price_cents: m.monthly_price_cents,
    ht_cents: ht,
    tva_cents: tva,
    ttc_cents: ht + tva,
  };
};

/**
 * The lines of one subscription for a period (docs/decisions.md, « Facturation au prorata »). Monthly: each
 * module line bills the days it was held in the month, after the trial and up to the cancellation, at
 * price × days ÷ days of the month, rounded to the cent half away from zero; a partial month says its days
 * on the line. Yearly: each module held from the year's first day on bills the full year (12 months, 2 offered).
 */
const linesFor = (b: repo.Billable, held: repo.HeldModule[], period: string): InvoiceLine[] => {
  const { start, end } = monthBounds(period);
  const paid = held.filter((m) => m.monthly_price_cents > 0);
  if (b.recurring === 'yearly' && b.year_start) {
    const yearStart = b.year_start;
    const to = yearEnd(yearStart);
    return paid
      .filter((m) => overlap(yearStart, end, [m.starts_on, m.ends_on], [null, b.billed_to]))
      .map((m) =>
        line(
          m,
          `Module ${m.title} — abonnement annuel du ${frDay(yearStart)} au ${frDay(to)} (12 mois, 2 offerts)`,
          YEARLY_BILLED_MONTHS,
          m.monthly_price_cents * YEARLY_BILLED_MONTHS,
        ),
      );
  }
  const daysInMonth = daysHeld(start, end);
  return paid.flatMap((m) => {
    const days = overlap(start, end, [m.starts_on, m.ends_on], [b.billed_from, b.billed_to]);
    if (!days) return [];
    const n = daysHeld(days.from, days.to);
    const label =
      n === daysInMonth
        ? `Module ${m.title} — abonnement mensuel`
        : `Module ${m.title} — abonnement mensuel, du ${frDayShort(days.from)} au ${frDayShort(days.to)} (${n}/${daysInMonth} jours)`;
    return [line(m, label, 1, proRata(m.monthly_price_cents, n, daysInMonth))];
  });
};

/** The months the run may bill, newest first: from the first subscription's to the last one that is over. */
export const periods = async (db: Db) => ({ periods: billablePeriods(await repo.firstStartedOn(db), parisToday()) });

export interface RunOptions {
  /** Issue date (today by default); the number's year is the year of this date. */
  issuedOn?: string;
  /** Seeding history: mark the invoices paid at this time. */
  paidAt?: (restaurantId: string) => string | null;
}

/**
 * The monthly invoice run, for a month that is over: one invoice per billable subscription, idempotent per
 * (subscription, period). The year's counter row is locked first, so concurrent runs queue up and then
 * see each other's invoices: numbers stay gap-free and unique.
 */
export const run = async (db: Db, period: string, options: RunOptions = {}) => {
  const { start, end } = monthBounds(period);
  const issuedOn = options.issuedOn ?? parisToday();
  // a month is billed once over: its days held are known (pro rata), and a yearly year starting in it has begun
  if (issuedOn <= end) {
    const message = `Le mois de ${monthLabel(period)} n’est pas terminé : il se facture à partir du 1er ${monthLabel(addMonths(period, 1))}`;
    throw unprocessable(message, { period: message });
  }
  const year = Number(issuedOn.slice(0, 4));
  return db.transaction(async (tx) => {
    let last = await repo.lockCounter(tx, year);
    // Set-based under the counter's lock: the billable subscriptions, their modules and the inserts are a
    // fixed number of queries, however many restaurants there are.
    const billable = await repo.billable(tx, start, end);
    const held = new Map<string, Awaited<ReturnType<typeof repo.heldModules>>>();
    for (const m of await repo.heldModules(tx, [...new Set(billable.map((b) => b.restaurant_id))], start, end)) {
      held.set(m.restaurant_id, [...(held.get(m.restaurant_id) ?? []), m]);
    }
    const invoices: repo.NewInvoice[] = [];
    let skipped = 0;
    for (const b of billable) {
      const lines = linesFor(b, held.get(b.restaurant_id) ?? [], period);
      if (lines.length === 0) {
        skipped++;
        continue;
      }
      last += 1;
      const paidAt = options.paidAt?.(b.restaurant_id) ?? null;
      invoices.push({
        restaurant_id: b.restaurant_id,
        subscription_id: b.subscription_id,
        number: invoiceNumber(year, last),
        number_year: year,
        number_seq: last,
        period,
        recurring: b.recurring,
        status: paidAt ? 'paid' : 'issued',
        issued_on: issuedOn,
        due_on: addDays(issuedOn, INVOICE_DUE_DAYS),
        paid_at: paidAt ? new Date(paidAt) : null,
        buyer_legal_name: b.legal_name ?? b.name,
        buyer_address: b.address,
        buyer_siret: b.siret,
        buyer_vat_number: b.vat_number,
        total_ht_cents: lines.reduce((s, l) => s + l.ht_cents, 0),
        total_tva_cents: lines.reduce((s, l) => s + l.tva_cents, 0),
        total_ttc_cents: lines.reduce((s, l) => s + l.ttc_cents, 0),
        lines,
      });
    }
    await repo.insertInvoices(tx, invoices);
    await repo.saveCounter(tx, year, last);
    const numbers = invoices.map((i) => i.number);
    return { period, created: numbers.length, skipped, numbers };
  });
};

export const get = async (db: Db, id: string) => {
  const invoice = await repo.findById(db, id);
  if (!invoice) throw notFound('Facture introuvable');
  return invoice;
};

/** Billing dates are Paris calendar days (the platform bills in France): `at` is the instant judged, now by default. */
export const markPaid = async (db: Db, id: string, payment: InvoicePayment, at = new Date()) => {
  const invoice = await get(db, id);
  if (invoice.status === 'paid') throw unprocessable('Cette facture est déjà payée');
  if (invoice.status === 'canceled') throw unprocessable('Cette facture est annulée par un avoir');
  if (invoice.status === 'draft') throw unprocessable('Une facture en brouillon doit être émise avant d’être payée');
  if (invoice.issued_on && payment.paid_on < invoice.issued_on) {
    const message = 'Le paiement ne peut pas précéder l’émission de la facture';
    throw unprocessable(message, { paid_on: message });
  }
  if (payment.paid_on > parisToday(at)) {
    const message = 'La date de paiement ne peut pas être dans le futur';
    throw unprocessable(message, { paid_on: message });
  }
  // a concurrent "Marquer payée" or credit note got there first
  if (!(await repo.markPaid(db, id, payment.paid_on, payment.method))) throw conflict('Cette facture vient de changer : rechargez-la');
  return get(db, id);
};

/**
 * Cancels an invoice with a credit note (avoir): never a deletion. Its number `AV-YYYY-NNNNNN` comes from its
 * own per-year counter, locked like the invoices' one, so concurrent credit notes stay gap-free and unique.
 */
export const creditNote = async (db: Db, id: string, request: CreditNoteRequest, at = new Date()) => {
  const issuedOn = parisToday(at);
  const year = Number(issuedOn.slice(0, 4));
  await db.transaction(async (tx) => {
    const invoice = await repo.lockInvoice(tx, id);
    if (!invoice) throw notFound('Facture introuvable');
    if (invoice.status === 'canceled') throw conflict('Cette facture est déjà annulée par un avoir');
    if (invoice.status === 'draft') throw unprocessable('Une facture en brouillon n’a pas besoin d’avoir');
    const seq = (await repo.lockCounter(tx, year, 'credit_note')) + 1;
    await repo.insertCreditNote(tx, {
      restaurant_id: invoice.restaurant_id,
      invoice_id: invoice.id,
      number: creditNoteNumber(year, seq),
      number_year: year,
      number_seq: seq,
      issued_on: issuedOn,
      reason: request.reason,
      total_ht_cents: -invoice.total_ht_cents,
      total_tva_cents: -invoice.total_tva_cents,
      total_ttc_cents: -invoice.total_ttc_cents,
    });
    await repo.saveCounter(tx, year, seq, 'credit_note');
  });
  return get(db, id);
};
