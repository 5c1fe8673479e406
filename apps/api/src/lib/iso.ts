import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The one way the API writes an instant: ISO 8601 in UTC with milliseconds ("2026-03-01T08:30:00.000Z"), as the
 * response schemas expect. Given a value (a Drizzle Date, or the timestamptz text a raw `db.execute` returns,
 * which Drizzle leaves unparsed), it answers the text; given a column or SQL expression, it answers the SQL
 * that writes the same text in PostgreSQL, for raw selects that go straight to the response.
 */
export function iso(value: Date | string): string;
export function iso(column: AnyPgColumn | SQL): SQL<string>;
export function iso(value: Date | string | AnyPgColumn | SQL): string | SQL<string> {
  if (value instanceof Date || typeof value === 'string') return new Date(value).toISOString();
  return sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
