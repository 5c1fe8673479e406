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
// uuid keeps its monotonic sequence only when it draws the random bytes itself: with our own bytes, the
// same rule is kept here (a new random sequence each millisecond, +1 within one), so ids made in the same
// millisecond still sort in creation order.
let lastMs = Number.NEGATIVE_INFINITY;
let seq = 0;
export const newId = (): string => {
  const bytes = random();
  const now = Date.now();
  if (now > lastMs) {
    seq = (bytes[6] << 23) | (bytes[7] << 16) | (bytes[8] << 8) | bytes[9];
    lastMs = now;
  } else {
    seq = (seq + 1) | 0;
    if (seq === 0) lastMs++;
  }
  return v7({ random: bytes, msecs: lastMs, seq });
};
