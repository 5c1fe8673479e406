import { z } from 'zod';
import { PASSWORDS_DIFFER } from './account';
import { passwordSchema } from './auth';
import { type MemberAccess, type ModuleCode, memberAccessSchema } from './enums';
import { text } from './primitives';

/**
 * A restaurant's own people (docs/accounts.md): its back-office members (owner, manager, accountant) and the
 * invitations its owners send. Not the till's POS users (caisse-team.ts).
 */

const email = z.string().trim().min(1).max(254).pipe(z.email());
/** The single-use token of an invitation's link (a 43-character base64url string). */
const linkToken = z.string().trim().min(1).max(200);

/** An invitation's link works this many days; resending it gives it as many again. */
export const INVITATION_DAYS = 7;

/** What an accountant member reads (its modules); the API's access hook and the web's page filter share it. */
export const ACCOUNTANT_MODULES: readonly ModuleCode[] = ['fitfit_caisse', 'fitfit_pnl'];

/** Whether a member access may change anything: an accountant only reads (null: admins and franchisors, by role). */
export const memberMayWrite = (access: MemberAccess | null) => access !== 'accountant';

/** The exact split of the three accesses, as the invitation form and the e-mail say it (docs/accounts.md). */
export const memberAccessDescriptions: Record<MemberAccess, string> = {
  owner: 'tout, y compris l’équipe et ses accès, les informations légales du restaurant et l’abonnement',
  manager: 'tout le back-office du restaurant, sauf l’équipe et ses accès, les informations légales et l’abonnement',
  accountant: 'lecture seule de la caisse (analyses, tickets, clôtures Z, exports) et du PNL ; aucune modification',
};

/** One member of the restaurant's back office. */
export const restaurantMemberSchema = z.object({
  user_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  access: memberAccessSchema,
  /** When they joined the restaurant. */
  since: z.string(),
  last_login_at: z.string().nullable(),
  /** The signed-in person themself. */
  me: z.boolean(),
});
export type RestaurantMember = z.infer<typeof restaurantMemberSchema>;

/** An invitation still waiting (neither accepted nor revoked); `expired` once its 7 days are over (it may be resent). */
export const restaurantInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  access: memberAccessSchema,
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type RestaurantInvitation = z.infer<typeof restaurantInvitationSchema>;

export const restaurantMembersSchema = z.object({
  members: z.array(restaurantMemberSchema),
  invitations: z.array(restaurantInvitationSchema),
});
export type RestaurantMembers = z.infer<typeof restaurantMembersSchema>;

export const inviteMemberRequestSchema = z.strictObject({ email, access: memberAccessSchema });
export type InviteMemberRequest = z.infer<typeof inviteMemberRequestSchema>;

export const changeMemberAccessRequestSchema = z.strictObject({ access: memberAccessSchema });
export type ChangeMemberAccessRequest = z.infer<typeof changeMemberAccessRequestSchema>;

/** The invitation's page (public): its token, from the link's `#token=`. */
export const invitationTokenRequestSchema = z.strictObject({ token: linkToken });

/** What the invitation's page shows before it is accepted. */
export const invitationDetailsSchema = z.object({
  restaurant_name: z.string(),
  access: memberAccessSchema,
  email: z.string(),
  invited_by: z.string(),
  expires_at: z.string(),
  /** An account already has this address: it joins after signing in, without a new password. */
  account_exists: z.boolean(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** A new account accepts: its name and password (the strength rule of every password). */
export const acceptInvitationRequestSchema = z.strictObject({
  token: linkToken,
  first_name: text(100),
  last_name: text(100),
  password: passwordSchema,
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** The form types the password twice. */
export const acceptInvitationFormSchema = z
  .object({ first_name: text(100), last_name: text(100), password: passwordSchema, password_confirmation: z.string() })
  .refine((v) => v.password_confirmation === v.password, { message: PASSWORDS_DIFFER, path: ['password_confirmation'] });
export type AcceptInvitationForm = z.infer<typeof acceptInvitationFormSchema>;

/** Accepted: the restaurant joined and the address to sign in with. */
export const invitationAcceptedSchema = z.object({ restaurant_id: z.uuid(), restaurant_name: z.string(), email: z.string() });
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;
