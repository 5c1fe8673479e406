import { z } from 'zod';
import { ticketLineInputSchema, ticketResultSchema, ticketSourceSchema, ticketTypeSchema } from './caisse-ledger';

/**
 * Open orders (docs/terminal-api.md): what a terminal has taken and not yet cashed — a table's
 * order, opened, updated as it grows, then closed into its ticket. Keyed by the terminal's own reference.
 */
export const openOrderRefSchema = z
  .string()
  .trim()
  .min(1, { message: 'La référence de la commande est obligatoire' })
  .max(64, { message: 'La référence de la commande fait 64 caractères au plus' })
  .regex(/^[A-Za-z0-9_.:-]+$/, {
    message: 'La référence de la commande ne contient que des lettres, des chiffres et « - », « _ », « . » ou « : »',
  });
export const openOrderParamsSchema = z.object({ restaurantId: z.uuid(), ref: openOrderRefSchema });

export const openOrderInputSchema = z.strictObject({
  source: ticketSourceSchema,
  type: ticketTypeSchema,
  table: z.string().trim().max(20).nullable().optional(),
  covers: z.number().int().min(0).max(1000).default(0),
  pos_user_id: z.uuid().nullable().optional(),
  opened_at: z.iso.datetime({ offset: true }),
  /** The lines taken so far (none yet is an order just opened), as the ticket will carry them. */
  lines: z.array(ticketLineInputSchema).max(300).default([]),
});
export type OpenOrderInput = z.input<typeof openOrderInputSchema>;

export const openOrderSchema = z.object({
  id: z.uuid(),
  order_ref: z.string(),
  register_id: z.string().nullable(),
  business_date: z.string(),
  source: ticketSourceSchema,
  type: ticketTypeSchema,
  table: z.string().nullable(),
  covers: z.number().int(),
  pos_user_id: z.string().nullable(),
  lines_count: z.number().int(),
  /** The lines' total, computed by the server as the ticket's would be. */
  total_ttc_cents: z.number().int(),
  status: z.enum(['open', 'closed']),
  opened_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
  ticket_id: z.string().nullable(),
});
export type OpenOrder = z.infer<typeof openOrderSchema>;

export const openOrderClosedSchema = z.object({ order: openOrderSchema, ticket: ticketResultSchema });
export type OpenOrderClosed = z.infer<typeof openOrderClosedSchema>;
