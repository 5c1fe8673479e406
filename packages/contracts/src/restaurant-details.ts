import { z } from 'zod';
import { isFrenchPhone, isVatNumber, normalisePhone, POSTAL_CODE_MESSAGE, VAT_MESSAGE } from './caisse-customers';
import { endpoint, fileUpload } from './endpoints/endpoint';
import { restaurantParamsSchema, restaurantPath } from './endpoints/params';
import { safeString, text } from './primitives';

/**
 * A restaurant's own details (docs/accounts.md « Informations du restaurant »), read by its members and changed by its
 * owners: trade name, fiscal identity (legal name, SIRET/SIREN, VAT number, NAF, address), contact, logo, opening
 * hours by weekday, timezone and day-change hour. The receipts, invoices, purchase orders and e-mails print them.
 */

export const MAX_OPENING_RANGES = 4;
export const SAME_TIME_MESSAGE = "L'heure de fin doit être différente de l'heure de début";
export const OVERNIGHT_MESSAGE = 'Seule la dernière plage du jour peut finir après minuit';
export const OVERLAP_MESSAGE = 'Les plages du jour doivent se suivre sans se chevaucher';
export const OPEN_WITHOUT_RANGE_MESSAGE = 'Ajoutez une plage horaire, ou indiquez que le restaurant est fermé ce jour-là';
export const SIRET_MESSAGE = 'Le SIRET doit contenir 14 chiffres (ou le SIREN 9 chiffres)';
export const VAT_SIREN_MESSAGE = 'Le numéro de TVA ne correspond pas au SIREN';
export const NAF_MESSAGE = 'Le code NAF doit être de la forme 56.10A';
export const COUNTRY_MESSAGE = 'Le pays doit être un code à 2 lettres (FR)';
export const RESTAURANT_PHONE_MESSAGE = 'Le téléphone doit être un numéro français (01 23 45 67 89) ou international (+32 2 123 45 67)';
export const TIMEZONE_MESSAGE = 'Fuseau horaire inconnu';

/** The zone's canonical IANA name as Intl knows it ("europe/paris" → "Europe/Paris"), or null for an unknown zone. */
export const canonicalTimezone = (tz: string) => {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
};

const time = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: "L'heure doit être au format HH:MM" });

/**
 * One weekday's opening, in the shape of a menu's hours (weekday 0 = Sunday … 6, `closed`, ranges): the same editor
 * fills both. Unlike a menu's, a day's last range may end after midnight (19:00 → 01:00, or → 00:00).
 */
export const openingDaySchema = z
  .strictObject({
    weekday: z.number().int().min(0).max(6),
    closed: z.boolean(),
    ranges: z.array(z.strictObject({ start: time, end: time })).max(MAX_OPENING_RANGES),
  })
  .superRefine((day, ctx) => {
    if (day.closed) return;
    if (day.ranges.length === 0) ctx.addIssue({ code: 'custom', path: ['ranges'], message: OPEN_WITHOUT_RANGE_MESSAGE });
    day.ranges.forEach((r, i) => {
      if (r.start === r.end) ctx.addIssue({ code: 'custom', path: ['ranges', i, 'end'], message: SAME_TIME_MESSAGE });
      else if (r.end < r.start && i < day.ranges.length - 1)
        ctx.addIssue({ code: 'custom', path: ['ranges', i, 'end'], message: OVERNIGHT_MESSAGE });
      const previous = day.ranges[i - 1];
      if (previous && r.start < previous.end) ctx.addIssue({ code: 'custom', path: ['ranges', i, 'start'], message: OVERLAP_MESSAGE });
    });
  })
  .transform((day) => (day.closed ? { ...day, ranges: [] } : day));
export type OpeningDay = z.infer<typeof openingDaySchema>;

/** The week's opening hours: a day left out is closed. */
export const openingHoursSchema = z
  .array(openingDaySchema)
  .max(7)
  .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, { message: 'Un jour est présent deux fois' });

const digits = (v: string) => v.replace(/[\s.]/g, '');
const siretField = z
  .string()
  .trim()
  .min(1)
  .refine((v) => /^(\d{9}|\d{14})$/.test(digits(v)), SIRET_MESSAGE)
  .transform(digits);

const vatField = safeString()
  .trim()
  .max(20)
  .refine((v) => v === '' || isVatNumber(v), VAT_MESSAGE)
  .nullish()
  .transform((v) => (v ? v.replace(/\s/g, '').toUpperCase() : null));

const nafField = safeString()
  .trim()
  .refine((v) => v === '' || /^\d{2}\.?\d{2}[A-Za-z]$/.test(v), NAF_MESSAGE)
  .nullish()
  .transform((v) => (v ? `${v.slice(0, 2)}.${v.replace('.', '').slice(2).toUpperCase()}` : null));

/** A French number (stored as "01 23 45 67 89") or an international one (+ and the country code). */
const phoneField = safeString()
  .trim()
  .max(30)
  .refine((v) => v === '' || isFrenchPhone(v) || /^\+[1-9][\d\s.-]{6,20}$/.test(v), RESTAURANT_PHONE_MESSAGE)
  .nullish()
  .transform((v) => (v ? (isFrenchPhone(v) ? normalisePhone(v) : v.replace(/\s+/g, ' ')) : null));

const emailField = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Le champ e-mail doit être une adresse e-mail valide')
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

const timezoneField = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .refine((tz) => canonicalTimezone(tz) !== null, TIMEZONE_MESSAGE)
  .transform((tz) => canonicalTimezone(tz) ?? tz);

export const restaurantDetailsInputSchema = z
  .strictObject({
    /** The trade name (enseigne), on the till receipts and in the app. */
    name: text(150),
    legal_name: text(200),
    siret: siretField,
    vat_number: vatField,
    naf_code: nafField,
    address_line: text(200),
    postal_code: text(10),
    city: text(100),
    country: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, COUNTRY_MESSAGE))
      .optional()
      .default('FR'),
    phone: phoneField,
    email: emailField,
    opening_hours: openingHoursSchema,
    timezone: timezoneField,
    day_change_hour: z.number().int().min(0).max(23),
  })
  .superRefine((v, ctx) => {
    if (v.country === 'FR' && !/^\d{5}$/.test(v.postal_code))
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: POSTAL_CODE_MESSAGE });
    // a French VAT number ends with the company's SIREN: the first 9 digits of its SIRET
    const siren = v.vat_number?.startsWith('FR') ? v.vat_number.slice(4) : null;
    if (siren && /^\d{9}$/.test(siren) && siren !== v.siret.slice(0, 9))
      ctx.addIssue({ code: 'custom', path: ['vat_number'], message: VAT_SIREN_MESSAGE });
  });
export type RestaurantDetailsInput = z.input<typeof restaurantDetailsInputSchema>;
export type RestaurantDetailsData = z.output<typeof restaurantDetailsInputSchema>;

/** The fiscal identity: what a ticket prints as its seller, kept with its validity when it changes. */
export const fiscalIdentityKeys = [
  'legal_name',
  'siret',
  'vat_number',
  'naf_code',
  'address_line',
  'postal_code',
  'city',
  'country',
] as const;

export const restaurantDetailsSchema = z.object({
  restaurant_id: z.uuid(),
  name: z.string(),
  legal_name: z.string().nullable(),
  siret: z.string().nullable(),
  vat_number: z.string().nullable(),
  naf_code: z.string().nullable(),
  address_line: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Public address of the logo image (/uploads/…), or null. */
  logo_url: z.string().nullable(),
  /** Every weekday, Sunday (0) first: closed, or its ranges. */
  opening_hours: z.array(
    z.object({ weekday: z.number().int(), closed: z.boolean(), ranges: z.array(z.object({ start: z.string(), end: z.string() })) }),
  ),
  /** The timezone and day-change hour saved: in force, or from `clock.next_change.from` when that is set. */
  timezone: z.string(),
  day_change_hour: z.number().int(),
  clock: z.object({
    /** The business day now, by the setting in force today. */
    business_date: z.string(),
    timezone: z.string(),
    day_change_hour: z.number().int(),
    /** A new setting waiting for its first business day (the next one when it was saved). */
    next_change: z.object({ from: z.string(), timezone: z.string(), day_change_hour: z.number().int() }).nullable(),
  }),
});
export type RestaurantDetails = z.infer<typeof restaurantDetailsSchema>;

export const RESTAURANT_LOGO_MAX_MB = 5;
const tags = ['restaurant — informations'] as const;
const params = restaurantParamsSchema;

/** GET by its owners, managers and accountants; every change by its owners only (and administrators). */
export const restaurantDetailsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: restaurantPath('details'),
    params,
    response: restaurantDetailsSchema,
    summary: 'Informations du restaurant : identité, coordonnées, logo, horaires, fuseau et changement de jour',
    tags,
  }),
  save: endpoint({
    method: 'PUT',
    path: restaurantPath('details'),
    params,
    body: restaurantDetailsInputSchema,
    response: restaurantDetailsSchema,
    summary:
      'Modifier les informations du restaurant (propriétaires) ; un nouveau fuseau ou une nouvelle heure de changement de jour vaut à partir du prochain jour d’activité',
    tags,
  }),
  uploadLogo: endpoint({
    method: 'POST',
    path: restaurantPath('details/logo'),
    params,
    body: fileUpload,
    response: restaurantDetailsSchema,
    summary: `Logo du restaurant (multipart, champ file : JPEG ou PNG, ${RESTAURANT_LOGO_MAX_MB} Mo max)`,
    tags,
  }),
  removeLogo: endpoint({
    method: 'DELETE',
    path: restaurantPath('details/logo'),
    params,
    response: restaurantDetailsSchema,
    summary: 'Retirer le logo du restaurant',
    tags,
  }),
};
