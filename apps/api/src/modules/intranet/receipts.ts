import { type FollowUp, memberAccessLabels } from '@fitfit/contracts';
import { type FileTable, tableCsv, tableXlsx } from '../../lib/table-files';

/**
 * One person addressed by an announcement or a document version, with what they did (docs/intranet.md): the owners
 * and managers of each restaurant reached (a restaurant without any keeps one row, its user fields null).
 */
export type ReceiptRow = {
  restaurant_id: string;
  restaurant_name: string;
  timezone: string;
  user_id: string | null;
  name: string | null;
  access: 'owner' | 'manager' | null;
  read_at: string | null;
  confirmed_at: string | null;
};

type Counts = Omit<FollowUp, 'id' | 'title' | 'requires_confirmation'>;

/** The rows by restaurant with their counts; a restaurant is confirmed when one of its people confirmed. */
export const receiptsByRestaurant = (rows: readonly ReceiptRow[]): Counts => {
  const byRestaurant = new Map<string, FollowUp['restaurants'][number]>();
  for (const row of rows) {
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
    restaurants_count: restaurants.length,
    users_count: restaurants.reduce((n, r) => n + r.users_count, 0),
    read_count: restaurants.reduce((n, r) => n + r.read_count, 0),
    confirmed_restaurants: restaurants.filter((r) => r.confirmed).length,
    restaurants,
  };
};

const when = (instant: string | null, timeZone: string) =>
  instant ? new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(instant)) : '';

/** The follow-up as a table file: one line per person addressed, times in each restaurant's timezone. */
export const receiptsFile = async (rows: readonly ReceiptRow[], format: 'csv' | 'xlsx', sheet: string) => {
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
  return format === 'csv' ? tableCsv(table) : await tableXlsx(table, sheet);
};
