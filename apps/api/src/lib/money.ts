import { type SQL, sql } from 'drizzle-orm';

/** A 64-bit sum of integer cents (never `::int`, which overflows at 21.4 M€); pg's int8 parser reads it as a number. */
export const sumCents = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)::bigint`;
