import type { PageQuery, TerminalPartner, TerminalPartnerData } from '@fitfit/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { terminalPartners } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';

const columns = sql`p.id, p.name, p.kind, p.contact_name, p.email, p.phone, p.api_settings, p.commission_rate_bp,
  ${iso(sql`p.created_at`)} as created_at`;

export const list = (db: Db, q: PageQuery & { kind?: string }) =>
  pagedQuery<TerminalPartner>({
    db,
    query: q,
    select: columns,
    from: sql`terminal_partners p`,
    where: [q.kind ? sql`p.kind = ${q.kind}` : undefined],
    searchColumns: [sql`p.name`, sql`p.contact_name`, sql`p.email`],
    sortColumns: {
      name: sql`lower(p.name)`,
      kind: sql`p.kind`,
      commission_rate_bp: sql`p.commission_rate_bp`,
      created_at: sql`p.created_at`,
    },
    tieBreaker: sql`p.id`,
  });

export const find = async (db: Db, id: string) => {
  const { rows } = await db.execute<TerminalPartner>(sql`select ${columns} from terminal_partners p where p.id = ${id}`);
  return rows[0];
};

export const insert = async (db: Db, values: TerminalPartnerData) => {
  const [row] = await db.insert(terminalPartners).values(values).returning({ id: terminalPartners.id });
  return row.id;
};

export const update = async (db: Db, id: string, values: TerminalPartnerData) => {
  const rows = await db
    .update(terminalPartners)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(terminalPartners.id, id))
    .returning({ id: terminalPartners.id });
  return rows.length > 0;
};

export const remove = async (db: Db, id: string) => {
  const rows = await db.delete(terminalPartners).where(eq(terminalPartners.id, id)).returning({ id: terminalPartners.id });
  return rows.length > 0;
};
