import type { FollowUpReminder } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import { unprocessable } from '../../../lib/http-errors';
import type { Mailer, MailMessage } from '../../../lib/mailer';
import { publicUrl } from '../../../lib/public-url';
import { inScope } from '../../../lib/tenant-scope';
import { CONFIRMING_ACCESSES, reaches, rHoldsIntranet } from '../audience';
import type { Author } from '../author';
import { pgArray } from '../authoring';
import { takeReminderSlot } from '../reminder-slot';
import { get } from './authoring';

/**
 * « Relancer » a campaign (docs/intranet.md « Campagnes »), the announcements' rule (../remind.ts): one French e-mail to
 * each owner or manager of a restaurant reached that has not done it, once whatever the number of its restaurants, at
 * most one reminder per campaign an hour — the slot taken by one `update` before anything is sent.
 */
interface Recipient {
  email: string;
  first_name: string;
  restaurants: { name: string; timezone: string }[];
}

const frenchDate = (at: Date, timezone: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: timezone }).format(at);

export const campaignReminderMail = (
  r: Recipient,
  c: { title: string; author_name: string; deadline_at: string },
  link: string,
): MailMessage => {
  const where = r.restaurants.map((x) => `« ${x.name} »`).join(', ');
  const due = new Date(c.deadline_at);
  const late = due < new Date();
  return {
    to: r.email,
    subject: `Rappel : la campagne « ${c.title} » ${late ? 'est en retard' : 'vous attend'} sur FitFit Solution`,
    text:
      `Bonjour ${r.first_name},\n\n` +
      `${c.author_name} attend la campagne « ${c.title} » de ${r.restaurants.length > 1 ? 'vos restaurants' : 'votre restaurant'} ${where}, ` +
      `${late ? 'dont l’échéance était' : 'à rendre avant'} le ${frenchDate(due, r.restaurants[0].timezone)}.\n\n` +
      `Pour la rendre avec sa preuve, ouvrez ce lien :\n\n${link}\n\nL'équipe FitFit Solution`,
  };
};

type Row = { user_id: string; email: string; first_name: string; restaurant_name: string; timezone: string };

export const remind = async (deps: { db: Db; mailer: Mailer; config: Config }, author: Author, id: string): Promise<FollowUpReminder> => {
  const campaign = await get(deps.db, author, id); // 404 unless the author's own
  if (campaign.status === 'scheduled') throw unprocessable('On ne relance que pour une campagne publiée');
  const { rows } = await deps.db.execute<Row>(sql`
    select u.id as user_id, u.email, u.first_name, r.name as restaurant_name, r.timezone
    from intranet_campaigns a
    join restaurants r on r.deleted_at is null and ${inScope(author.scope, sql`r.id`)}
    join restaurant_users ru on ru.restaurant_id = r.id and ru.removed_at is null
      and ru.access = any(${pgArray(CONFIRMING_ACCESSES)}::text[])
    join users u on u.id = ru.user_id and u.deleted_at is null
    left join intranet_campaign_tasks t on t.restaurant_id = r.id and t.campaign_id = a.id
    where a.id = ${campaign.id} and ${reaches} and ${rHoldsIntranet} and t.done_at is null
    order by r.name, u.id`);
  const recipients = new Map<string, Recipient>();
  for (const row of rows) {
    const r = recipients.get(row.user_id) ?? { email: row.email, first_name: row.first_name, restaurants: [] };
    r.restaurants.push({ name: row.restaurant_name, timezone: row.timezone });
    recipients.set(row.user_id, r);
  }
  if (recipients.size === 0) return { reminded: 0 };
  await takeReminderSlot(deps.db, 'intranet_campaigns', campaign.id, 'cette campagne');
  const link = publicUrl(deps.config, `/intranet/campaigns/${campaign.id}`);
  const sent = await Promise.allSettled([...recipients.values()].map((r) => deps.mailer.send(campaignReminderMail(r, campaign, link))));
  return { reminded: sent.filter((s) => s.status === 'fulfilled').length };
};
