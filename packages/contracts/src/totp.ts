import { z } from 'zod';

/**
 * Two-step verification (TOTP, RFC 6238: 30 s, 6 digits, any authenticator app) and its recovery codes.
 * The API is under /api/v1/auth/totp; the second step of the sign-in is POST /api/v1/auth/login/totp.
 */

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_CODE_MESSAGE = 'Le code doit contenir 6 chiffres';
export const SECOND_FACTOR_MESSAGE = 'Saisissez le code à 6 chiffres de votre application ou un code de secours';

/** Spaces a user types or pastes ("123 456") are dropped. */
const compact = (s: string) => s.replace(/[\s\u00a0]/g, '');

/** The 6-digit code of the authenticator app. */
export const totpCodeSchema = z
  .string({ error: TOTP_CODE_MESSAGE })
  .max(20, TOTP_CODE_MESSAGE)
  .transform(compact)
  .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE));

/** A recovery code as shown (`XXXX-XXXX-XXXX`, 12 characters of an alphabet without 0/O, 1/I/L); case and dashes do not matter. */
export const recoveryCodePattern = /^[A-HJKMNP-Z2-9]{12}$/;
export const normalizeRecoveryCode = (s: string) => compact(s).replace(/-/g, '').toUpperCase();

/** The app's 6-digit code or one of the recovery codes. */
export const secondFactorCodeSchema = z
  .string({ error: SECOND_FACTOR_MESSAGE })
  .max(40, SECOND_FACTOR_MESSAGE)
  .transform(compact)
  .pipe(z.string().refine((s) => /^\d{6}$/.test(s) || recoveryCodePattern.test(normalizeRecoveryCode(s)), SECOND_FACTOR_MESSAGE));

export const totpStatusSchema = z.object({
  /** Confirmed: the sign-in asks for a code. */
  enabled: z.boolean(),
  confirmed_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** ADMIN_MFA=required and this account is an administrator: it cannot work without it. */
  required: z.boolean(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** A new secret, not active until a code confirms it: the otpauth:// URI, the same as a QR code (PNG data URL), and the secret for manual entry. */
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_code: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const totpConfirmRequestSchema = z.strictObject({ code: totpCodeSchema });
export type TotpConfirmRequest = z.infer<typeof totpConfirmRequestSchema>;

/** Shown once: at confirmation and when regenerated. */
export const recoveryCodesResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const totpDisableRequestSchema = z.strictObject({
  password: z.string({ error: 'Saisissez votre mot de passe actuel' }).min(1, 'Saisissez votre mot de passe actuel').max(200),
  code: secondFactorCodeSchema,
});
export type TotpDisableRequest = z.infer<typeof totpDisableRequestSchema>;

export const recoveryCodesRequestSchema = z.strictObject({ code: secondFactorCodeSchema });
export type RecoveryCodesRequest = z.infer<typeof recoveryCodesRequestSchema>;

/** The sign-in's first step answered: the password was right, a code is now needed (challenge valid 5 minutes, once). */
export const loginTotpChallengeSchema = z.object({
  status: z.literal('totp_required'),
  challenge: z.string(),
  challenge_expires_at: z.string(),
});
export type LoginTotpChallenge = z.infer<typeof loginTotpChallengeSchema>;

export const loginTotpRequestSchema = z.strictObject({
  challenge: z.string({ error: 'Reconnectez-vous avec votre mot de passe' }).min(1, 'Reconnectez-vous avec votre mot de passe').max(200),
  code: secondFactorCodeSchema,
});
export type LoginTotpRequest = z.infer<typeof loginTotpRequestSchema>;

/** What every route but the setup answers (403) to an administrator without it under ADMIN_MFA=required. */
export const TOTP_SETUP_REQUIRED_MESSAGE =
  'Activez la vérification en deux étapes pour continuer : elle est obligatoire pour les comptes administrateurs';
