import type { FollowUpReminder } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { unprocessable } from '../../lib/http-errors';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { publicUrl } from '../../lib/public-url';
import type { Author } from './author';
import { get } from './authoring';
import { rowsOf } from './follow-up';
import { takeReminderSlot } from './reminder-slot';

/**
 * « Relancer » from the follow-up (docs/intranet.md): one French e-mail to each person addressed who has not read the
 * announcement — or, for one « à confirmer », not confirmed it — with the link to read it. At most one reminder per
 * announcement an hour, whoever of its authors asks: the slot is taken atomically before anything is sent.
 */

interface Recipient {
  email: string;
  first_name: string;
  restaurants: { name: string; timezone: string }[];
  unread: boolean;
}

const frenchDate = (at: Date, timezone: string) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: timezone }).format(at);

export const reminderMail = (
  r: Recipient,
  a: { id: string; title: string; author_name: string; publish_at: string; requires_confirmation: boolean },
  link: string,
): MailMessage => {
  const where = r.restaurants.map((x) => `« ${x.name} »`).join(', ');
  const what = r.unread ? 'vous ne l’avez pas encore lue' : 'vous l’avez lue, mais pas encore confirmée par « J’ai lu et j’applique »';
  return {
    to: r.email,
    subject: `Rappel : « ${a.title} » vous attend sur FitFit Solution`,
    text:
      `Bonjour ${r.first_name},\n\n` +
      `${a.author_name} a adressé le ${frenchDate(new Date(a.publish_at), r.restaurants[0].timezone)} l’annonce « ${a.title} » ` +
      `à ${r.restaurants.length > 1 ? 'vos restaurants' : 'votre restaurant'} ${where} ; ${what}.\n\n` +
      `${a.requires_confirmation ? 'Elle demande votre confirmation. ' : ''}Pour la lire, ouvrez ce lien :\n\n${link}\n\n` +
      "L'équipe FitFit Solution",
  };
};

export const remind = async (deps: { db: Db; mailer: Mailer; config: Config }, author: Author, id: string): Promise<FollowUpReminder> => {
  const announcement = await get(deps.db, author, id); // 404 unless the author's own
  if (announcement.status !== 'published') throw unprocessable('On ne relance que pour une annonce en cours de publication');
  // one e-mail a person, whatever the number of its restaurants addressed
  const recipients = new Map<string, Recipient>();
  for (const row of await rowsOf(deps.db, author, announcement.id)) {
    if (!row.user_id || !row.email || !row.first_name) continue;
    const waiting = !row.read_at || (announcement.requires_confirmation && !row.confirmed_at);
    if (!waiting) continue;
    const r = recipients.get(row.user_id) ?? { email: row.email, first_name: row.first_name, restaurants: [], unread: false };
    r.restaurants.push({ name: row.restaurant_name, timezone: row.timezone });
    r.unread ||= !row.read_at;
    recipients.set(row.user_id, r);
  }
  if (recipients.size === 0) return { reminded: 0 };
  await takeReminderSlot(
    deps.db,
    'intranet_announcements',
    announcement.id,
    'cette annonce',
    sql`, reminded_by_user_id = ${author.user.id}`,
  );
  const link = publicUrl(deps.config, `/intranet/announcements/${announcement.id}`);
  const sent = await Promise.allSettled([...recipients.values()].map((r) => deps.mailer.send(reminderMail(r, announcement, link))));
  return { reminded: sent.filter((s) => s.status === 'fulfilled').length };
};
