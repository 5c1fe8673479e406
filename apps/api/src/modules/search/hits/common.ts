import { type SQL, sql } from 'drizzle-orm';
import type { SearchTerms } from '../query';

/**
 * `expression` holds the text, accents and case aside (« Hélène » = « helene »): f_unaccent is the migration's
 * IMMUTABLE wrapper of `unaccent` (0031_search.sql).
 */
export const holds = (expression: SQL, terms: SearchTerms) =>
  sql`lower(f_unaccent(${expression})) like lower(f_unaccent(${terms.pattern}))`;

/** `expression` starts with the text: such hits come first. */
export const startsWith = (expression: SQL, terms: SearchTerms) =>
  sql`lower(f_unaccent(${expression})) like lower(f_unaccent(${`${terms.pattern.slice(1)}`}))`;
