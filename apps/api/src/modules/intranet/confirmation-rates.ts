import type { ConfirmationRate } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inScope } from '../../lib/tenant-scope';
import { CONFIRMING_ACCESSES, live, reaches, rHoldsIntranet } from './audience';
import { type Author, ownedBy } from './author';
import { pgArray } from './authoring';

/**
 * What waits in an author's network (the franchisor's dashboard, docs/intranet.md): for each restaurant within its
 * scope that holds the intranet and is reached by at least one of its live announcements « à confirmer », how many
 * reach it and how many it confirmed (one of its owners or managers confirmed). The least confirmed first.
 */
export const confirmationRates = async (db: Db, author: Author): Promise<ConfirmationRate[]> => {
  const { rows } = await db.execute<ConfirmationRate>(sql`
    select r.id as restaurant_id, r.name as restaurant_name, count(*)::int as to_confirm,
      count(*) filter (where exists (select 1 from intranet_receipts x
        join restaurant_users ru on ru.restaurant_id = x.restaurant_id and ru.user_id = x.user_id
        where x.restaurant_id = r.id and x.announcement_id = a.id and x.confirmed_at is not null
          and ru.access = any(${pgArray(CONFIRMING_ACCESSES)}::text[])))::int as confirmed
    from intranet_announcements a
    join restaurants r on r.deleted_at is null and ${inScope(author.scope, sql`r.id`)}
    where ${ownedBy(author)} and a.requires_confirmation and ${live} and ${reaches} and ${rHoldsIntranet}
    group by r.id, r.name
    order by r.name, r.id`);
  // the least confirmed first (stable: same rate, by name)
  return rows.sort((x, y) => x.confirmed / x.to_confirm - y.confirmed / y.to_confirm);
};
