import { sql } from 'drizzle-orm';
import * as invoices from '../../modules/admin/invoices/service';
import * as usersRepo from '../../modules/admin/users/repository';
import * as users from '../../modules/admin/users/service';
import type { Db } from '../database';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
};

/**
 * Billing demo data (PRODUCT §9): more users of every role (one soft-deleted), a growing module adoption,
 * and a year of monthly invoices issued through the invoice run — most paid, a few still due or overdue.
 * The current month is left to invoice from the screen.
 */
export const seedBilling = async (db: Db) => {
  const { rows: marks } = await db.execute<{ id: string }>(sql`select id from marks order by created_at limit 1`);
  const { rows: restaurants } = await db.execute<{ id: string; name: string }>(
    sql`select id, name from restaurants where deleted_at is null order by created_at, name`,
  );
  const password = 'demo1234';
  await users.create(db, {
    role: 'saler',
    first_name: 'Emma',
    last_name: 'Roux',
    email: 'emma.roux@fitfit.example',
    password,
    sponsor_type: 'agent',
  });
  await users.create(db, {
    role: 'franchisor',
    first_name: 'Marc',
    last_name: 'Dubois',
    email: 'marc.dubois@fitfit.example',
    password,
    mark_ids: marks.map((m) => m.id),
  });
  const gone = await users.create(db, {
    role: 'restorer',
    first_name: 'Thomas',
    last_name: 'Girard',
    email: 'thomas.girard@fitfit.example',
    password,
    restaurant_ids: restaurants.slice(-1).map((r) => r.id),
  });
  await db.transaction((tx) => usersRepo.softDelete(tx, gone.id));

  // Adoption grows over the year: some modules were added a few months ago.
  await db.execute(sql`update fitfit_module_restaurants fmr set starts_on = current_date - (30 * (1 + (abs(hashtext(fmr.id::text)) % 9)))
    from fitfit_modules m where m.id = fmr.fitfit_module_id and m.code_name in ('fitfit_haccp', 'fitfit_music', 'fitfit_stocks')`);

  // A year of invoices: period P is issued on the 1st of the next month and usually paid ten days later.
  const unpaid = new Set<string>();
  for (let offset = -12; offset <= -1; offset++) {
    const period = iso(monthStart(offset)).slice(0, 7);
    const issuedOn = iso(monthStart(offset + 1));
    const paidOn = iso(new Date(monthStart(offset + 1).getTime() + 10 * 86_400_000));
    await invoices.run(db, period, {
      issuedOn,
      paidAt: (restaurantId) => {
        const index = restaurants.findIndex((r) => r.id === restaurantId);
        // Last month: two not paid yet (issued, not due). Two and three months ago: one overdue each.
        const stillDue = (offset === -1 && index % 2 === 1) || (offset === -2 && index === 3) || (offset === -3 && index === 2);
        if (stillDue) unpaid.add(`${period}:${restaurantId}`);
        return stillDue ? null : `${paidOn}T10:00:00Z`;
      },
    });
  }
  return unpaid.size;
};
