import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

// uuid draws 16 bytes from the system for each id (crypto.getRandomValues): 25–30 µs an id on a loaded machine,
// more than hashing the ticket for a ticket batch's 500 ids. One draw here serves 512 ids.
const pool = new Uint8Array(16 * 512);
let used = pool.length;
const random = () => {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.subarray(used - 16, used);
};

/**
 * Time-ordered ids (UUIDv7) made by the application for large tables (tickets, lines, records, readings):
 * inserts append to the right of the primary-key index instead of scattering, and the id sorts like the
 * creation time (to the millisecond), which keyset paging uses as its tie-breaker. Valid `uuid` values on
 * PostgreSQL 15.
 */
export const newId = (): string => v7({ random: random() });
