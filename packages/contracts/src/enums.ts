import { z } from 'zod';

export const roles = ['admin', 'restorer', 'franchisor', 'saler'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
export const roleLabels: Record<Role, string> = {
  admin: 'Administrateur',
  restorer: 'Restaurateur',
  franchisor: 'Franchiseur',
  saler: 'Commercial',
};

/**
 * A back-office member's access to one restaurant (docs/accounts.md): owner — everything, people and legal
 * details included; manager — everything but those; accountant — reads the caisse and the PNL, writes nothing.
 */
export const memberAccesses = ['owner', 'manager', 'accountant'] as const;
export const memberAccessSchema = z.enum(memberAccesses);
export type MemberAccess = z.infer<typeof memberAccessSchema>;
export const memberAccessLabels: Record<MemberAccess, string> = {
  owner: 'Propriétaire',
  manager: 'Gérant',
  accountant: 'Comptable',
};

export const moduleCodes = ['fitfit_pnl', 'fitfit_caisse', 'fitfit_stocks', 'fitfit_haccp', 'fitfit_music', 'fitfit_intranet'] as const;
export const moduleCodeSchema = z.enum(moduleCodes);
export type ModuleCode = z.infer<typeof moduleCodeSchema>;

/** A labelled enumeration as the client receives it at start (SPEC §3 *Keys lists). */
export const keyLabelSchema = z.object({ key: z.string(), label: z.string() });
export type KeyLabel = z.infer<typeof keyLabelSchema>;

const labelled = <K extends string>(entries: Record<K, string>): KeyLabel[] =>
  Object.entries<string>(entries).map(([key, label]) => ({ key, label }));

export const orderTypeLabels = { on_spot: 'Sur place', takeaway: 'À emporter', delivery: 'Livraison' } as const;
export type OrderType = keyof typeof orderTypeLabels;

export const paymentMethodLabels = {
  card: 'Carte bancaire',
  cash: 'Espèces',
  online: 'En ligne',
  ticket: 'Titre-restaurant',
  cheque: 'Chèque',
} as const;
export type PaymentMethod = keyof typeof paymentMethodLabels;

export const ticketStatusLabels = {
  opened: 'En cours',
  canceled: 'Annulée',
  ended: 'Terminé',
  cancel_created: 'Annulée créée',
} as const;
export type TicketStatus = keyof typeof ticketStatusLabels;

export const ticketSourceLabels = {
  pos: 'Caisse',
  kiosk: 'Borne',
  web: 'Site web',
  uber_eats: 'Uber Eats',
  deliveroo: 'Deliveroo',
  phone: 'Téléphone',
} as const;

export const deliveryStatusLabels = {
  pending: 'En attente',
  preparing: 'En préparation',
  ready: 'Prête',
  delivering: 'En livraison',
  delivered: 'Livrée',
  failed: 'Échouée',
} as const;

export const enumerationsSchema = z.object({
  sources: z.array(keyLabelSchema),
  types: z.array(keyLabelSchema),
  delivery_statuses: z.array(keyLabelSchema),
  statuses: z.array(keyLabelSchema),
});
export type Enumerations = z.infer<typeof enumerationsSchema>;

export const enumerations: Enumerations = {
  sources: labelled(ticketSourceLabels),
  types: labelled(orderTypeLabels),
  delivery_statuses: labelled(deliveryStatusLabels),
  statuses: labelled(ticketStatusLabels),
};

/** Weekdays numbered Sunday 0 … Saturday 6, displayed Monday first (SPEC §3). */
export const weekdayLabels = ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'] as const;
export const weekdaysMondayFirst = [1, 2, 3, 4, 5, 6, 0] as const;
