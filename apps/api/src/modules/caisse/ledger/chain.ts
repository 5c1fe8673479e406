import { createHash } from 'node:crypto';
import { GENESIS_HASH } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { canonicalJson } from './canonical-json';
import type { Queryable } from './common';

/**
 * The chains of PRODUCT §3.2: `hash = SHA-256(previous hash ‖ canonical JSON)`, the JSON canonicalised by
 * RFC 8785 (JCS, `canonicalJson`) so that a re-read row hashes the same whatever the key order PostgreSQL returns.
 */
export const chainHash = (previousHash: string, sealed: unknown) => chainHashOfJson(previousHash, canonicalJson(sealed));
/** The same, the canonical JSON already written (`sealedJson`). */
export const chainHashOfJson = (previousHash: string, json: string) => createHash('sha256').update(previousHash).update(json).digest('hex');

export interface LedgerState {
  last_ticket_number: number;
  last_ticket_hash: string;
  last_closing_number: number;
  last_closing_hash: string;
  last_closed_date: string | null;
  grand_total_cents: number;
  absolute_total_cents: number;
}

/**
 * Locks the restaurant's ledger row for the rest of the transaction (created on first use): numbering, the
 * chains, the perpetual totals and closings of one restaurant are serialised here, other restaurants run free.
 */
export const lockLedger = async (tx: Queryable, restaurantId: string): Promise<LedgerState> => {
  const lock = () =>
    tx.execute<LedgerState & Record<string, unknown>>(
      sql`select last_ticket_number, last_ticket_hash, last_closing_number, last_closing_hash, last_closed_date::text as last_closed_date,
          grand_total_cents, absolute_total_cents
        from caisse_ledger_states where restaurant_id = ${restaurantId} for update`,
    );
  // one round trip once the row exists: every ticket batch waits on this lock
  let { rows } = await lock();
  if (!rows.length) {
    await tx.execute(sql`insert into caisse_ledger_states (restaurant_id, last_ticket_hash, last_closing_hash)
      values (${restaurantId}, ${GENESIS_HASH}, ${GENESIS_HASH}) on conflict (restaurant_id) do nothing`);
    ({ rows } = await lock());
  }
  return rows[0];
};

/**
 * The statement that saves a moved ledger state (also the last part of a ticket batch's one statement), with an
 * expression to evaluate once in the same statement (`returning`: the batch's notice to the live screens).
 */
export const ledgerUpdate = (restaurantId: string, s: LedgerState, returning?: SQL) =>
  sql`update caisse_ledger_states set last_ticket_number = ${s.last_ticket_number}, last_ticket_hash = ${s.last_ticket_hash},
    last_closing_number = ${s.last_closing_number}, last_closing_hash = ${s.last_closing_hash}, last_closed_date = ${s.last_closed_date},
    grand_total_cents = ${s.grand_total_cents}, absolute_total_cents = ${s.absolute_total_cents}, updated_at = now()
    where restaurant_id = ${restaurantId}${returning ? sql` returning ${returning}` : sql``}`;

export const saveLedger = (tx: Queryable, restaurantId: string, s: LedgerState) => tx.execute(ledgerUpdate(restaurantId, s));
