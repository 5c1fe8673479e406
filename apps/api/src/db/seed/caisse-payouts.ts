import { commissionVatCents, type PayoutProvider, titreIssuerLabels } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { newId } from '../../lib/ids';
import { platformScope } from '../../lib/tenant-scope';
import { todayOf } from '../../modules/caisse';
import type { Db } from '../database';
import { caissePayoutDays, caissePayouts } from '../schema';

const DAY = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** A fraction in [0, 1) from a day and a salt, not a draw: the demo's random sequence stays the same. */
const hashed = (day: string, salt: number) => {
  let h = salt;
  for (const c of day) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return ((h * 2654435761) >>> 0) / 2 ** 32;
};

type Group = { provider: PayoutProvider; received_on: string; days: { business_date: string; gross_cents: number }[]; rate: number };

/** Rows of a multi-row insert per statement, under PostgreSQL's 65,535 parameters. */
const CHUNK = 2_000;

/**
 * Demo payouts (issue 28, docs/caisse-banking.md « Remises et versements »), after the deposits: the card acquirer pays
 * each day two days later (1.2–1.8 % commission, no VAT), Uber Eats and Deliveroo each week on the Wednesday after
 * (30 %, VAT 20 % inside), the site's online payments the same (1.5 %), each titres-restaurant issuer its card titres of
 * a month on the 10th of the next (4 %). Only the payouts received by today exist, all matched: the last days wait
 * for theirs, and one card day three weeks ago has none — a deliberate gap the banking home flags.
 * Bulk inserts, one query to read the year's gross per provider and day. Given the restaurants a later start caught up
 * (`catchUpDemo`), it adds the payouts of their new days the same way (the gap stays the first seed's).
 */
export const seedCaissePayouts = async (db: Db, caughtUp?: readonly string[]) => {
  const { rows: restaurants } = await db.execute<{ id: string; owner: string | null; seeded: boolean }>(
    sql`select r.id, (select u.first_name || ' ' || u.last_name from restaurant_users ru join users u on u.id = ru.user_id
                       where ru.restaurant_id = r.id order by u.created_at limit 1) as owner,
               exists (select 1 from caisse_payouts po where po.restaurant_id = r.id) as seeded
          from restaurants r
         where exists (select 1 from caisse_closings c where c.restaurant_id = r.id)
           and ${caughtUp ? sql`r.id = any(${`{${caughtUp.join(',')}}`}::uuid[])` : sql`not exists (select 1 from caisse_payouts po where po.restaurant_id = r.id)`}`,
  );
  for (const r of restaurants) {
    const today = await todayOf(db, platformScope(r.id));
    // a catch-up (`catchUpDemo`) pays only each provider's days after its last matched one: the days before are paid,
    // or the first seed's deliberate gap
    const { rows: last } = await db.execute<{ provider: PayoutProvider; day: string }>(
      sql`select pd.provider, max(pd.business_date)::text as day from caisse_payout_days pd where pd.restaurant_id = ${r.id} group by 1`,
    );
    const paidThrough = new Map(last.map((l) => [l.provider, l.day]));
    const { rows } = await db.execute<{ provider: PayoutProvider; business_date: string; gross_cents: string }>(
      sql`select case when p.method = 'card' then 'card'
                      when p.method = 'online' then case when t.source in ('uber_eats', 'deliveroo') then t.source else 'web' end
                      else p.issuer end as provider,
                 t.business_date::text as business_date, sum(p.amount_cents)::bigint as gross_cents
            from caisse_ticket_payments p join caisse_tickets t on t.restaurant_id = p.restaurant_id and t.id = p.ticket_id
           where p.restaurant_id = ${r.id}
             and (p.method in ('card', 'online') or (p.method = 'ticket' and p.titre_form = 'card' and p.issuer is not null))
           group by 1, 2 having sum(p.amount_cents) > 0 order by 2`,
    );
    const groups = new Map<string, Group>();
    const gap = r.seeded ? null : addDays(today, -21);
    for (const row of rows) {
      const day = { business_date: row.business_date, gross_cents: Number(row.gross_cents) };
      if (day.business_date <= (paidThrough.get(row.provider) ?? '')) continue;
      let key: string;
      let group: Omit<Group, 'days'>;
      if (row.provider === 'card') {
        if (day.business_date === gap) continue;
        key = `card ${day.business_date}`;
        group = { provider: 'card', received_on: addDays(day.business_date, 2), rate: 0.012 + 0.006 * hashed(day.business_date, 1) };
      } else if (row.provider in titreIssuerLabels) {
        const month = day.business_date.slice(0, 7);
        key = `${row.provider} ${month}`;
        group = { provider: row.provider, received_on: `${addDays(`${month}-01`, 40).slice(0, 8)}10`, rate: 0.04 };
      } else {
        // the week from Monday to Sunday, paid on the Wednesday after
        const weekday = (new Date(`${day.business_date}T12:00:00Z`).getUTCDay() + 6) % 7;
        const monday = addDays(day.business_date, -weekday);
        key = `${row.provider} ${monday}`;
        group = { provider: row.provider, received_on: addDays(monday, 9), rate: row.provider === 'web' ? 0.015 : 0.3 };
      }
      if (group.received_on > today) continue;
      const g = groups.get(key) ?? { ...group, days: [] };
      g.days.push(day);
      groups.set(key, g);
    }
    const payouts = [...groups.values()].map((g) => {
      const gross = g.days.reduce((s, d) => s + d.gross_cents, 0);
      const commission = Math.round(gross * g.rate);
      return {
        row: {
          id: newId(),
          restaurant_id: r.id,
          provider: g.provider,
          received_on: g.received_on,
          amount_cents: gross - commission,
          commission_cents: commission,
          commission_vat_cents: commissionVatCents(g.provider, commission),
          reference: `${g.provider === 'card' ? 'CB' : g.provider.toUpperCase()}-${g.received_on.replaceAll('-', '')}`,
          status: 'matched' as const,
          matched_at: new Date(`${g.received_on}T09:00:00Z`),
          matched_by_name: r.owner,
          created_by_name: r.owner,
          created_at: new Date(`${g.received_on}T08:30:00Z`),
        },
        days: g.days,
      };
    });
    for (let i = 0; i < payouts.length; i += CHUNK) await db.insert(caissePayouts).values(payouts.slice(i, i + CHUNK).map((p) => p.row));
    const days = payouts.flatMap((p) =>
      p.days.map((d) => ({
        restaurant_id: r.id,
        payout_id: p.row.id,
        provider: p.row.provider,
        business_date: d.business_date,
        gross_cents: d.gross_cents,
      })),
    );
    for (let i = 0; i < days.length; i += CHUNK) await db.insert(caissePayoutDays).values(days.slice(i, i + CHUNK));
  }
};
