import type { HaccpKind, HaccpRecordKind, Verdict } from '@fitfit/contracts';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../common';
import type { RecordRow } from './repository';

/**
 * One kind of HACCP record: its routes' path and schemas, how an entry becomes the stored `data` with its
 * verdict (thresholds of contracts/haccp-thresholds.ts), and how a stored row reads back. Everything else
 * (who, when, corrections, non-conformities, history) is the shared mechanism of records/service.ts.
 */
export interface RecordKind extends HaccpRecordKind {
  kind: HaccpKind;
  /** Keys of `data` the list's search looks into. */
  searchKeys: string[];
  /** The entry's stored `data` and verdict; `previous` is the version a correction supersedes. */
  prepare(db: Queryable, scope: RestaurantScope, input: Record<string, unknown>, previous?: RecordRow): Promise<Prepared>;
  /** Rows written with the record, in its transaction (a production's lots). */
  afterInsert?(db: Queryable, scope: RestaurantScope, id: string, prepared: Prepared): Promise<void>;
  /**
   * Whether an out-of-range entry must give its corrective action (docs/haccp.md "Corrective action"): readings
   * and deliveries do (a refused delivery: its refusal is the action); a cleaning not done or a checklist item
   * failed opens its non-conformity without one.
   */
  actionRequired?(prepared: Prepared): boolean;
  /** The kind's own fields of the item, from the row. */
  present(row: RecordRow): Record<string, unknown>;
  /** One line saying what the record is, for the home and the register. */
  summary(row: RecordRow): string;
}

export interface Prepared {
  data: Record<string, unknown>;
  verdict: Verdict;
  equipment_id?: string;
  /** A production's lots: the first version's ids of the records it used. */
  lots?: string[];
}
