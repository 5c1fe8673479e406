import { z } from 'zod';
import { analyticsListExportQuerySchema, saleLineListQuerySchema, saleLineSchema } from './caisse-analytics';
import { cashMovementListQuerySchema, cashMovementSchema } from './caisse-ledger';
import { networkFilterSchema } from './franchisor';

/**
 * The listing tabs of the franchisor's analyses (tickets, cash movements, all sales) over the chosen restaurants:
 * the restaurant's lists and files with the network filter, each row naming its restaurant. The tickets tab reads
 * the network's tickets (`networkTicketListQuerySchema`).
 */
const restaurantNamed = { restaurant_id: z.string(), restaurant_name: z.string() };

export const networkCashMovementListQuerySchema = cashMovementListQuerySchema.extend(networkFilterSchema.shape);
export type NetworkCashMovementListQuery = z.infer<typeof networkCashMovementListQuerySchema>;
export const networkCashMovementSchema = cashMovementSchema.extend(restaurantNamed);
export type NetworkCashMovement = z.infer<typeof networkCashMovementSchema>;

export const networkSaleLineListQuerySchema = saleLineListQuerySchema.extend(networkFilterSchema.shape);
export type NetworkSaleLineListQuery = z.infer<typeof networkSaleLineListQuerySchema>;
export const networkSaleLineSchema = saleLineSchema.extend(restaurantNamed);
export type NetworkSaleLine = z.infer<typeof networkSaleLineSchema>;

/** A listing tab of the network as a file: the restaurant's columns after a « Restaurant » one. */
export const networkListExportQuerySchema = analyticsListExportQuerySchema.extend(networkFilterSchema.shape);
export type NetworkListExportQuery = z.infer<typeof networkListExportQuerySchema>;
