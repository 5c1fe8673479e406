import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { optionalCalendarDate, optionalText, safeString, text } from './primitives';

/**
 * Customers of a restaurant (PRODUCT §3.1, issue 12): the people named on tickets. French rules: e-mail,
 * French phone numbers (0X XX XX XX XX or +33), intra-community VAT number for a company.
 */

export const PHONE_MESSAGE = 'Le téléphone doit être un numéro français (06 12 34 56 78 ou +33 6 12 34 56 78)';
export const CUSTOMER_EMAIL_MESSAGE = 'Le champ e-mail doit être une adresse e-mail valide';
export const VAT_MESSAGE = 'Le numéro de TVA doit être de la forme FR + 2 caractères + SIREN (9 chiffres)';
export const VAT_WITHOUT_COMPANY_MESSAGE = 'Un numéro de TVA se donne avec le nom de la société';
export const POSTAL_CODE_MESSAGE = 'Le code postal doit contenir 5 chiffres';
export const BIRTHDAY_FUTURE_MESSAGE = "La date d'anniversaire ne peut pas être dans le futur";

/** A French number: 10 digits starting with 0 (not 00), or +33/0033 and 9 digits; spaces, dots and dashes allowed. */
const FRENCH_PHONE = /^(?:(?:\+|00)33\s?(?:\(0\))?\s?|0)[1-9](?:[\s.-]?\d{2}){4}$/;
export const isFrenchPhone = (v: string) => FRENCH_PHONE.test(v.trim());
/** "06 12 34 56 78": the one way phone numbers are stored and shown, whatever was typed. */
export const normalisePhone = (v: string) => {
  const digits = v.replace(/\D/g, '');
  const national = digits.startsWith('0033') ? `0${digits.slice(4)}` : digits.startsWith('33') ? `0${digits.slice(2)}` : digits;
  return national.replace(/(\d{2})(?=\d)/g, '$1 ');
};

/**
 * A French intra-community VAT number: FR, a 2-character key, the 9-digit SIREN; when the key is numeric it is
 * (12 + 3 × (SIREN mod 97)) mod 97. Other EU numbers: 2 letters and 2 to 13 characters.
 */
export const isVatNumber = (raw: string) => {
  const v = raw.replace(/\s/g, '').toUpperCase();
  const fr = /^FR([0-9A-HJ-NP-Z]{2})(\d{9})$/.exec(v);
  if (fr) {
    if (!/^\d{2}$/.test(fr[1])) return true;
    return Number(fr[1]) === (12 + 3 * (Number(fr[2]) % 97)) % 97;
  }
  return (
    !v.startsWith('FR') && /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z]{2,13}$/.test(v)
  );
};

const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, CUSTOMER_EMAIL_MESSAGE)
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

const optionalPhone = safeString()
  .trim()
  .max(30)
  .refine((v) => v === '' || isFrenchPhone(v), PHONE_MESSAGE)
  .nullish()
  .transform((v) => (v ? normalisePhone(v) : null));

const optionalVat = safeString()
  .trim()
  .max(20)
  .refine((v) => v === '' || isVatNumber(v), VAT_MESSAGE)
  .nullish()
  .transform((v) => (v ? v.replace(/\s/g, '').toUpperCase() : null));

const todayIso = () => new Date().toISOString().slice(0, 10);

const customerFields = {
  first_name: optionalText(80),
  last_name: text(80),
  email: optionalEmail,
  phone: optionalPhone,
  birthday: optionalCalendarDate.refine((v) => !v || v <= todayIso(), BIRTHDAY_FUTURE_MESSAGE),
  address_line: optionalText(200),
  postal_code: safeString()
    .trim()
    .refine((v) => v === '' || /^\d{5}$/.test(v), POSTAL_CODE_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null)),
  city: optionalText(100),
  company: optionalText(120),
  vat_number: optionalVat,
  loyalty_points: z.number().int().min(0).max(1_000_000).optional().default(0),
  notes: optionalText(2000),
  marketing_consent: z.boolean().optional().default(false),
};

const companyRule = <T extends { company: string | null; vat_number: string | null }>(v: T, ctx: z.RefinementCtx) => {
  if (v.vat_number && !v.company) ctx.addIssue({ code: 'custom', path: ['company'], message: VAT_WITHOUT_COMPANY_MESSAGE });
};

/** Create or edit a customer (back office). */
export const customerInputSchema = z.strictObject(customerFields).superRefine(companyRule);
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerInputParsed = z.output<typeof customerInputSchema>;

/** What a terminal may set when it creates a customer at the till: the name and how to reach them. */
export const deviceCustomerInputSchema = z.strictObject({
  first_name: customerFields.first_name,
  last_name: customerFields.last_name,
  email: customerFields.email,
  phone: customerFields.phone,
  company: customerFields.company,
  marketing_consent: customerFields.marketing_consent,
});
export type DeviceCustomerInput = z.input<typeof deviceCustomerInputSchema>;

export const customerSchema = z.object({
  id: z.uuid(),
  first_name: z.string().nullable(),
  last_name: z.string(),
  /** "Prénom Nom", or the company when the person is not named. */
  display_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  address_line: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  company: z.string().nullable(),
  vat_number: z.string().nullable(),
  loyalty_points: z.number().int(),
  notes: z.string().nullable(),
  marketing_consent: z.boolean(),
  /** Set when the person was erased (RGPD): the row stays for the tickets that point at it. */
  anonymised_at: z.string().nullable(),
  orders_count: z.number().int(),
  last_visit_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const customerSorts = ['last_name', 'created_at', 'last_visit_at', 'orders_count', 'email', 'company'] as const;

export const customerListQuerySchema = pageQuerySchema.extend({
  marketing_consent: flag,
  has_orders: flag,
  birthday_this_month: flag,
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** What a deletion did: removed (no ticket names the customer) or anonymised (tickets keep pointing at it). */
export const customerDeletionSchema = z.object({ outcome: z.enum(['deleted', 'anonymised']) });
export type CustomerDeletion = z.infer<typeof customerDeletionSchema>;

/** A terminal looks a customer up by phone or name (at least 2 characters). */
export const deviceCustomerSearchSchema = z.strictObject({ search: safeString().trim().min(2).max(100) });

/** The figures of a customer's details page. */
export const customerSummarySchema = z.object({
  orders_count: z.number().int(),
  total_ttc_cents: z.number().int(),
  average_basket_cents: z.number().int(),
  first_visit_at: z.string().nullable(),
  last_visit_at: z.string().nullable(),
  /** Average days between two visits; null under two visits. */
  days_between_visits: z.number().nullable(),
  favourite_products: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerTicketSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  business_date: z.string(),
  closed_at: z.string(),
  status: z.string(),
  type: z.string(),
  total_ttc_cents: z.number().int(),
  payment_methods: z.array(z.string()),
});
export type CustomerTicket = z.infer<typeof customerTicketSchema>;

export const customerTicketsQuerySchema = pageQuerySchema;

/** /caisse/stats-of-customers (SPEC §2): new customers today, last 7 days, this month; returning vs new; 12 months. */
export const customerStatsSchema = z.object({
  new_today: z.number().int(),
  new_last_7_days: z.number().int(),
  new_this_month: z.number().int(),
  total: z.number().int(),
  /** Customers who came this month: first visit this month (new) or before (returning). */
  returning_this_month: z.number().int(),
  first_time_this_month: z.number().int(),
  months: z.array(z.object({ month: z.string(), new_customers: z.number().int(), active_customers: z.number().int() })),
});
export type CustomerStats = z.infer<typeof customerStatsSchema>;

/** CSV import: `dry_run` previews, otherwise every row goes in or none does. */
export const customerImportInputSchema = z.strictObject({
  csv: safeString().min(1).max(5_000_000),
  dry_run: z.boolean().optional().default(true),
});
export type CustomerImportInput = z.input<typeof customerImportInputSchema>;

export const customerImportResultSchema = z.object({
  imported: z.number().int(),
  dry_run: z.boolean(),
  rows: z.array(
    z.object({
      line: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      errors: z.record(z.string(), z.string()),
    }),
  ),
  errors_count: z.number().int(),
});
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>;

/** The columns an imported file may carry, by their French header (case and accents ignored). */
export const customerImportColumns = {
  prenom: 'first_name',
  nom: 'last_name',
  email: 'email',
  'e-mail': 'email',
  mail: 'email',
  telephone: 'phone',
  tel: 'phone',
  anniversaire: 'birthday',
  'date de naissance': 'birthday',
  adresse: 'address_line',
  'code postal': 'postal_code',
  ville: 'city',
  societe: 'company',
  entreprise: 'company',
  'numero de tva': 'vat_number',
  tva: 'vat_number',
  'points de fidelite': 'loyalty_points',
  notes: 'notes',
  'consentement marketing': 'marketing_consent',
} as const satisfies Record<string, keyof typeof customerFields>;

export const customerExportQuerySchema = z.strictObject({ format: z.enum(['csv', 'xlsx']) });

/** The RGPD export of everything held on one customer. */
export const customerPersonalDataSchema = z.object({
  exported_at: z.string(),
  restaurant: z.object({ id: z.uuid(), name: z.string() }),
  customer: customerSchema,
  tickets: z.array(
    customerTicketSchema.extend({
      customer_name: z.string().nullable(),
      customer_email: z.string().nullable(),
      lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), total_cents: z.number().int() })),
    }),
  ),
});
export type CustomerPersonalData = z.infer<typeof customerPersonalDataSchema>;
