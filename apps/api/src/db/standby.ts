import type { ReplicaStaleness } from '@fitfit/contracts';
import type { FastifyReply } from 'fastify';
import type { Db } from './database';

/**
 * The reports' reads on a streaming standby (DATABASE_REPORTS_URL, docs/operations.md « Réplica »): the analytics,
 * their files and the PNL's statements read there, through `reportsDb`, with the same roles and row-level security
 * as on the primary (a physical standby holds the same roles; `set_config` is allowed during recovery). Writes, and
 * the reads that must see them (the live screen after a ticket, a closing being made, a transaction), stay on the
 * primary: they are given the primary's `db`.
 */

/** The database a report route reads: the standby's when DATABASE_REPORTS_URL is set, the primary's otherwise. */
export const reportsDb = (db: Db): Db => db.$standby ?? db;

export interface Staleness {
  /** Up to when the standby holds the primary's writes. */
  asOf: Date;
  /** How far behind the primary it may be, in milliseconds (0: it replayed all it received). */
  lagMs: number;
}

// One measure per second at most: every report of a screen asks at once.
const measures = new WeakMap<Db, { at: number; value: Promise<Staleness> }>();

/**
 * How stale the standby may be: 0 when it has replayed all the WAL it received (an idle primary sends none, and the
 * last replayed commit may then be old without the standby being behind), else the time since its last replayed
 * commit.
 */
export const standbyStaleness = (standby: Db): Promise<Staleness> => {
  const known = measures.get(standby);
  if (known && Date.now() - known.at < 1_000) return known.value;
  const value = standby.$client
    .query<{ lag_ms: number }>(
      `select case when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() then 0
         else greatest(0, extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000) end::float8 as lag_ms`,
    )
    .then(({ rows }) => {
      const lagMs = Math.round(rows[0]?.lag_ms ?? 0);
      return { lagMs, asOf: new Date(Date.now() - lagMs) };
    });
  value.catch(() => measures.delete(standby));
  measures.set(standby, { at: Date.now(), value });
  return value;
};

/**
 * Says on a report's answer how stale the standby it was read on may be (`x-replica-lag-ms`, `x-replica-as-of`), and
 * gives it for the body of a screen's report (`replica`, packages/contracts caisse-analytics.ts); nothing when the
 * reports read the primary.
 */
export const sayStaleness = async (reply: FastifyReply, db: Db): Promise<{ replica?: ReplicaStaleness }> => {
  if (!db.$standby) return {};
  const { lagMs, asOf } = await standbyStaleness(db.$standby);
  reply.header('x-replica-lag-ms', String(lagMs)).header('x-replica-as-of', asOf.toISOString());
  return { replica: { as_of: asOf.toISOString(), lag_ms: lagMs } };
};
