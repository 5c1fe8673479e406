import { sql } from 'drizzle-orm';
import { invoices, softDeleteUser, users } from '../../modules/admin';
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
  const { rows: restaurants } = await db.execute<{ id: string; name: string; independent: boolean }>(
    sql`select id, name, mark_id is null as independent from restaurants where deleted_at is null order by created_at, name`,
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
  await db.transaction((tx) => softDeleteUser(tx, gone.id));

  // Adoption grows over the year: some modules were added a few months ago.
  await db.execute(sql`update fitfit_module_restaurants fmr set starts_on = current_date - (30 * (1 + (abs(hashtext(fmr.id::text)) % 9)))
    from fitfit_modules m where m.id = fmr.fitfit_module_id and m.code_name in ('fitfit_haccp', 'fitfit_music', 'fitfit_stocks')`);

  // A year of invoices: period P is issued on the 1st of the next month and usually paid ten days later,
  // recorded with « Marquer payée » (date and method); one is then cancelled by a credit note.
  const unpaid = new Set<string>();
  const paid: { period: string; restaurantId: string; paidOn: string }[] = [];
  const today = iso(new Date());
  for (let offset = -12; offset <= -1; offset++) {
    const period = iso(monthStart(offset)).slice(0, 7);
    const issuedOn = iso(monthStart(offset + 1));
    const tenDaysLater = iso(new Date(monthStart(offset + 1).getTime() + 10 * 86_400_000));
    await invoices.run(db, period, { issuedOn });
    restaurants.forEach((r, index) => {
      // Last month: two not paid yet (issued, not due). Two and three months ago: one overdue each.
      const stillDue = (offset === -1 && index % 2 === 1) || (offset === -2 && index === 3) || (offset === -3 && index === 2);
      if (stillDue) unpaid.add(`${period}:${r.id}`);
      // early in a month, last month's invoice is paid on the day it was issued (a payment is never in the future)
      else paid.push({ period, restaurantId: r.id, paidOn: tenDaysLater < today ? tenDaysLater : today });
    });
  }
  const { rows: issued } = await db.execute<{ id: string; period: string; restaurant_id: string }>(
    sql`select id, period, restaurant_id from subscription_invoices where status = 'issued'`,
  );
  const idOf = (period: string, restaurantId: string) => issued.find((i) => i.period === period && i.restaurant_id === restaurantId)?.id;
  for (const p of paid) {
    const id = idOf(p.period, p.restaurantId);
    if (!id) continue;
    const independent = restaurants.find((r) => r.id === p.restaurantId)?.independent;
    // the mark's restaurants pay by SEPA direct debit, the independent one by card, with a transfer now and then
    const method = Number(p.period.slice(5)) % 5 === 0 ? 'transfer' : independent ? 'card' : 'direct_debit';
    await invoices.markPaid(db, id, { paid_on: p.paidOn, method });
  }
  // A paid invoice cancelled by a credit note (refunded): the service was down for days that month.
  const credited = restaurants.length ? idOf(iso(monthStart(-5)).slice(0, 7), restaurants[0].id) : undefined;
  if (credited)
    await invoices.creditNote(db, credited, {
      reason: 'Geste commercial : caisse indisponible trois jours pendant la mise à jour du mois, facture annulée et remboursée',
    });
  return unpaid.size;
};
