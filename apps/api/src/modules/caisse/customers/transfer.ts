import {
  type CustomerImportResult,
  type CustomerInputParsed,
  type CustomerListQuery,
  customerImportColumns,
  customerInputSchema,
  frDay,
  issuesToFields,
} from '@fitfit/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Db } from '../../../db/database';
import { badRequest, conflict } from '../../../lib/http-errors';
import { isUniqueViolation } from '../../../lib/pg-errors';
import { frenchCsv } from '../../../lib/table-files';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import * as repo from './repository';
import { EMAIL_TAKEN, toCustomer } from './service';

/** CSV import of an existing customer file (issue 12) and the CSV/XLSX export of the list. */

export const MAX_IMPORT_ROWS = 5000;
const INSERT_CHUNK = 1000;

/** "Société", "SOCIETE " and "societe" are one header. */
const headerKey = (h: string) =>
  h
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();

const yes = new Set(['oui', 'o', 'yes', 'y', 'true', 'vrai', '1', 'x']);

/** A French file writes birthdays 31/12/1980; the API takes 1980-12-31. */
const isoDay = (v: string) => {
  const fr = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v.trim());
  return fr ? `${fr[3]}-${fr[2].padStart(2, '0')}-${fr[1].padStart(2, '0')}` : v.trim();
};

const parseFile = (csv: string): Record<string, string>[] => {
  try {
    return parse(csv, {
      bom: true,
      columns: (headers: string[]) => headers.map(headerKey),
      delimiter: [';', ',', '\t'],
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch (e) {
    throw badRequest(`Le fichier CSV est illisible : ${(e as Error).message}`, { csv: 'Le fichier CSV est illisible' });
  }
};

/**
 * Reads the file, checks every row as the form would (plus duplicate e-mails in the file and in the restaurant)
 * and, unless it is a preview, inserts every row in one transaction — or none of them when one row is wrong.
 */
export const importCustomers = async (db: Db, scope: RestaurantScope, csv: string, dryRun: boolean): Promise<CustomerImportResult> => {
  const records = parseFile(csv);
  if (!records.length) throw badRequest('Le fichier ne contient aucune ligne de client', { csv: 'Le fichier est vide' });
  if (records.length > MAX_IMPORT_ROWS)
    throw badRequest(`Le fichier contient plus de ${MAX_IMPORT_ROWS} clients : découpez-le`, { csv: 'Fichier trop long' });
  const known = Object.keys(records[0]).filter((h) => h in customerImportColumns);
  if (!known.some((h) => customerImportColumns[h as keyof typeof customerImportColumns] === 'last_name'))
    throw badRequest('Le fichier doit avoir une colonne « Nom »', { csv: 'Colonne « Nom » absente' });

  const parsed = records.map((record, i) => {
    const input: Record<string, unknown> = {};
    for (const [header, value] of Object.entries(record)) {
      const field = customerImportColumns[header as keyof typeof customerImportColumns];
      if (!field || value === '') continue;
      if (field === 'marketing_consent') input[field] = yes.has(value.toLowerCase());
      else if (field === 'loyalty_points') input[field] = /^\d+$/.test(value) ? Number(value) : value;
      else if (field === 'birthday') input[field] = isoDay(value);
      else input[field] = value;
    }
    const result = customerInputSchema.safeParse(input);
    return {
      line: i + 2,
      input: result.success ? result.data : null,
      name: [input.first_name, input.last_name].filter(Boolean).join(' '),
      email: result.success ? result.data.email : typeof input.email === 'string' ? input.email : null,
      errors: result.success ? {} : issuesToFields(result.error.issues),
    };
  });

  const emails = parsed.flatMap((r) => (r.input?.email ? [r.input.email] : []));
  const taken = await repo.takenEmails(db, scope, [...new Set(emails)]);
  const seen = new Set<string>();
  for (const r of parsed) {
    const email = r.input?.email;
    if (!email) continue;
    if (taken.has(email)) r.errors.email = EMAIL_TAKEN;
    else if (seen.has(email)) r.errors.email = 'Cette adresse e-mail figure déjà plus haut dans le fichier';
    seen.add(email);
  }
  const errorsCount = parsed.filter((r) => Object.keys(r.errors).length).length;
  const rows = parsed.map(({ line, name, email, errors }) => ({ line, name, email, errors }));
  if (dryRun || errorsCount) return { imported: 0, dry_run: dryRun, rows, errors_count: errorsCount };

  const inputs = parsed.map((r) => r.input as CustomerInputParsed);
  try {
    await db.transaction(async (tx) => {
      for (let i = 0; i < inputs.length; i += INSERT_CHUNK) await repo.insertCustomers(tx, scope, inputs.slice(i, i + INSERT_CHUNK));
    });
  } catch (e) {
    // a customer with one of these e-mails was created meanwhile: nothing went in
    if (isUniqueViolation(e, 'caisse_customers_restaurant_email_key')) throw conflict(`${EMAIL_TAKEN} : aucun client n'a été importé`);
    throw e;
  }
  return { imported: inputs.length, dry_run: false, rows, errors_count: 0 };
};

const columns: { header: string; value: (c: ReturnType<typeof toCustomer>) => string | number | null }[] = [
  { header: 'Prénom', value: (c) => c.first_name },
  { header: 'Nom', value: (c) => c.last_name },
  { header: 'E-mail', value: (c) => c.email },
  { header: 'Téléphone', value: (c) => c.phone },
  // dates as French Excel reads them (dd/mm/yyyy), which the import takes back
  { header: 'Anniversaire', value: (c) => (c.birthday ? frDay(c.birthday) : null) },
  { header: 'Adresse', value: (c) => c.address_line },
  { header: 'Code postal', value: (c) => c.postal_code },
  { header: 'Ville', value: (c) => c.city },
  { header: 'Société', value: (c) => c.company },
  { header: 'Numéro de TVA', value: (c) => c.vat_number },
  { header: 'Points de fidélité', value: (c) => c.loyalty_points },
  { header: 'Consentement marketing', value: (c) => (c.marketing_consent ? 'oui' : 'non') },
  { header: 'Commandes', value: (c) => c.orders_count },
  { header: 'Dernière visite', value: (c) => (c.last_visit_at ? frDay(c.last_visit_at.slice(0, 10)) : null) },
  { header: 'Créé le', value: (c) => frDay(c.created_at.slice(0, 10)) },
  { header: 'Notes', value: (c) => c.notes },
];

/**
 * The list as filtered on screen, every page: CSV for French Excel (`;`, UTF-8 BOM, CRLF; the headers are the
 * import's, so an exported file imports back) or XLSX.
 */
export const exportCustomers = async (db: Db, scope: RestaurantScope, query: CustomerListQuery, format: 'csv' | 'xlsx') => {
  const page = await repo.listCustomers(db, scope, { ...query, page: 1, per_page: 1_000_000 });
  const customers = page.data.map(toCustomer);
  const table = customers.map((c) => columns.map((col) => col.value(c)));
  const day = new Date().toISOString().slice(0, 10);
  if (format === 'csv') {
    const body = frenchCsv([columns.map((c) => c.header), ...table]);
    return { body, contentType: 'text/csv; charset=utf-8', filename: `clients-${day}.csv` };
  }
  const book = new ExcelJS.Workbook();
  book.creator = 'FitFit Solution';
  const sheet = book.addWorksheet('Clients', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(table);
  return {
    body: Buffer.from(await book.xlsx.writeBuffer()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: `clients-${day}.xlsx`,
  };
};
