import { z } from 'zod';
import { coverageSchema } from './comparison';
import { RANGE_PAIR_MESSAGE, withDateRange } from './date-range';
import { calendarDate, calendarMonth, optionalText, text } from './primitives';

/**
 * Profit and loss (PRODUCT §7, docs/pnl.md): a restaurant's month in the French layout, computed from its
 * closings (revenue), its stock receptions (purchases), its inventories or hand-entered stock variation, its
 * charge categories (fixed, % of revenue, entered each month) and its mark's royalty rates. A closed month
 * ("Clôturer le mois") keeps the figures it had when it was closed.
 */

const id = z.uuid();
const cents = z.number().int().min(-100_000_000_000).max(100_000_000_000);

// ---------- charge categories ----------
export const pnlSectionLabels = {
  staff: 'Frais de personnel',
  external: 'Charges externes',
  depreciation: 'Amortissements',
} as const;
export type PnlSection = keyof typeof pnlSectionLabels;
export const pnlSections = Object.keys(pnlSectionLabels) as [PnlSection, ...PnlSection[]];

export const pnlChargeModeLabels = {
  fixed: 'Fixe par mois',
  percent: "% du chiffre d'affaires",
  monthly: 'Saisie chaque mois',
} as const;
export type PnlChargeMode = keyof typeof pnlChargeModeLabels;
export const pnlChargeModes = Object.keys(pnlChargeModeLabels) as [PnlChargeMode, ...PnlChargeMode[]];

export const pnlCategoryInputSchema = z
  .strictObject({
    name: text(80),
    section: z.enum(pnlSections),
    mode: z.enum(pnlChargeModes),
    amount_cents: z.number().int().min(0).max(100_000_000_00),
    rate_bp: z.number().int().min(0).max(10_000),
  })
  .refine((c) => c.mode !== 'percent' || c.rate_bp > 0, { message: 'Indiquez le pourcentage du chiffre d’affaires', path: ['rate_bp'] })
  .refine((c) => c.mode !== 'fixed' || c.amount_cents > 0, { message: 'Indiquez le montant mensuel', path: ['amount_cents'] });
export type PnlCategoryInput = z.infer<typeof pnlCategoryInputSchema>;
export const pnlCategorySchema = z.object({
  id,
  name: z.string(),
  section: z.enum(pnlSections),
  mode: z.enum(pnlChargeModes),
  amount_cents: z.number(),
  rate_bp: z.number(),
  position: z.number(),
});
export type PnlCategory = z.infer<typeof pnlCategorySchema>;

// ---------- settings ----------
export const pnlVatRegimeLabels = {
  reel_normal: 'Réel normal',
  reel_simplifie: 'Réel simplifié',
  franchise: 'Franchise en base',
} as const;
export type PnlVatRegime = keyof typeof pnlVatRegimeLabels;
export const pnlSettingsInputSchema = z.strictObject({
  opening_balance_cents: cents,
  opening_balance_on: calendarDate,
  vat_regime: z.enum(Object.keys(pnlVatRegimeLabels) as [PnlVatRegime, ...PnlVatRegime[]]),
});
export type PnlSettingsInput = z.infer<typeof pnlSettingsInputSchema>;
export const pnlSettingsSchema = z.object({
  opening_balance_cents: z.number(),
  opening_balance_on: z.string(),
  vat_regime: z.enum(Object.keys(pnlVatRegimeLabels) as [PnlVatRegime, ...PnlVatRegime[]]),
  categories: z.array(pnlCategorySchema),
  /** The mark's rates applied to revenue HT (0 for an independent restaurant). */
  royalty_rate_bp: z.number(),
  advertising_rate_bp: z.number(),
  mark_name: z.string().nullable(),
  /** Purchases come from the stock module's receptions when the restaurant holds it. */
  holds_stocks: z.boolean(),
});
export type PnlSettings = z.infer<typeof pnlSettingsSchema>;

// ---------- monthly entries ----------
export const pnlEntryKindLabels = {
  charge: 'Charge',
  purchases: 'Achats (saisis)',
  stock_variation: 'Variation de stock',
} as const;
export type PnlEntryKind = keyof typeof pnlEntryKindLabels;
export const pnlEntryKinds = Object.keys(pnlEntryKindLabels) as [PnlEntryKind, ...PnlEntryKind[]];

export const pnlEntryInputSchema = z
  .strictObject({
    month: calendarMonth,
    kind: z.enum(pnlEntryKinds),
    category_id: id.nullish().transform((v) => v ?? null),
    label: text(120),
    amount_cents: cents,
    reference: optionalText(60),
  })
  .refine((e) => e.kind !== 'charge' || e.category_id !== null, { message: 'Le champ catégorie est obligatoire', path: ['category_id'] });
export type PnlEntryInput = z.input<typeof pnlEntryInputSchema>;
export const pnlEntrySchema = z.object({
  id,
  month: z.string(),
  kind: z.enum(pnlEntryKinds),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  label: z.string(),
  amount_cents: z.number(),
  reference: z.string().nullable(),
  attachment_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type PnlEntry = z.infer<typeof pnlEntrySchema>;
export const pnlMonthQuerySchema = z.strictObject({ month: calendarMonth });
/** The largest receipt a PNL entry takes (PDF, JPEG or PNG). */
export const PNL_ATTACHMENT_MAX_MB = 10;
/** The month's statement exported as a PDF or a spreadsheet. */
export const pnlExportQuerySchema = z.strictObject({ format: z.enum(['pdf', 'xlsx']) });

// ---------- budgets and forecast ----------
/** A budget line: 'revenue' (overrides the revenue forecast), 'purchases', or a charge category id. */
export const pnlBudgetInputSchema = z.strictObject({
  month: calendarMonth,
  line: z.union([z.literal('revenue'), z.literal('purchases'), id]),
  /** null removes the budget (the forecast goes back to its computed value). */
  amount_cents: z.number().int().min(0).max(100_000_000_00).nullable(),
});
export type PnlBudgetInput = z.infer<typeof pnlBudgetInputSchema>;

export const pnlForecastSchema = z.object({
  month: z.string(),
  /** From history: each day as the same weekday 52 weeks earlier × the recent trend. */
  computed_cents: z.number(),
  /** The user's override, if any. */
  override_cents: z.number().nullable(),
  forecast_cents: z.number(),
  /** Recent revenue ÷ the same weeks a year before (1 = flat), applied to last year's days. */
  trend: z.number(),
  /** `mixed`: last year where it has history, recent weeks elsewhere; `actual`: every day is past (current month). */
  method: z.enum(['last_year', 'recent_weeks', 'mixed', 'actual', 'none']),
  /** Each day's forecast and where it comes from (`actual`: a past day of the current month, its real revenue). */
  days: z.array(
    z.object({
      date: z.string(),
      last_year_date: z.string(),
      cents: z.number(),
      source: z.enum(['last_year', 'recent_weeks', 'actual', 'none']),
    }),
  ),
});
export type PnlForecast = z.infer<typeof pnlForecastSchema>;

// ---------- statement ----------
export const pnlLineKinds = ['line', 'subtotal', 'total'] as const;
export const pnlSourceLabels = {
  closings: 'Clôtures de caisse',
  receptions: 'Réceptions de commandes',
  entries: 'Saisies du mois',
  config: 'Configuration',
  mark: 'Taux de la marque',
  computed: 'Calcul',
} as const;
export type PnlSource = keyof typeof pnlSourceLabels;

const figureTriple = z.object({ actual: z.number(), forecast: z.number().nullable(), previous: z.number().nullable() });
export const pnlLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(pnlLineKinds),
  /** Lines that reduce the result are positive amounts shown as charges. */
  level: z.number(),
  source: z.enum(Object.keys(pnlSourceLabels) as [PnlSource, ...PnlSource[]]),
  month: figureTriple,
  ytd: figureTriple,
  /** A budget set for this line and month (revenue: the forecast override). */
  budget_cents: z.number().nullable(),
  /** Share of revenue HT, in basis points, of the month's actual. */
  ratio_bp: z.number().nullable(),
});
export type PnlLine = z.infer<typeof pnlLineSchema>;

export const pnlClosureSchema = z.object({ closed_at: z.string(), closed_by_name: z.string() });
export const pnlStatementSchema = z.object({
  month: z.string(),
  label: z.string(),
  restaurant_name: z.string(),
  closure: pnlClosureSchema.nullable(),
  lines: z.array(pnlLineSchema),
  covers: z.number(),
  tickets: z.number(),
  /** How much of last year's month and year to date has history (comparison.ts): a partial N-1 is said, not compared. */
  previous_coverage: z.object({ month: coverageSchema, ytd: coverageSchema }),
});
export type PnlStatement = z.infer<typeof pnlStatementSchema>;

export const pnlSourceRowSchema = z.object({
  date: z.string(),
  label: z.string(),
  detail: z.string().nullable(),
  amount_cents: z.number(),
  /** Where the source lives in the product (a screen path), when there is one. */
  link: z.string().nullable(),
});
export const pnlSourcesSchema = z.object({
  line: z.string(),
  label: z.string(),
  explanation: z.string(),
  total_cents: z.number(),
  rows: z.array(pnlSourceRowSchema),
});
export type PnlSources = z.infer<typeof pnlSourcesSchema>;

// ---------- indicators ----------
export const pnlIndicatorViews = ['monthly', 'weekly', 'daily', 'range'] as const;
export type PnlIndicatorView = (typeof pnlIndicatorViews)[number];
export const pnlIndicatorViewLabels: Record<PnlIndicatorView, string> = {
  monthly: 'Mensuel',
  weekly: 'Hebdomadaire',
  daily: 'Journalier',
  range: 'Date à date',
};
const pnlIndicatorsFields = z
  .strictObject({
    view: z.enum(pnlIndicatorViews),
    /** A day of the period (monthly, weekly, daily), or the start of the range. */
    from: calendarDate,
    to: calendarDate.optional(),
    /** The comparison range of the date-to-date view (defaults to the same days 52 weeks earlier). */
    compare_from: calendarDate.optional(),
    compare_to: calendarDate.optional(),
  })
  .refine((q) => q.view !== 'range' || q.to !== undefined, { message: RANGE_PAIR_MESSAGE, path: ['to'] });
export const pnlIndicatorsQuerySchema = withDateRange(
  pnlIndicatorsFields,
  // 731 days between the ends, as before the shared check
  { max: { days: 732, label: 'deux ans' } },
  { keys: ['compare_from', 'compare_to'], paired: true },
);
export type PnlIndicatorsQuery = z.infer<typeof pnlIndicatorsQuerySchema>;

export const pnlIndicatorKeys = [
  'revenue_ht_cents',
  'covers',
  'average_ticket_cents',
  'average_cover_cents',
  'food_cost_bp',
  'staff_cost_bp',
  'prime_cost_bp',
  'ebe_margin_bp',
  'break_even_cents',
] as const;
export type PnlIndicatorKey = (typeof pnlIndicatorKeys)[number];
export const pnlIndicatorLabels: Record<PnlIndicatorKey, string> = {
  revenue_ht_cents: "Chiffre d'affaires HT",
  covers: 'Couverts',
  average_ticket_cents: 'Ticket moyen HT',
  average_cover_cents: 'Moyenne par couvert HT',
  food_cost_bp: 'Ratio matière',
  staff_cost_bp: 'Ratio personnel',
  prime_cost_bp: 'Prime cost',
  ebe_margin_bp: 'Marge d’EBE',
  break_even_cents: 'Seuil de rentabilité',
};
/** Typical bounds shown beside a ratio (PRODUCT §7). */
export const pnlIndicatorHints: Partial<Record<PnlIndicatorKey, string>> = {
  food_cost_bp: '25 à 35 % en général',
  staff_cost_bp: '30 à 40 % en général',
  prime_cost_bp: 'moins de 65 % en général',
};
export const pnlIndicatorValuesSchema = z.object(
  Object.fromEntries(pnlIndicatorKeys.map((k) => [k, z.number().nullable()])) as Record<PnlIndicatorKey, z.ZodNullable<z.ZodNumber>>,
);
export type PnlIndicatorValues = z.infer<typeof pnlIndicatorValuesSchema>;

/** How the ratio matière was read (docs/pnl.md): theoretical for a day or a week, actual for a month or more. */
export const pnlFoodCostBases = { theoretical: 'théorique (ventes × recettes)', actual: 'réel (achats ± variation de stock)' } as const;
export const pnlFoodCostSchema = z.object({
  basis: z.enum(Object.keys(pnlFoodCostBases) as [keyof typeof pnlFoodCostBases, ...(keyof typeof pnlFoodCostBases)[]]),
  /** Why no ratio is shown (no revenue, negative consumption, recipes covering too little of the revenue). */
  note: z.string().nullable(),
  /** Theoretical basis: the share of sales made of products with a recipe, in basis points. */
  recipe_coverage_bp: z.number().nullable(),
});
export type PnlFoodCost = z.infer<typeof pnlFoodCostSchema>;
const rangeSchema = z.object({ from: z.string(), to: z.string() });
export const pnlIndicatorsSchema = z.object({
  view: z.enum(pnlIndicatorViews),
  period: rangeSchema,
  /** The period is the current one, read up to today: its figures are « à date » (the period's end is today). */
  to_date: z.boolean(),
  compare: rangeSchema,
  compare_coverage: coverageSchema,
  current: pnlIndicatorValuesSchema,
  previous: pnlIndicatorValuesSchema,
  forecast: pnlIndicatorValuesSchema,
  /** How the current period's ratio matière was read. */
  food_cost: pnlFoodCostSchema,
  /** Revenue HT per day (or per month over a long range), with N-1 (52 weeks earlier) and the forecast. */
  series: z.array(
    z.object({ label: z.string(), date: z.string(), revenue_cents: z.number(), previous_cents: z.number(), forecast_cents: z.number() }),
  ),
});
export type PnlIndicators = z.infer<typeof pnlIndicatorsSchema>;

// ---------- home dashboard ----------
const glance = z.object({
  actual: z.number(),
  previous: z.number(),
  forecast: z.number(),
  /** The same days 52 weeks before, and how much of them has history. */
  previous_from: z.string(),
  previous_to: z.string(),
  previous_coverage: coverageSchema,
});
export const pnlDashboardSchema = z.object({
  yesterday: z.string(),
  month: z.string(),
  yesterday_revenue: glance,
  month_revenue: glance,
  indicators: pnlIndicatorValuesSchema,
  food_cost: pnlFoodCostSchema,
  /** EBE of the month so far (fixed charges counted for the days elapsed). */
  ebe_to_date_cents: z.number(),
  /** Revenue of the month so far ÷ the month's break-even revenue, in basis points. */
  break_even_progress_bp: z.number().nullable(),
  /** With fitfit_haccp: unclosed non-conformities, the planning's late tasks (as the HACCP home counts them), equipment missing today's readings. */
  haccp: z.object({ open_non_conformities: z.number(), late_tasks: z.number(), missing_readings: z.number() }).nullable(),
});
export type PnlDashboard = z.infer<typeof pnlDashboardSchema>;

// ---------- network (admin, franchisor) ----------
export const pnlNetworkQuerySchema = z.strictObject({
  period: z.enum(['month', 'year']),
  month: calendarMonth,
});
export type PnlNetworkQuery = z.infer<typeof pnlNetworkQuerySchema>;
export const pnlNetworkRowSchema = z.object({
  restaurant_id: z.string(),
  restaurant_name: z.string(),
  mark_name: z.string().nullable(),
  revenue_cents: z.number(),
  consumed_purchases_cents: z.number(),
  gross_margin_cents: z.number(),
  staff_cents: z.number(),
  external_cents: z.number(),
  royalties_cents: z.number(),
  ebe_cents: z.number(),
  result_cents: z.number(),
  food_cost_bp: z.number().nullable(),
  staff_cost_bp: z.number().nullable(),
  ebe_margin_bp: z.number().nullable(),
  closed: z.boolean(),
});
export type PnlNetworkRow = z.infer<typeof pnlNetworkRowSchema>;
export const pnlNetworkSchema = z.object({
  period: z.enum(['month', 'year']),
  from: z.string(),
  to: z.string(),
  label: z.string(),
  rows: z.array(pnlNetworkRowSchema),
  average: pnlNetworkRowSchema.omit({ restaurant_id: true, restaurant_name: true, mark_name: true, closed: true }).nullable(),
});
export type PnlNetwork = z.infer<typeof pnlNetworkSchema>;

/** "mars 2026" */
export const frenchMonth = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
