import { z } from 'zod';
import { LOOKUP_PAGE_SIZE } from './constants';
import { roleSchema } from './enums';
import { pageQuerySchema } from './paging';
import { safeString, text } from './primitives';

/** Kinds of sponsor a salesperson (saler) can be. */
export const sponsorTypeLabels = {
  salesperson: 'Commercial salarié',
  agent: 'Agent commercial',
  partner: 'Partenaire apporteur',
} as const;
export const sponsorTypeSchema = z.enum(Object.keys(sponsorTypeLabels) as [keyof typeof sponsorTypeLabels]);

/** A user of any role as the administration lists it. */
export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  phone: z.string().nullable(),
  sponsor_type: z.string().nullable(),
  affiliate_code: z.string().nullable(),
  restaurant_ids: z.array(z.uuid()),
  restaurant_names: z.array(z.string()),
  mark_ids: z.array(z.uuid()),
  mark_names: z.array(z.string()),
  sponsored_count: z.number().int(),
  /** Two-step verification on: the admin may turn it off for a person who lost both the phone and the recovery codes. */
  totp_enabled: z.boolean(),
  last_login_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET admin/users: role filter, soft-deleted list (SPEC §7). */
export const adminUserListQuerySchema = pageQuerySchema.extend({
  role: roleSchema.optional(),
  only_soft_deleted: z.enum(['true', 'false']).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
/** The franchisor lookup of SPEC §7 uses per_page 50. */
export const userLookupPageSize = LOOKUP_PAGE_SIZE;

const email = z.string().trim().min(1).max(254).pipe(z.email());
const optionalTrimmed = (max: number) => safeString().trim().max(max).optional();

const userFields = {
  role: roleSchema,
  first_name: text(100),
  last_name: text(100),
  email,
  phone: optionalTrimmed(30),
  restaurant_ids: z.array(z.uuid()).max(200).optional(),
  mark_ids: z.array(z.uuid()).max(100).optional(),
  sponsor_type: sponsorTypeSchema.optional(),
};

export const createAdminUserSchema = z.strictObject({ ...userFields, password: z.string().min(1).min(8).max(200) });
export type CreateAdminUser = z.infer<typeof createAdminUserSchema>;

/** Edit; a non-empty password resets it (and signs the user out everywhere). */
export const updateAdminUserSchema = z.strictObject({
  ...userFields,
  password: z.union([z.literal(''), z.string().min(8).max(200)]).optional(),
});
export type UpdateAdminUser = z.infer<typeof updateAdminUserSchema>;

/** A restaurant a salesperson signed (users/{id}/sponsored_restaurants). */
export const sponsoredRestaurantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  mark_name: z.string().nullable(),
  created_at: z.string(),
  subscription_status: z.enum(['trialing', 'active', 'past_due', 'canceled']).nullable(),
  recurring: z.enum(['monthly', 'yearly']).nullable(),
  monthly_amount_cents: z.number().int(),
});
export type SponsoredRestaurant = z.infer<typeof sponsoredRestaurantSchema>;
