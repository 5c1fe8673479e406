import type { CampaignPhoto } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { iso } from '../../../lib/iso';
import { privateFileSigner } from '../../../lib/private-files';
import { inScope, type TenantScope } from '../../../lib/tenant-scope';

/**
 * A task's proof photos are the restaurant's private files (lib/private-files.ts, as HACCP record photos): stored under
 * `private/<restaurant>/…`, out of the public `/uploads/`, and shown only through signed addresses handed to a caller
 * who may see the task (its restaurant's people, the campaign's author).
 */
export type PhotoRow = { restaurant_id: string; id: string; file_key: string; added_by_name: string; created_at: string };

/** The photos of one campaign's tasks within `scope`, oldest first. */
export const photoRows = async (db: Db, scope: TenantScope, campaignId: string) => {
  const { rows } = await db.execute<PhotoRow>(sql`select p.restaurant_id, p.id, p.file_key, p.added_by_name,
      ${iso(sql`p.created_at`)} as created_at
    from intranet_campaign_photos p where ${inScope(scope, sql`p.restaurant_id`)} and p.campaign_id = ${campaignId}
    order by p.created_at, p.id`);
  return rows;
};

/** The photos by restaurant, each with its signed address (the secret read once). */
export const signedPhotosByRestaurant = async (db: Db, rows: readonly PhotoRow[]) => {
  const sign = await privateFileSigner(db);
  const by = new Map<string, CampaignPhoto[]>();
  for (const p of rows) {
    const list = by.get(p.restaurant_id) ?? [];
    list.push({ id: p.id, url: sign(p.file_key), added_by_name: p.added_by_name, created_at: p.created_at });
    by.set(p.restaurant_id, list);
  }
  return by;
};
