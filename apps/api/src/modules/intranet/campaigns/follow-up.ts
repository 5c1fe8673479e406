import { type CampaignFollowUp, type CampaignFollowUpRow, campaignTaskStatusLabels } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { conflict, notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { type FileTable, tableCsv, tableXlsx } from '../../../lib/table-files';
import { inScope, narrowScope } from '../../../lib/tenant-scope';
import { reaches, rHoldsIntranet } from '../audience';
import type { Author } from '../author';
import { get } from './authoring';
import { photoRows, signedPhotosByRestaurant } from './photos';

/**
 * The author's follow-up of one campaign (docs/intranet.md « Campagnes »): every restaurant it reaches today within the
 * author's scope and holding the intranet, its task faite, en retard or à faire, with the proof; « À refaire ».
 */
type Row = Omit<CampaignFollowUpRow, 'photos'> & { timezone: string };

export const rowsOf = async (db: Db, author: Author, id: string) => {
  const { rows } = await db.execute<Row>(sql`
    select r.id as restaurant_id, r.name as restaurant_name, r.timezone,
      case when t.done_at is not null then 'done' when a.deadline_at < now() then 'late' else 'to_do' end as status,
      ${iso(sql`t.done_at`)} as done_at, t.done_by_name, coalesce(t.comment, '') as comment,
      ${iso(sql`t.reopened_at`)} as reopened_at, t.reopen_reason
    from intranet_campaigns a
    join restaurants r on r.deleted_at is null and ${inScope(author.scope, sql`r.id`)}
    left join intranet_campaign_tasks t on t.restaurant_id = r.id and t.campaign_id = a.id
    where a.id = ${id} and ${reaches} and ${rHoldsIntranet}
    order by r.name, r.id`);
  return rows;
};

export const followUp = async (db: Db, author: Author, id: string): Promise<CampaignFollowUp> => {
  const campaign = await get(db, author, id); // 404 unless the author's own
  const rows = await rowsOf(db, author, campaign.id);
  const photos = await signedPhotosByRestaurant(db, await photoRows(db, author.scope, campaign.id));
  return {
    id: campaign.id,
    title: campaign.title,
    deadline_at: campaign.deadline_at,
    reminded_at: campaign.reminded_at,
    restaurants_count: rows.length,
    done_count: rows.filter((r) => r.status === 'done').length,
    late_count: rows.filter((r) => r.status === 'late').length,
    restaurants: rows.map(({ timezone: _, ...r }) => ({ ...r, photos: photos.get(r.restaurant_id) ?? [] })),
  };
};

const when = (instant: string | null, timeZone: string) =>
  instant ? new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(instant)) : '';

/** The follow-up as a table file (the follow-up's export code, lib/table-files.ts): one line per restaurant. */
export const followUpFile = async (db: Db, author: Author, id: string, format: 'csv' | 'xlsx') => {
  const campaign = await get(db, author, id);
  const rows = await rowsOf(db, author, campaign.id);
  const photos = await photoRows(db, author.scope, campaign.id);
  const table: FileTable = {
    columns: [
      { header: 'Restaurant', width: 30 },
      { header: 'État', width: 12 },
      { header: 'Faite le', width: 18 },
      { header: 'Par', width: 24 },
      { header: 'Commentaire', width: 40 },
      { header: 'Photos' },
      { header: 'À refaire', width: 30 },
    ],
    rows: rows.map((r) => ({
      cells: [
        r.restaurant_name,
        campaignTaskStatusLabels[r.status],
        when(r.done_at, r.timezone),
        r.done_by_name ?? '',
        r.comment,
        photos.filter((p) => p.restaurant_id === r.restaurant_id).length,
        r.reopen_reason ?? '',
      ],
    })),
  };
  const body = format === 'csv' ? tableCsv(table) : await tableXlsx(table, 'Campagne');
  return { body, filename: `suivi-campagne-${campaign.id}.${format}` };
};

/** « À refaire »: a done task of a restaurant the campaign reaches goes back to do, with the author's reason. */
export const reopen = async (
  db: Db,
  author: Author,
  id: string,
  input: { restaurant_id: string; reason: string },
): Promise<CampaignFollowUp> => {
  const campaign = await get(db, author, id);
  const scope = narrowScope(author.scope, input.restaurant_id);
  const target = scope && (await rowsOf(db, author, campaign.id)).find((r) => r.restaurant_id === scope.restaurantId);
  if (!scope || !target) throw notFound('Ce restaurant n’est pas parmi les destinataires de la campagne');
  if (target.status !== 'done') throw conflict('Cette campagne n’est pas faite par ce restaurant : rien à rouvrir');
  const by = author.kind === 'admin' ? 'FitFit Solution' : `${author.user.first_name} ${author.user.last_name}`;
  await db.execute(sql`update intranet_campaign_tasks t set done_at = null, done_by_name = null, reopened_at = now(),
      reopen_reason = ${input.reason}, reopened_by_name = ${by}, updated_at = now()
    where ${inScope(scope, sql`t.restaurant_id`)} and t.campaign_id = ${campaign.id}`);
  return followUp(db, author, id);
};
