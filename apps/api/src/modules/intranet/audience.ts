import { type SQL, sql } from 'drizzle-orm';

/**
 * Who an announcement reaches, evaluated at read time (docs/intranet.md): raw SQL over the aliases `a`
 * (intranet_announcements) and `r` (restaurants), so that a restaurant that joins a mark, or takes a module, sees the
 * current announcements at once, and one that leaves a franchisor's marks stops seeing them.
 */

/** The modules restaurant `r` holds today (as the access hook reads them). */
export const modulesOfR = sql`coalesce((select array_agg(m.code_name) from fitfit_module_restaurants fmr
  join fitfit_modules m on m.id = fmr.fitfit_module_id
  where fmr.restaurant_id = r.id and fmr.starts_on <= current_date
    and (fmr.ends_on is null or fmr.ends_on >= current_date)), '{}')`;

/** Restaurant `r` holds the intranet today. */
export const rHoldsIntranet = sql`'fitfit_intranet' = any(${modulesOfR})`;

/** Announcement `a` is addressed to restaurant `r`. */
export const reaches: SQL = sql`(
  (a.author_kind = 'admin' and (a.audience = 'all'
    or (a.audience = 'marks' and r.mark_id = any(a.audience_mark_ids))
    or (a.audience = 'modules' and a.audience_module_codes && ${modulesOfR}::text[])
    or (a.audience = 'restaurants' and r.id = any(a.audience_restaurant_ids))))
  or (a.author_kind = 'franchisor'
    and exists (select 1 from mark_users mu where mu.user_id = a.author_user_id and mu.mark_id = r.mark_id)
    and (a.audience = 'all' or r.id = any(a.audience_restaurant_ids)))
  or (a.author_kind = 'restaurant' and a.author_restaurant_id = r.id))`;

/** Announcement `a` is published, not expired, not deleted. */
export const live: SQL = sql`(a.deleted_at is null and a.publish_at <= now() and (a.expires_at is null or a.expires_at > now()))`;

/** Who of a restaurant's people confirms for it: an owner or a manager (an accountant only reads the caisse and the PNL). */
export const CONFIRMING_ACCESSES = ['owner', 'manager'] as const;
