import { type FollowUp, memberAccessLabels } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { iso } from '../../lib/iso';
import { type FileTable, tableCsv, tableXlsx } from '../../lib/table-files';
import { inScope } from '../../lib/tenant-scope';
import { reaches, rHoldsIntranet } from './audience';
import type { Author } from './author';
import { get } from './authoring';

/**
 * The author's follow-up of one announcement (docs/intranet.md): every restaurant it reaches today within the author's
 * scope and holding the intranet, each of its owners and managers (the people who read the intranet), read and
 * confirmed or not. A restaurant counts as confirmed when one of them confirmed.
 */
type Row = {
  restaurant_id: string;
  restaurant_name: string;
  timezone: string;
  user_id: string | null;
  name: string | null;
  first_name: string | null;
  email: string | null;
  access: 'owner' | 'manager' | null;
  read_at: string | null;
  confirmed_at: string | null;
};

export const rowsOf = async (db: Db, author: Author, id: string) => {
  const { rows } = await db.execute<Row>(sql`
    select r.id as restaurant_id, r.name as restaurant_name, r.timezone, u.id as user_id,
      u.first_name || ' ' || u.last_name as name, u.first_name, u.email, ru.access, ${iso(sql`x.read_at`)} as read_at,
      ${iso(sql`x.confirmed_at`)} as confirmed_at
    from intranet_announcements a
    join restaurants r on r.deleted_at is null and ${inScope(author.scope, sql`r.id`)}
    left join restaurant_users ru on ru.restaurant_id = r.id and ru.removed_at is null and ru.access in ('owner', 'manager')
    left join users u on u.id = ru.user_id and u.deleted_at is null
    left join intranet_receipts x on x.restaurant_id = r.id and x.announcement_id = a.id and x.user_id = u.id
    where a.id = ${id} and ${reaches} and ${rHoldsIntranet}
    order by r.name, r.id, u.last_name, u.first_name, u.id`);
  return rows;
};

export const followUp = async (db: Db, author: Author, id: string): Promise<FollowUp> => {
  const announcement = await get(db, author, id); // 404 unless the author's own
  const byRestaurant = new Map<string, FollowUp['restaurants'][number]>();
  for (const row of await rowsOf(db, author, announcement.id)) {
    let restaurant = byRestaurant.get(row.restaurant_id);
    if (!restaurant) {
      restaurant = {
        restaurant_id: row.restaurant_id,
        restaurant_name: row.restaurant_name,
        users_count: 0,
        read_count: 0,
        confirmed_count: 0,
        confirmed: false,
        users: [],
      };
      byRestaurant.set(row.restaurant_id, restaurant);
    }
    if (!row.user_id || !row.name || !row.access) continue;
    restaurant.users.push({
      user_id: row.user_id,
      name: row.name,
      access: row.access,
      read_at: row.read_at,
      confirmed_at: row.confirmed_at,
    });
    restaurant.users_count += 1;
    if (row.read_at) restaurant.read_count += 1;
    if (row.confirmed_at) {
      restaurant.confirmed_count += 1;
      restaurant.confirmed = true;
    }
  }
  const restaurants = [...byRestaurant.values()];
  return {
    id: announcement.id,
    title: announcement.title,
    requires_confirmation: announcement.requires_confirmation,
    restaurants_count: restaurants.length,
    users_count: restaurants.reduce((n, r) => n + r.users_count, 0),
    read_count: restaurants.reduce((n, r) => n + r.read_count, 0),
    confirmed_restaurants: restaurants.filter((r) => r.confirmed).length,
    restaurants,
  };
};

const when = (instant: string | null, timeZone: string) =>
  instant ? new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(instant)) : '';

/** The follow-up as a table file: one line per person addressed (a restaurant without one keeps a line). */
export const followUpFile = async (db: Db, author: Author, id: string, format: 'csv' | 'xlsx') => {
  const announcement = await get(db, author, id);
  const rows = await rowsOf(db, author, announcement.id);
  const table: FileTable = {
    columns: [
      { header: 'Restaurant', width: 30 },
      { header: 'Personne', width: 24 },
      { header: 'Accès' },
      { header: 'Lu le', width: 18 },
      { header: 'Confirmé le', width: 18 },
    ],
    rows: rows.map((r) => ({
      cells: [
        r.restaurant_name,
        r.name ?? '',
        r.access ? memberAccessLabels[r.access] : '',
        when(r.read_at, r.timezone),
        when(r.confirmed_at, r.timezone),
      ],
    })),
  };
  const body = format === 'csv' ? tableCsv(table) : await tableXlsx(table, 'Suivi');
  return { body, filename: `suivi-annonce-${announcement.id}.${format}` };
};
