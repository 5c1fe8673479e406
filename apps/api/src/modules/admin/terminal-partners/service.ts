import type { PageQuery, TerminalPartner, TerminalPartnerData } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { terminalPartners } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { type PlatformTable, platformService } from '../../../lib/platform-resource';

/** Terminal partners (POS, payment-terminal and delivery partners): a plain platform table, no rule of its own. */
export const partnerTable: PlatformTable<PageQuery & { kind?: string }> = {
  table: terminalPartners,
  select: sql`p.id, p.name, p.kind, p.contact_name, p.email, p.phone, p.api_settings, p.commission_rate_bp,
    ${iso(sql`p.created_at`)} as created_at`,
  from: sql`terminal_partners p`,
  id: sql`p.id`,
  filters: (q) => [q.kind ? sql`p.kind = ${q.kind}` : undefined],
  searchColumns: [sql`p.name`, sql`p.contact_name`, sql`p.email`],
  sortColumns: {
    name: sql`lower(p.name)`,
    kind: sql`p.kind`,
    commission_rate_bp: sql`p.commission_rate_bp`,
    created_at: sql`p.created_at`,
  },
  notFound: 'Partenaire introuvable',
};

export const { list, get, create, update, remove } = platformService<TerminalPartner, PageQuery & { kind?: string }, TerminalPartnerData>(
  partnerTable,
);
