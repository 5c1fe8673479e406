import { z } from 'zod';
import { safeString } from './primitives';

/**
 * Quick search (Ctrl+K, docs/search.md): the restaurant's things found by a few characters — a ticket by number, a
 * customer by name or phone, a product or menu of the card, a supplier order, a Z by date, an HACCP lot — and the
 * franchisor's network twin (tickets and Z of its restaurants). Each hit carries the web route that opens it.
 */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 80;
/** Hits per group at most. */
export const SEARCH_GROUP_LIMIT = 5;

/** The groups, in the order the dialog shows them, with their French titles. */
export const searchKindLabels = {
  ticket: 'Tickets',
  customer: 'Clients',
  product: 'Produits',
  supplier_order: 'Commandes fournisseurs',
  closing: 'Clôtures Z',
  lot: 'Lots HACCP',
} as const;
export type SearchKind = keyof typeof searchKindLabels;
export const searchKinds = Object.keys(searchKindLabels) as [SearchKind, ...SearchKind[]];

export const SEARCH_TOO_SHORT_MESSAGE = `La recherche doit contenir au moins ${SEARCH_MIN_LENGTH} caractères`;

export const searchQuerySchema = z.object({
  q: safeString()
    .trim()
    .min(SEARCH_MIN_LENGTH, SEARCH_TOO_SHORT_MESSAGE)
    .max(SEARCH_MAX_LENGTH, `La recherche doit contenir au plus ${SEARCH_MAX_LENGTH} caractères`),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  kind: z.enum(searchKinds),
  id: z.uuid(),
  label: z.string(),
  sublabel: z.string().nullable(),
  /** The web route that opens it: its page, with the query parameter that opens its drawer where the page has one. */
  route: z.string(),
  restaurant_id: z.uuid(),
  /** Network search only: the restaurant it belongs to. */
  restaurant_name: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(searchKinds),
  label: z.string(),
  hits: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** Only the groups with hits, in `searchKinds` order. */
export const searchResultSchema = z.object({ q: z.string(), groups: z.array(searchGroupSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Query parameters the pages read to open one item from a search hit. */
export const SEARCH_OPEN_PARAMS = { ticket: 'ticket', restaurant: 'restaurant', lot: 'lot' } as const;
