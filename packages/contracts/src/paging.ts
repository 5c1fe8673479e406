import { z } from 'zod';
import { DEFAULT_ORDER, MAX_PAGE_SIZE, PAGE_SIZE } from './constants';
import { safeString } from './primitives';

/** Query of every paged list (SPEC §7): search, page, per_page, order. */
export const pageQuerySchema = z.object({
  search: safeString().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).optional().default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().default(PAGE_SIZE),
  order: z.enum(['asc', 'desc']).optional().default(DEFAULT_ORDER),
  /** Column to sort on; each list names the ones it accepts (unknown → its default). */
  sort: safeString().max(40).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Paging envelope of list responses (SPEC §3). */
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    search: z.string(),
    order: z.enum(['asc', 'desc']),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total_entries: z.number().int(),
    total_pages: z.number().int(),
    data: z.array(item),
  });
export type Page<T> = {
  search: string;
  order: 'asc' | 'desc';
  current_page: number;
  per_page: number;
  total_entries: number;
  total_pages: number;
  data: T[];
};

/** Query of the large lists paged by keyset (tickets, records…): the page query plus the cursor of the next page. */
export const cursorPageQuerySchema = pageQuerySchema.extend({ cursor: z.string().max(400).optional() });
export type CursorPageQuery = z.infer<typeof cursorPageQuerySchema>;

/** The SPEC §3 envelope of a keyset-paged list, with the cursor of the next page (null on the last one). */
export const cursorPageEnvelope = <T extends z.ZodType>(item: T) => pageEnvelope(item).extend({ next_cursor: z.string().nullable() });
