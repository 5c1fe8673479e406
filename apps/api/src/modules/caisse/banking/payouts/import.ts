import {
  commissionVatCents,
  formatMoneyPlain,
  type PayoutImportField,
  type PayoutImportInput,
  type PayoutImportPreview,
  type PayoutImportResult,
  type PayoutImportRow,
  type PayoutProvider,
  payoutImportCommonHeaders,
  payoutImportFieldLabels,
  payoutImportFields,
  payoutImportInputSchema,
} from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { caissePayoutDays, caissePayouts } from '../../../../db/schema';
import type { SessionUser } from '../../../../lib/access';
import { unprocessable } from '../../../../lib/http-errors';
import { newId } from '../../../../lib/ids';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import { todayOf } from '../../analytics/service';
import type { Queryable } from '../../ledger/common';
import { matchRows, type RowToMatch } from './import-matching';
import { frenchDate } from './providers';
import { payoutSettings } from './service';
import { headerKey, parseAmountCents, parseDay, readStatement, type StatementFile } from './statement-file';

/**
 * « Importer un relevé » (docs/caisse-banking.md « Relevés »): each row of a provider's statement is a payout; the
 * preview says what each row will be (rapproché, écart, déjà importé, erreur), the import does it all or nothing.
 */

const MAX_CENTS = 100_000_000_00;
type Mapping = Partial<Record<PayoutImportField, string>>;

/** Each mapped column must be a column of the file (compared as headers are: case and accents aside). */
const columnOf = (file: StatementFile, wanted: string) => file.columns.find((c) => headerKey(c) === headerKey(wanted));

const commonMapping = (file: StatementFile): Mapping =>
  Object.fromEntries(
    payoutImportFields.flatMap((f) => {
      const c = columnOf(file, payoutImportCommonHeaders[f]);
      return c ? [[f, c]] : [];
    }),
  );

/** The mapping given, else the one remembered for the provider when the file has its columns, else the common format. */
const resolveMapping = async (db: Queryable, scope: RestaurantScope, provider: PayoutProvider, file: StatementFile, given?: Mapping) => {
  if (given) {
    const mapping: Mapping = {};
    for (const f of payoutImportFields) {
      const wanted = given[f];
      if (!wanted) continue;
      const c = columnOf(file, wanted);
      if (!c) {
        const message = `La colonne « ${wanted} » (${payoutImportFieldLabels[f]}) n'est pas dans le fichier`;
        throw unprocessable(message, { mapping: message });
      }
      mapping[f] = c;
    }
    return { mapping, common: false };
  }
  const { rows } = await db.execute<{ m: Mapping | null }>(
    sql`select s.import_mappings -> ${provider} as m from caisse_payout_settings s where ${inScope(scope, sql`s.restaurant_id`)}`,
  );
  const remembered = rows[0]?.m;
  if (remembered && Object.values(remembered).every((c) => c && columnOf(file, c)))
    return {
      mapping: Object.fromEntries(Object.entries(remembered).map(([f, c]) => [f, columnOf(file, c ?? '')])) as Mapping,
      common: false,
    };
  const common = commonMapping(file);
  return { mapping: common, common: !!(common.received_on && common.amount) };
};

type ParsedRow = PayoutImportRow & { covers: string[] };

/** One row read as a payout, or the French reason it cannot be. */
const readRow = (cells: Record<string, string>, line: number, mapping: Mapping, today: string): ParsedRow => {
  const cell = (f: PayoutImportField) => (mapping[f] ? (cells[mapping[f]] ?? '').trim() : '');
  const row: ParsedRow = {
    line,
    received_on: null,
    amount_cents: null,
    commission_cents: null,
    reference: cell('reference'),
    status: 'error',
    days: [],
    orders: [],
    message: null,
    covers: cell('covers')
      .split(/[\s|;,]+/)
      .filter(Boolean),
  };
  const fail = (message: string) => Object.assign(row, { message: `Ligne ${line} : ${message}` });
  const rawDay = cell('received_on');
  const day = parseDay(rawDay);
  if (!day) return fail(rawDay ? `date illisible « ${rawDay} » (attendu jj/mm/aaaa ou aaaa-mm-jj)` : 'date absente');
  if (day > today) return fail(`la date du ${frenchDate(day)} est à venir`);
  row.received_on = day;
  const money = (f: 'amount' | 'commission' | 'gross') => {
    const raw = cell(f);
    if (!raw) return { cents: null };
    const cents = parseAmountCents(raw);
    const label = payoutImportFieldLabels[f].toLowerCase();
    if (cents === null) return { error: `${label} illisible « ${raw} »` };
    if (cents < 0 || cents > MAX_CENTS) return { error: `${label} hors limites « ${raw} » (positif attendu)` };
    return { cents };
  };
  const amount = money('amount');
  const commission = money('commission');
  const gross = money('gross');
  const error = amount.error ?? commission.error ?? gross.error;
  if (error) return fail(error);
  if (!amount.cents) return fail(amount.cents === 0 ? 'montant reçu nul' : 'montant reçu absent');
  let commissionCents = commission.cents ?? null;
  if (gross.cents != null) {
    if (commissionCents == null) commissionCents = gross.cents - amount.cents;
    if (commissionCents < 0 || gross.cents - commissionCents !== amount.cents)
      return fail(
        `le brut (${formatMoneyPlain(gross.cents)}) moins la commission ` +
          `(${formatMoneyPlain(Math.max(commissionCents, 0))}) ne fait pas le montant reçu (${formatMoneyPlain(amount.cents)})`,
      );
  }
  if (row.reference.length > 80) return fail('référence de plus de 80 caractères');
  return Object.assign(row, { amount_cents: amount.cents, commission_cents: commissionCents ?? 0, status: 'gap' as const });
};

/** Same provider, day, amount and reference: a row already imported (or recorded), or twice in the file. */
const markDuplicates = async (db: Queryable, scope: RestaurantScope, provider: PayoutProvider, rows: ParsedRow[]) => {
  const key = (on: string, amount: number, reference: string) => `${on}|${amount}|${reference}`;
  const dates = [...new Set(rows.flatMap((r) => (r.status === 'error' ? [] : [r.received_on])))];
  const { rows: existing } = await db.execute<{ received_on: string; amount_cents: number; reference: string }>(
    sql`select po.received_on::text as received_on, po.amount_cents, po.reference from caisse_payouts po
         where ${inScope(scope, sql`po.restaurant_id`)} and po.provider = ${provider}
           and po.received_on = any(${`{${dates.join(',')}}`}::date[])`,
  );
  const known = new Set(existing.map((p) => key(p.received_on, p.amount_cents, p.reference)));
  const inFile = new Map<string, number>();
  for (const r of rows) {
    if (r.status === 'error' || !r.received_on || r.amount_cents == null) continue;
    const k = key(r.received_on, r.amount_cents, r.reference);
    if (known.has(k))
      Object.assign(r, { status: 'duplicate', message: 'Déjà importé : ce versement existe (même date, montant et référence)' });
    else if (inFile.has(k))
      Object.assign(r, {
        status: 'duplicate',
        message: `Même date, montant et référence que la ligne ${inFile.get(k)} : importé une fois`,
      });
    else inFile.set(k, r.line);
  }
};

const buildPreview = async (db: Queryable, scope: RestaurantScope, raw: PayoutImportInput) => {
  const input = payoutImportInputSchema.parse(raw);
  const file = readStatement(input.content_base64);
  const { mapping, common } = await resolveMapping(db, scope, input.provider, file, input.mapping);
  const base = {
    provider: input.provider,
    columns: file.columns,
    mapping: mapping as Record<string, string>,
    common_format: common,
    encoding: file.encoding,
    delimiter: file.delimiter,
  };
  const counts = { matched: 0, gap: 0, duplicate: 0, error: 0 };
  if (!mapping.received_on || !mapping.amount)
    return {
      preview: {
        ...base,
        rows: [],
        counts,
        message: "Ce fichier n'est pas au format commun : associez au moins ses colonnes de date et de montant reçu.",
      } satisfies PayoutImportPreview,
      rows: [] as ParsedRow[],
    };
  const today = await todayOf(db as Db, scope);
  const rows = file.rows.map((r) => readRow(r.cells, r.line, mapping, today));
  await markDuplicates(db, scope, input.provider, rows);
  const { tolerance_cents } = await payoutSettings(db, scope);
  await matchRows(db, scope, input.provider, tolerance_cents, rows.filter((r) => r.status === 'gap') as RowToMatch[]);
  for (const r of rows) counts[r.status]++;
  const preview: PayoutImportPreview = { ...base, rows: rows.map(({ covers: _, ...r }) => r), counts, message: null };
  return { preview, rows };
};

export const previewStatement = async (db: Db, scope: RestaurantScope, input: PayoutImportInput) =>
  (await buildPreview(db, scope, input)).preview;

/**
 * The import, all or nothing: under the restaurant's payouts lock, the preview again, then a row in error refuses it
 * all (naming its line); else each new row becomes a payout — matched with its days when « rapproché », to match by
 * hand when « écart » — and a row already imported is skipped. The mapping is remembered for the provider.
 */
export const importStatement = (db: Db, scope: RestaurantScope, input: PayoutImportInput, user: SessionUser) =>
  db.transaction(async (tx): Promise<PayoutImportResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payouts:${scope.restaurantId}`}, 0))`);
    const { preview, rows } = await buildPreview(tx, scope, input);
    if (preview.message) throw unprocessable(preview.message, { mapping: preview.message });
    const errors = rows.filter((r) => r.status === 'error');
    if (errors.length) {
      const more =
        errors.length > 1
          ? ` (et ${errors.length - 1} autre${errors.length > 2 ? 's' : ''} ligne${errors.length > 2 ? 's' : ''} en erreur)`
          : '';
      const message = `${errors[0].message}${more}. Rien n'a été importé : corrigez le fichier.`;
      throw unprocessable(message, { content_base64: message });
    }
    const name = `${user.first_name} ${user.last_name}`;
    const fresh = rows.filter((r) => r.status === 'matched' || r.status === 'gap');
    const provider = preview.provider;
    if (fresh.length) {
      const ids = fresh.map(() => newId());
      await tx.insert(caissePayouts).values(
        fresh.map((r, i) => ({
          id: ids[i],
          restaurant_id: scope.restaurantId,
          provider,
          received_on: r.received_on ?? '',
          amount_cents: r.amount_cents ?? 0,
          commission_cents: r.commission_cents ?? 0,
          commission_vat_cents: commissionVatCents(provider, r.commission_cents ?? 0),
          reference: r.reference,
          status: r.status === 'matched' ? ('matched' as const) : ('unmatched' as const),
          matched_at: r.status === 'matched' ? new Date() : null,
          matched_by_name: r.status === 'matched' ? name : null,
          created_by_user_id: user.id,
          created_by_name: name,
        })),
      );
      const days = fresh.flatMap((r, i) =>
        r.status === 'matched'
          ? r.days.map((d) => ({
              restaurant_id: scope.restaurantId,
              payout_id: ids[i],
              provider,
              business_date: d.business_date,
              gross_cents: d.gross_cents,
            }))
          : [],
      );
      if (days.length) await tx.insert(caissePayoutDays).values(days);
    }
    const remembered = Object.fromEntries(Object.entries(preview.mapping).filter(([, c]) => c));
    await tx.execute(
      sql`insert into caisse_payout_settings (restaurant_id, import_mappings)
          values (${scope.restaurantId}, jsonb_build_object(${provider}::text, ${JSON.stringify(remembered)}::jsonb))
          on conflict (restaurant_id) do update
            set import_mappings = caisse_payout_settings.import_mappings || excluded.import_mappings, updated_at = now()`,
    );
    return { created: fresh.length, matched: preview.counts.matched, skipped: preview.counts.duplicate };
  });
