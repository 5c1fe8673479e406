import { z } from 'zod';
import { memberAccessSchema, moduleCodeSchema, roleSchema } from './enums';
import { safeString, text } from './primitives';
import { loginTotpChallengeSchema } from './totp';

const email = z.string().trim().min(1).max(254).pipe(z.email());
export const passwordSchema = z.string().min(1).min(8).max(200);

export const loginRequestSchema = z.strictObject({
  email,
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const restaurantSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mark_id: z.uuid().nullable(),
  mark_name: z.string().nullable(),
  city: z.string().nullable(),
  timezone: z.string(),
  /** Hour the business day changes (PRODUCT §1): a ticket before it belongs to the day before. */
  day_change_hour: z.number().int(),
  currency: z.string(),
  registration_completed: z.boolean(),
  /** The signed-in restorer's member access here (owner, manager, accountant); null for admins and franchisors. */
  access: memberAccessSchema.nullable(),
});
export type RestaurantSummary = z.infer<typeof restaurantSummarySchema>;

export const moduleRestaurantSchema = z.object({
  id: z.uuid(),
  code_name: moduleCodeSchema,
  title: z.string(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
});

/** currentUser of SPEC §3. */
export const currentUserSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: roleSchema,
  affiliate_code: z.string().nullable(),
  restaurant: restaurantSummarySchema.nullable(),
  current_fitfit_module_restaurants: z.array(moduleRestaurantSchema),
  /** ADMIN_MFA=required, an administrator without two-step verification: the session opens only its setup until confirmed. */
  totp_setup_required: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A session opened (sign-in, its second step, registration). */
export const sessionResponseSchema = z.object({
  status: z.literal('signed_in'),
  token: z.string(),
  token_expires_at: z.string(),
  user: currentUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST auth/login: a session, or, for an account with two-step verification, the challenge its code answers (auth/login/totp). */
export const loginResponseSchema = z.discriminatedUnion('status', [sessionResponseSchema, loginTotpChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registrationRequestSchema = z.strictObject({
  first_name: text(100),
  last_name: text(100),
  email,
  password: passwordSchema,
  restaurant_name: text(150),
  affiliate_code: safeString().trim().max(40).optional(),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const completeRegistrationRequestSchema = z.strictObject({
  legal_name: text(200),
  siret: z
    .string()
    .trim()
    .min(1)
    .regex(/^\d{14}$/, 'Le SIRET doit contenir 14 chiffres'),
  vat_number: z
    .string()
    .trim()
    .regex(/^(FR[0-9A-Z]{2}\d{9})?$/, 'Le numéro de TVA doit être de la forme FR + 11 caractères')
    .optional(),
  address_line: text(200),
  postal_code: z
    .string()
    .trim()
    .min(1)
    .regex(/^\d{5}$/, 'Le code postal doit contenir 5 chiffres'),
  city: text(100),
  phone: safeString().trim().max(30).optional(),
  module_codes: z.array(moduleCodeSchema).min(1).max(5),
  recurring: z.enum(['monthly', 'yearly']),
});
export type CompleteRegistrationRequest = z.infer<typeof completeRegistrationRequestSchema>;

export const chooseRestaurantRequestSchema = z.strictObject({ restaurant_id: z.uuid() });

export const publicModuleSchema = z.object({
  code_name: moduleCodeSchema,
  title: z.string(),
  description: z.string(),
  monthly_price_cents: z.number().int(),
});
export type PublicModule = z.infer<typeof publicModuleSchema>;
