import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { verifyLedger } from '../../modules/caisse';
import { platformScope } from '../tenant-scope';

export interface LedgerCheck {
  restaurants: number;
  tickets: number;
  /** The first restaurant whose chain breaks, and where. */
  broken?: { name: string; message: string };
}

/** The ledger integrity check (compliance:verify) on every restaurant of a restored database, stopping at the first break. */
export const checkEveryLedger = async (db: Db): Promise<LedgerCheck> => {
  const { rows } = await db.execute<{ id: string; name: string }>(sql`select id, name from restaurants order by name, id`);
  let tickets = 0;
  for (const r of rows) {
    const report = await verifyLedger(db, platformScope(r.id));
    tickets += report.tickets.checked;
    const broken = report.tickets.first_break ?? report.closings.first_break ?? report.archives.first_break;
    if (!report.ok) return { restaurants: rows.length, tickets, broken: { name: r.name, message: broken?.message ?? 'chaîne rompue' } };
  }
  return { restaurants: rows.length, tickets };
};
