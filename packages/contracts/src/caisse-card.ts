import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { safeString, text } from './primitives';

/** Menu card of the cash register (PRODUCT §3.1): tags, taxes, categories, options, products, menus. */

const name = text(120);
const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'La couleur doit être au format #RRGGBB' });
const cents = z.number().int().min(0).max(100_000_00);
const basisPoints = z.number().int().min(0).max(10_000);
const id = z.uuid();
const timestamps = { created_at: z.string(), updated_at: z.string() };

export const orderTypes = ['on_spot', 'takeaway', 'delivery'] as const;

/** The 14 regulatory allergens (règlement INCO 1169/2011, annexe II), French names. */
export const allergenLabels = {
  gluten: 'Gluten',
  crustaceans: 'Crustacés',
  eggs: 'Œufs',
  fish: 'Poissons',
  peanuts: 'Arachides',
  soy: 'Soja',
  milk: 'Lait',
  nuts: 'Fruits à coque',
  celery: 'Céleri',
  mustard: 'Moutarde',
  sesame: 'Graines de sésame',
  sulphites: 'Anhydride sulfureux et sulfites',
  lupin: 'Lupin',
  molluscs: 'Mollusques',
} as const;
export const allergens = Object.keys(allergenLabels) as (keyof typeof allergenLabels)[];
export type Allergen = keyof typeof allergenLabels;
export const allergenSchema = z.enum(allergens as [Allergen, ...Allergen[]]);

// ---------- tags (heat-tags) ----------
export const tagInputSchema = z.strictObject({ name: name.max(60), color });
export type TagInput = z.infer<typeof tagInputSchema>;
export const tagSchema = z.object({ id, name: z.string(), color: z.string(), ...timestamps });
export type Tag = z.infer<typeof tagSchema>;

// ---------- taxes ----------
export const taxInputSchema = z.strictObject({
  name: name.max(80),
  rate_on_spot_bp: basisPoints,
  rate_takeaway_bp: basisPoints,
  rate_delivery_bp: basisPoints,
});
export type TaxInput = z.infer<typeof taxInputSchema>;
/**
 * The standard French VAT rates of a restaurant (PRODUCT §3.1), the one definition: the demo data, the
 * `POST …/caisse/taxes/defaults` call and the screens that offer "Ajouter les taux français" all read it.
 * Prepared food and drinks are 10 % however they leave (on site, taken away or delivered for immediate
 * consumption); only goods in closed containers that keep (cans, bottles, packaged desserts) drop to 5.5 %
 * when not consumed on site. The first one is the restaurant's food rate, the default of a new dish or menu.
 */
export const frenchTaxes: readonly TaxInput[] = [
  { name: 'Restauration', rate_on_spot_bp: 1000, rate_takeaway_bp: 1000, rate_delivery_bp: 1000 },
  { name: 'Produits conditionnés', rate_on_spot_bp: 1000, rate_takeaway_bp: 550, rate_delivery_bp: 550 },
  { name: 'Alcool', rate_on_spot_bp: 2000, rate_takeaway_bp: 2000, rate_delivery_bp: 2000 },
];
/** The restaurant's food rate: the tax a new dish or menu gets, listed first in the tax select. */
export const FOOD_TAX_NAME = 'Restauration';
/** The current French default a tax of that name should carry, when its rates differ from it (else null). */
export const outdatedFrenchTax = (tax: TaxInput): TaxInput | null => {
  const current = frenchTaxes.find((t) => t.name.toLocaleLowerCase('fr') === tax.name.trim().toLocaleLowerCase('fr'));
  if (!current) return null;
  const same =
    current.rate_on_spot_bp === tax.rate_on_spot_bp &&
    current.rate_takeaway_bp === tax.rate_takeaway_bp &&
    current.rate_delivery_bp === tax.rate_delivery_bp;
  return same ? null : { ...current, name: tax.name };
};
export const taxSchema = z.object({
  id,
  name: z.string(),
  rate_on_spot_bp: z.number().int(),
  rate_takeaway_bp: z.number().int(),
  rate_delivery_bp: z.number().int(),
  products_count: z.number().int(),
  ...timestamps,
});
export type Tax = z.infer<typeof taxSchema>;

// ---------- categories ----------
export const categoryInputSchema = z.strictObject({
  name: name.max(60),
  color,
  position: z.number().int().min(0).max(10_000).optional(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export const categorySchema = z.object({
  id,
  name: z.string(),
  color: z.string(),
  position: z.number().int(),
  products_count: z.number().int(),
  ...timestamps,
});
export type Category = z.infer<typeof categorySchema>;

// ---------- option groups ----------
export const optionValueInputSchema = z.strictObject({
  name: name.max(80),
  price_delta_cents: z.number().int().min(-100_000_00).max(100_000_00),
});
export const optionGroupInputSchema = z
  .strictObject({
    name: name.max(80),
    min_choices: z.number().int().min(0).max(50),
    max_choices: z.number().int().min(1).max(50),
    values: z.array(optionValueInputSchema).min(1).max(50),
  })
  .refine((v) => v.min_choices <= v.max_choices, {
    path: ['min_choices'],
    message: 'Le minimum de choix doit être inférieur ou égal au maximum',
  });
export type OptionGroupInput = z.infer<typeof optionGroupInputSchema>;
export const optionValueSchema = z.object({ id, name: z.string(), price_delta_cents: z.number().int(), position: z.number().int() });
export const optionGroupSchema = z.object({
  id,
  name: z.string(),
  min_choices: z.number().int(),
  max_choices: z.number().int(),
  values: z.array(optionValueSchema),
  ...timestamps,
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

// ---------- products ----------
export const productInputSchema = z.strictObject({
  name: name.max(120),
  description: safeString().trim().max(1000).nullable().optional(),
  category_id: id.nullable(),
  tax_id: id,
  tag_ids: z.array(id).max(20).default([]),
  option_group_ids: z.array(id).max(20).default([]),
  price_on_spot_cents: cents,
  price_takeaway_cents: cents,
  price_delivery_cents: cents,
  allergens: z.array(allergenSchema).max(14).default([]),
  available: z.boolean().default(true),
  sku: safeString().trim().max(40).nullable().optional(),
  barcode: z
    .string()
    .trim()
    .regex(/^[0-9]{8,14}$/, { message: 'Le code-barres doit contenir de 8 à 14 chiffres' })
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
});
export type ProductInput = z.input<typeof productInputSchema>;
export const productSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  category_color: z.string().nullable(),
  tax_id: z.string(),
  tax_name: z.string(),
  tags: z.array(z.object({ id, name: z.string(), color: z.string() })),
  option_group_ids: z.array(z.string()),
  price_on_spot_cents: z.number().int(),
  price_takeaway_cents: z.number().int(),
  price_delivery_cents: z.number().int(),
  allergens: z.array(z.string()),
  available: z.boolean(),
  position: z.number().int(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  photo_url: z.string().nullable(),
  ...timestamps,
});
export type Product = z.infer<typeof productSchema>;
export const productListQuerySchema = pageQuerySchema.extend({
  category_id: id.optional(),
  tag_id: id.optional(),
  available: z.enum(['true', 'false']).optional(),
});
export const productAvailabilitySchema = z.strictObject({ available: z.boolean() });
export const productPositionSchema = z.strictObject({ position: z.number().int().min(0).max(100_000) });

// ---------- menus (formules) ----------
const time = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: "L'heure doit être au format HH:MM" });
export const timeRangeSchema = z
  .strictObject({ start: time, end: time })
  .refine((r) => r.start < r.end, { path: ['end'], message: "L'heure de fin doit être après l'heure de début" });
export const menuDayHoursSchema = z.strictObject({
  weekday: z.number().int().min(0).max(6),
  closed: z.boolean(),
  ranges: z.array(timeRangeSchema).max(4),
});
export type MenuDayHours = z.infer<typeof menuDayHoursSchema>;
export const menuStepInputSchema = z
  .strictObject({
    title: name.max(80),
    min_choices: z.number().int().min(0).max(20),
    max_choices: z.number().int().min(1).max(20),
    products: z
      .array(z.strictObject({ product_id: id, supplement_cents: cents }))
      .min(1)
      .max(100),
  })
  .refine((v) => v.min_choices <= v.max_choices, {
    path: ['min_choices'],
    message: 'Le minimum de choix doit être inférieur ou égal au maximum',
  });
export const menuInputSchema = z.strictObject({
  name: name.max(120),
  description: safeString().trim().max(1000).nullable().optional(),
  tax_id: id,
  price_on_spot_cents: cents,
  price_takeaway_cents: cents,
  price_delivery_cents: cents,
  active: z.boolean().default(true),
  steps: z.array(menuStepInputSchema).min(1).max(10),
  hours: z
    .array(menuDayHoursSchema)
    .max(7)
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, { message: 'Un jour est présent deux fois' })
    .default([]),
});
export type MenuInput = z.input<typeof menuInputSchema>;
export const menuStepSchema = z.object({
  id,
  title: z.string(),
  position: z.number().int(),
  min_choices: z.number().int(),
  max_choices: z.number().int(),
  products: z.array(z.object({ product_id: z.string(), product_name: z.string(), supplement_cents: z.number().int() })),
});
export const menuSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  tax_id: z.string(),
  price_on_spot_cents: z.number().int(),
  price_takeaway_cents: z.number().int(),
  price_delivery_cents: z.number().int(),
  active: z.boolean(),
  photo_url: z.string().nullable(),
  steps: z.array(menuStepSchema),
  hours: z.array(menuDayHoursSchema),
  ...timestamps,
});
export type Menu = z.infer<typeof menuSchema>;

// ---------- the card as terminals receive it ----------
export const catalogSchema = z.object({
  restaurant_id: z.string(),
  categories: z.array(z.object({ id, name: z.string(), color: z.string(), position: z.number().int() })),
  taxes: z.array(
    z.object({ id, name: z.string(), rate_on_spot_bp: z.number(), rate_takeaway_bp: z.number(), rate_delivery_bp: z.number() }),
  ),
  tags: z.array(z.object({ id, name: z.string(), color: z.string() })),
  option_groups: z.array(optionGroupSchema.omit({ created_at: true, updated_at: true })),
  products: z.array(
    productSchema.omit({ created_at: true, updated_at: true, category_name: true, category_color: true, tax_name: true }).extend({
      rate_on_spot_bp: z.number(),
      rate_takeaway_bp: z.number(),
      rate_delivery_bp: z.number(),
    }),
  ),
  /**
   * Each choice of a menu step carries its product's own price and VAT rates per order type, which is what a
   * ticket needs to split the menu's price between rates (PRODUCT §3.1, `lineVatSplit`).
   */
  menus: z.array(
    menuSchema.omit({ created_at: true, updated_at: true, steps: true }).extend({
      steps: z.array(
        menuStepSchema.extend({
          products: z.array(
            menuStepSchema.shape.products.element.extend({
              price_on_spot_cents: z.number().int(),
              price_takeaway_cents: z.number().int(),
              price_delivery_cents: z.number().int(),
              rate_on_spot_bp: z.number(),
              rate_takeaway_bp: z.number(),
              rate_delivery_bp: z.number(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type Catalog = z.infer<typeof catalogSchema>;
