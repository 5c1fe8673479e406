import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { text } from './primitives';

/** What a restaurant role may do on the terminals (PRODUCT §3.1), in display order. */
export const posPermissions = [
  'cancel_ticket',
  'refund',
  'discount',
  'offer',
  'open_drawer',
  'x_report',
  'z_closing',
  'cash_movements',
  'see_reports',
  'manage_card',
  'manage_users',
] as const;
export type PosPermission = (typeof posPermissions)[number];

export const posPermissionLabels: Record<PosPermission, string> = {
  cancel_ticket: 'Annuler un ticket',
  refund: 'Rembourser',
  discount: 'Appliquer une remise',
  offer: 'Offrir un article',
  open_drawer: 'Ouvrir le tiroir-caisse',
  x_report: 'Édition du rapport X',
  z_closing: 'Clôture Z',
  cash_movements: "Mouvements d'espèces",
  see_reports: 'Voir les rapports',
  manage_card: 'Gérer la carte',
  manage_users: "Gérer l'équipe",
};

const name = text(80);

/** Create or edit a restaurant role. */
export const caisseRoleInputSchema = z.strictObject({
  name,
  permissions: z.array(z.enum(posPermissions)).max(posPermissions.length),
});
export type CaisseRoleInput = z.infer<typeof caisseRoleInputSchema>;

export const caisseRoleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  permissions: z.array(z.enum(posPermissions)),
  users_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CaisseRole = z.infer<typeof caisseRoleSchema>;

export const caisseRolesQuerySchema = pageQuerySchema;

/** A 4 to 6 digit PIN typed on the terminal. */
export const pinSchema = z
  .string()
  .min(1)
  .regex(/^\d{4,6}$/, 'Le code PIN doit contenir 4 à 6 chiffres');

const posUserFields = {
  first_name: name,
  last_name: name,
  role_id: z.uuid(),
  active: z.boolean().optional().default(true),
};

export const posUserCreateSchema = z.strictObject({ ...posUserFields, pin: pinSchema });
export type PosUserCreate = z.input<typeof posUserCreateSchema>;

export const posUserUpdateSchema = z.strictObject(posUserFields);
export type PosUserUpdate = z.input<typeof posUserUpdateSchema>;

export const posUserPinSchema = z.strictObject({ pin: pinSchema });
export type PosUserPin = z.infer<typeof posUserPinSchema>;

/** A POS user as the API shows it: never its PIN or the PIN's hash. */
export const posUserSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  role_id: z.uuid(),
  role_name: z.string(),
  active: z.boolean(),
  pin_updated_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PosUser = z.infer<typeof posUserSchema>;

export const posUsersQuerySchema = pageQuerySchema.extend({
  role_id: z.uuid().optional(),
  active: z.enum(['true', 'false']).optional(),
});
