import { z } from 'zod';
import { currentUserSchema, passwordSchema } from './auth';
import { text } from './primitives';

/** « Mon compte », « Mot de passe oublié » and « Mes sessions »: what each signed-in person manages alone. */

const email = z.string().trim().min(1).max(254).pipe(z.email());
/** A password typed to prove who one is: any stored one, so no strength rule (that is `passwordSchema`, for new ones). */
const currentPassword = z.string().min(1).max(200);
/** The single-use token of an e-mailed link (a 43-character base64url string). */
const linkToken = z.string().trim().min(1).max(200);

/** The forms ask for a new password twice (`password_confirmation`); the API takes it once. */
export const PASSWORDS_DIFFER = 'Les deux mots de passe ne sont pas identiques';

export const forgotPasswordRequestSchema = z.strictObject({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
/** The same answer whether the address has an account or not. */
export const forgotPasswordResponseSchema = z.object({ message: z.string() });

export const resetPasswordRequestSchema = z.strictObject({ token: linkToken, password: passwordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, password_confirmation: z.string() })
  .refine((v) => v.password_confirmation === v.password, { message: PASSWORDS_DIFFER, path: ['password_confirmation'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordRequestSchema = z.strictObject({ current_password: currentPassword, new_password: passwordSchema });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordFormSchema = z
  .object({ current_password: currentPassword, new_password: passwordSchema, password_confirmation: z.string() })
  .refine((v) => v.password_confirmation === v.new_password, { message: PASSWORDS_DIFFER, path: ['password_confirmation'] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** PUT auth/me: the name, and the e-mail (a change asks for the current password and waits for the new address's link). */
export const updateProfileRequestSchema = z.strictObject({
  first_name: text(100),
  last_name: text(100),
  email,
  current_password: currentPassword.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export const updateProfileResponseSchema = z.object({
  user: currentUserSchema,
  /** The address a link was just sent to, applied once opened; null when the e-mail did not change. */
  pending_email: z.string().nullable(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

export const confirmEmailRequestSchema = z.strictObject({ token: linkToken });
export const confirmEmailResponseSchema = z.object({ email: z.string() });

/** One live session of « Mes sessions »: the device in words, read from its browser's user agent. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** « Chrome 131 », « Firefox 133 »…; null when the browser did not say. */
  browser: z.string().nullable(),
  /** « Windows 10 », « iOS 18.1 », « Linux »…; null when unknown. */
  os: z.string().nullable(),
  device: z.enum(['desktop', 'mobile', 'tablet']),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session this very request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({ data: z.array(accountSessionSchema) });

export const revokeOtherSessionsResponseSchema = z.object({ revoked: z.number().int() });
