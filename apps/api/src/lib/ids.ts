import { v7 } from 'uuid';

/**
 * Time-ordered ids (UUIDv7) made by the application for large tables (tickets, lines, records, readings):
 * inserts append to the right of the primary-key index instead of scattering, and the id sorts like the
 * creation time, which keyset paging uses as its tie-breaker. Valid `uuid` values on PostgreSQL 15.
 */
export const newId = (): string => v7();
