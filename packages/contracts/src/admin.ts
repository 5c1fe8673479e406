import { z } from 'zod';
import { recurringLabels } from './billing';
import { withDateRange } from './date-range';
import { keyLabelSchema, moduleCodeSchema } from './enums';
import { calendarDate, optionalCalendarDate, optionalText, safeString, text } from './primitives';
import { sponsorTypeLabels } from './users-admin';

/** Administration (PRODUCT §2): marks, modules, terminal partners, hardwares, restaurants and public lookups. */

const labelled = <K extends string>(entries: Record<K, string>) => Object.entries<string>(entries).map(([key, label]) => ({ key, label }));

// ---- Public lookups (SPEC §7 "public currencies, recurrings, categories, sponsor_types") ----
export const currencyLabels = { EUR: 'Euro', CHF: 'Franc suisse', GBP: 'Livre sterling', USD: 'Dollar américain' } as const;
export const currencyCodes = Object.keys(currencyLabels) as [keyof typeof currencyLabels, ...(keyof typeof currencyLabels)[]];
export const restaurantCategoryLabels = {
  brasserie: 'Brasserie',
  bistrot: 'Bistrot',
  pizzeria: 'Pizzeria',
  fast_food: 'Restauration rapide',
  gastronomique: 'Gastronomique',
  traditionnel: 'Restaurant traditionnel',
  cafe: 'Café',
  boulangerie: 'Boulangerie',
  food_truck: 'Food truck',
  creperie: 'Crêperie',
  asiatique: 'Cuisine asiatique',
} as const;
export const restaurantCategories = Object.keys(restaurantCategoryLabels) as [
  keyof typeof restaurantCategoryLabels,
  ...(keyof typeof restaurantCategoryLabels)[],
];
export const lookupSchema = z.object({ data: z.array(keyLabelSchema) });
export const lookups = {
  currencies: labelled(currencyLabels),
  recurrings: labelled(recurringLabels),
  categories: labelled(restaurantCategoryLabels),
  sponsor_types: labelled(sponsorTypeLabels),
};

// ---- Shared field rules (text, optionalText, dates: ./primitives) ----
const rateBp = z.number().int().min(0).max(10_000);
const cents = z.number().int().min(0).max(100_000_000);
const isEmail = (v: string) => z.email().safeParse(v).success;
/** An optional e-mail: '' and null become null (a plain nullable string, so the OpenAPI document says null is allowed). */
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || isEmail(v), 'Le champ e-mail doit être une adresse e-mail valide')
  .nullish()
  .transform((v) => (v ? v : null));
const date = calendarDate;
const optionalDate = optionalCalendarDate;
const isWebUrl = (v: string) => z.url({ protocol: /^https?$/ }).safeParse(v).success;
export const idParamsSchema = z.object({ id: z.uuid() });

// ---- Marks ----
export const markSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logo_url: z.string().nullable(),
  primary_color: z.string().nullable(),
  royalty_rate_bp: z.number().int(),
  advertising_rate_bp: z.number().int(),
  restaurants_count: z.number().int(),
  created_at: z.string(),
});
export type Mark = z.infer<typeof markSchema>;
export const markInputSchema = z.strictObject({
  name: text(120),
  logo_url: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === '' || isWebUrl(v), 'Le logo doit être une adresse web (https://…)')
    .nullish()
    .transform((v) => (v ? v : null)),
  primary_color: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6})?$/, 'La couleur doit être de la forme #RRVVBB')
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  royalty_rate_bp: rateBp,
  advertising_rate_bp: rateBp,
});
export type MarkInput = z.input<typeof markInputSchema>;
export type MarkData = z.output<typeof markInputSchema>;

/** A mark's rates from a month on (the history the royalties of past months are computed with). */
export const markRateSchema = z.object({
  id: z.string(),
  effective_month: z.string(),
  royalty_rate_bp: z.number().int(),
  advertising_rate_bp: z.number().int(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  /** In force this month (the mark's current rates). */
  current: z.boolean(),
});
export type MarkRate = z.infer<typeof markRateSchema>;
/** "Nouveau taux à partir de" a month: replaces the rates of that month if some were set for it. */
export const markRateInputSchema = z.strictObject({
  effective_month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Le mois doit être au format AAAA-MM'),
  royalty_rate_bp: rateBp,
  advertising_rate_bp: rateBp,
});
export type MarkRateInput = z.input<typeof markRateInputSchema>;

export const franchisorSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  linked: z.boolean(),
});
export type Franchisor = z.infer<typeof franchisorSchema>;
export const markFranchisorsInputSchema = z.strictObject({ user_ids: z.array(z.uuid()).max(200) });

// ---- FitFit modules ----
export const fitfitModuleSchema = z.object({
  id: z.uuid(),
  code_name: moduleCodeSchema,
  title: z.string(),
  description: z.string(),
  monthly_price_cents: z.number().int(),
  active: z.boolean(),
  position: z.number().int(),
  restaurants_count: z.number().int(),
});
export type FitfitModule = z.infer<typeof fitfitModuleSchema>;
export const fitfitModuleInputSchema = z.strictObject({
  code_name: moduleCodeSchema,
  title: text(80),
  description: safeString().trim().max(500).optional().default(''),
  monthly_price_cents: cents,
  active: z.boolean().optional().default(true),
  position: z.number().int().min(0).max(1000).optional().default(0),
});
export type FitfitModuleInput = z.input<typeof fitfitModuleInputSchema>;
export type FitfitModuleData = z.output<typeof fitfitModuleInputSchema>;

// ---- Terminal partners ----
export const partnerKindLabels = { pos: 'Caisse (POS)', payment_terminal: 'Terminal de paiement', delivery: 'Livraison' } as const;
export const partnerKinds = Object.keys(partnerKindLabels) as [keyof typeof partnerKindLabels, ...(keyof typeof partnerKindLabels)[]];
export const terminalPartnerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(partnerKinds),
  contact_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  api_settings: z.string().nullable(),
  commission_rate_bp: z.number().int(),
  created_at: z.string(),
});
export type TerminalPartner = z.infer<typeof terminalPartnerSchema>;
export const terminalPartnerInputSchema = z.strictObject({
  name: text(120),
  kind: z.enum(partnerKinds),
  contact_name: optionalText(120),
  email: optionalEmail,
  phone: optionalText(30),
  api_settings: z
    .string()
    .trim()
    .max(5000)
    .nullish()
    .refine(
      (v) => {
        if (!v) return true;
        try {
          const parsed = JSON.parse(v);
          return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
        } catch {
          return false;
        }
      },
      { message: 'Les paramètres API doivent être un objet JSON valide' },
    )
    .transform((v) => (v ? v : null)),
  commission_rate_bp: rateBp,
});
export type TerminalPartnerInput = z.input<typeof terminalPartnerInputSchema>;
export type TerminalPartnerData = z.output<typeof terminalPartnerInputSchema>;

// ---- Hardwares (equipment catalogue) ----
export const hardwareKindLabels = {
  pos_terminal: 'Terminal de caisse',
  printer: 'Imprimante',
  cash_drawer: 'Tiroir-caisse',
  kitchen_screen: 'Écran cuisine',
  payment_terminal: 'Terminal de paiement',
} as const;
export const hardwareKindValues = Object.keys(hardwareKindLabels) as [
  keyof typeof hardwareKindLabels,
  ...(keyof typeof hardwareKindLabels)[],
];
export const hardwareSchema = z.object({
  id: z.uuid(),
  kind: z.enum(hardwareKindValues),
  brand: z.string(),
  model: z.string(),
  description: z.string().nullable(),
  price_cents: z.number().int(),
  installed_count: z.number().int(),
  created_at: z.string(),
});
export type Hardware = z.infer<typeof hardwareSchema>;
export const hardwareInputSchema = z.strictObject({
  kind: z.enum(hardwareKindValues),
  brand: text(80),
  model: text(80),
  description: optionalText(500),
  price_cents: cents,
});
export type HardwareInput = z.input<typeof hardwareInputSchema>;
export type HardwareData = z.output<typeof hardwareInputSchema>;

// ---- Restaurants (admin) ----
export const adminRestaurantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mark_id: z.uuid().nullable(),
  mark_name: z.string().nullable(),
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
  timezone: z.string(),
  currency: z.string(),
  day_change_hour: z.number().int(),
  seats: z.number().int().nullable(),
  category: z.string().nullable(),
  module_codes: z.array(z.string()),
  subscription_status: z.string().nullable(),
  subscription_recurring: z.string().nullable(),
  registration_completed: z.boolean(),
  created_at: z.string(),
});
export type AdminRestaurant = z.infer<typeof adminRestaurantSchema>;
export const adminRestaurantQuerySchema = z.object({
  mark_id: z.union([z.uuid(), z.literal('none')]).optional(),
  module: moduleCodeSchema.optional(),
  subscribed: z.enum(['true', 'false']).optional(),
});
export const adminRestaurantInputSchema = z.strictObject({
  name: text(150),
  mark_id: z
    .uuid()
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
  legal_name: optionalText(200),
  siret: z
    .string()
    .trim()
    .regex(/^(\d{14})?$/, 'Le SIRET doit contenir 14 chiffres')
    .nullish()
    .transform((v) => (v ? v : null)),
  vat_number: z
    .string()
    .trim()
    .regex(/^([A-Z]{2}[0-9A-Z]{2,13})?$/, 'Le numéro de TVA doit être de la forme FR + 11 caractères')
    .nullish()
    .transform((v) => (v ? v : null)),
  naf_code: z
    .string()
    .trim()
    .regex(/^(\d{2}\.\d{2}[A-Z])?$/, 'Le code NAF doit être de la forme 56.10A')
    .nullish()
    .transform((v) => (v ? v : null)),
  address_line: optionalText(200),
  postal_code: optionalText(10),
  city: optionalText(100),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Le pays doit être un code à 2 lettres (FR)')
    .optional()
    .default('FR'),
  phone: optionalText(30),
  email: optionalEmail,
  timezone: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('fr-FR', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Fuseau horaire inconnu'),
  currency: z.enum(currencyCodes),
  day_change_hour: z.number().int().min(0).max(23).optional().default(5),
  seats: z.number().int().min(0).max(10_000).nullish(),
  category: z
    .enum(restaurantCategories)
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
});
export type AdminRestaurantInput = z.input<typeof adminRestaurantInputSchema>;
export type AdminRestaurantData = z.output<typeof adminRestaurantInputSchema>;

export const restaurantUserSchema = z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string(), email: z.string() });

// ---- Modules of a restaurant ----
export const moduleAssignmentSchema = z.object({
  id: z.uuid(),
  fitfit_module_id: z.uuid(),
  code_name: moduleCodeSchema,
  title: z.string(),
  monthly_price_cents: z.number().int(),
  price_cents_override: z.number().int().nullable(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  current: z.boolean(),
});
export type ModuleAssignment = z.infer<typeof moduleAssignmentSchema>;
const assignmentDates = {
  starts_on: date.optional(),
  ends_on: optionalDate,
  price_cents_override: cents.nullish(),
};
const validity = { keys: ['starts_on', 'ends_on'] } as const;
export const moduleAssignmentInputSchema = withDateRange(z.strictObject({ fitfit_module_id: z.uuid(), ...assignmentDates }), validity);
export type ModuleAssignmentInput = z.input<typeof moduleAssignmentInputSchema>;
export type ModuleAssignmentData = z.output<typeof moduleAssignmentInputSchema>;
export const moduleAssignmentUpdateSchema = withDateRange(z.strictObject(assignmentDates), validity);
export type ModuleAssignmentUpdate = z.input<typeof moduleAssignmentUpdateSchema>;
export type ModuleAssignmentUpdateData = z.output<typeof moduleAssignmentUpdateSchema>;

// ---- Hardwares of a restaurant ----
export const restaurantHardwareSchema = z.object({
  id: z.uuid(),
  hardware_id: z.uuid(),
  kind: z.enum(hardwareKindValues),
  brand: z.string(),
  model: z.string(),
  label: z.string().nullable(),
  serial_number: z.string().nullable(),
  installed_on: z.string().nullable(),
  api_key_prefix: z.string().nullable(),
  api_key_rotated_at: z.string().nullable(),
  created_at: z.string(),
});
export type RestaurantHardware = z.infer<typeof restaurantHardwareSchema>;
/** Creation and key rotation answer the device key once; it is never readable again. */
export const restaurantHardwareWithKeySchema = restaurantHardwareSchema.extend({ api_key: z.string().nullable() });
export type RestaurantHardwareWithKey = z.infer<typeof restaurantHardwareWithKeySchema>;
export const restaurantHardwareInputSchema = z.strictObject({
  hardware_id: z.uuid(),
  label: optionalText(80),
  serial_number: optionalText(80),
  installed_on: optionalDate,
});
export type RestaurantHardwareInput = z.input<typeof restaurantHardwareInputSchema>;
export type RestaurantHardwareData = z.output<typeof restaurantHardwareInputSchema>;
