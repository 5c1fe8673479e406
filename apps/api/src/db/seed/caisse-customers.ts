import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import type { Db } from '../database';
import { caisseCustomers } from '../schema';

/** A small seeded generator (mulberry32), apart from the ledger's, so that adding customers leaves its sales as they were. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const firstNames = [
  'Alice',
  'Thomas',
  'Claire',
  'Antoine',
  'Julie',
  'Maxime',
  'Élodie',
  'Nicolas',
  'Pauline',
  'Romain',
  'Céline',
  'Mathieu',
  'Aurélie',
  'Guillaume',
  'Sophie',
  'Olivier',
  'Laura',
  'Vincent',
  'Margaux',
  'François',
  'Anaïs',
  'Pierre',
  'Zoé',
  'Benoît',
];
const lastNames = [
  'Martin',
  'Bernard',
  'Petit',
  'Durand',
  'Lambert',
  'Bonnet',
  'François',
  'Mercier',
  'Blanc',
  'Guérin',
  'Faure',
  'André',
  'Rousseau',
  'Chevalier',
  'Gauthier',
  'Perrin',
  'Morin',
  'Clément',
  'Lemoine',
  'Renaud',
  'Marchand',
  'Barbier',
  'Giraud',
  'Caron',
];
const companies = [
  'Cabinet Delorme Avocats',
  'Agence Pixel & Co',
  'Banque Atlantique',
  'Studio Lumière',
  'Transports Girard',
  'Assurances du Centre',
  'Librairie des Quais',
  'Clinique Saint-Roch',
];

/** A valid French VAT number for a SIREN: FR + key (12 + 3 × (SIREN mod 97)) mod 97. */
const vatOf = (siren: string) => `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`;

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

type Place = { id: string; city: string | null; postal_code: string | null };

/**
 * One demo customer of restaurant `r`, the `i`-th (its e-mail is unique by it), drawn from `rnd`; `createdAt` is
 * called where the first seed drew its date, so that its customers stay the same.
 */
const customerRow = (rnd: () => number, r: Place, i: number, createdAt: () => Date) => {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const first = pick(firstNames);
  const last = pick(lastNames);
  const company = i % 12 === 5 ? pick(companies) : null;
  const siren = String(400_000_000 + Math.floor(rnd() * 499_999_999));
  const birthday =
    rnd() < 0.6
      ? `${1950 + Math.floor(rnd() * 55)}-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`
      : null;
  const created_at = createdAt();
  return {
    restaurant_id: r.id,
    first_name: first,
    last_name: last,
    email: rnd() < 0.85 ? `${slug(first)}.${slug(last)}${i}@exemple.fr` : null,
    phone:
      rnd() < 0.8
        ? `0${rnd() < 0.5 ? 6 : 7} ${Array.from({ length: 4 }, () => String(Math.floor(rnd() * 100)).padStart(2, '0')).join(' ')}`
        : null,
    birthday,
    address_line:
      rnd() < 0.4 ? `${1 + Math.floor(rnd() * 120)} rue ${pick(['de la Paix', 'Victor Hugo', 'Pasteur', 'Nationale', 'des Lilas'])}` : null,
    postal_code: r.postal_code,
    city: r.city,
    company,
    vat_number: company ? vatOf(siren) : null,
    loyalty_points: Math.floor(rnd() * 400),
    notes: rnd() < 0.05 ? pick(['Allergique aux fruits à coque', 'Préfère la terrasse', 'Table près de la fenêtre']) : null,
    marketing_consent: rnd() < 0.55,
    created_at,
  };
};

/**
 * Demo customers (issue 12): for each demo restaurant holding fitfit_caisse and not yet holding customers, a few
 * hundred (scaled with DEMO_DAYS), one in twelve from a company with its VAT number, created over the demo period
 * and the two months before it, up to `now`. One multi-row insert per restaurant. Runs before the sales, which name them.
 */
export const seedCaisseCustomers = async (db: Db, days = loadConfig().DEMO_DAYS, now = new Date()) => {
  const { rows: restaurants } = await db.execute<Place>(
    sql`select r.id, r.city, r.postal_code from restaurants r
        where exists (select 1 from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
                      where fmr.restaurant_id = r.id and m.code_name = 'fitfit_caisse')
          and not exists (select 1 from caisse_customers c where c.restaurant_id = r.id)
        order by r.name`,
  );
  const count = Math.min(300, 40 + days * 8);
  await Promise.all(
    restaurants.map(async (r, ri) => {
      const rnd = random(5000 + ri);
      const rows = Array.from({ length: count }, (_, i) =>
        customerRow(rnd, r, i, () => new Date(now.getTime() - rnd() * (days + 60) * 86_400_000)),
      );
      await db.insert(caisseCustomers).values(rows);
    }),
  );
};

const DAY_MS = 86_400_000;

/**
 * The demo's new customers between two instants (the catch-up, demo-catch-up.ts), for the given demo restaurants
 * holding fitfit_caisse: one or two a day, between 10:00 and 22:00 UTC, each day's drawn from the restaurant's
 * seed and the day alone, so that a later catch-up starting within a day makes that day's later ones and no other.
 * Returns how many were created.
 */
export const catchUpCaisseCustomers = async (
  db: Db,
  restaurants: readonly { restaurantId: string; seed: number; after: Date }[],
  now: Date,
) => {
  if (!restaurants.length) return 0;
  const { rows: places } = await db.execute<Place>(
    sql`select r.id, r.city, r.postal_code from restaurants r
        where r.id = any(${`{${restaurants.map((r) => r.restaurantId).join(',')}}`}::uuid[])
          and exists (select 1 from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
                      where fmr.restaurant_id = r.id and m.code_name = 'fitfit_caisse')`,
  );
  const rows: (typeof caisseCustomers.$inferInsert)[] = [];
  for (const place of places) {
    const { seed, after } = restaurants.find((r) => r.restaurantId === place.id) as (typeof restaurants)[number];
    for (let day = Math.floor(after.getTime() / DAY_MS); day <= Math.floor(now.getTime() / DAY_MS); day++) {
      const rnd = random(seed * 100_003 + day);
      const count = rnd() < 0.4 ? 2 : 1;
      for (let k = 0; k < count; k++) {
        const row = customerRow(rnd, place, day * 10 + k, () => new Date(day * DAY_MS + (10 + rnd() * 12) * 3_600_000));
        if (row.created_at > after && row.created_at <= now) rows.push({ ...row, updated_at: row.created_at });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(caisseCustomers).values(rows.slice(i, i + 1000));
  return rows.length;
};

/**
 * Who a demo ticket names: about one ticket in four names one of the restaurant's customers (regulars more
 * often), with its name and e-mail as a terminal would send them.
 */
export const demoCustomerPicker = async (db: Db, restaurantId: string) => {
  const { rows } = await db.execute<{ id: string; name: string; email: string | null }>(
    sql`select c.id, concat_ws(' ', c.first_name, c.last_name) as name, c.email from caisse_customers c
        where c.restaurant_id = ${restaurantId} and c.anonymised_at is null order by c.id`,
  );
  const rnd = random(9000 + rows.length);
  return () => {
    if (!rows.length || rnd() >= 0.25) return {};
    // squaring favours the first customers: a few regulars, many occasional ones
    const c = rows[Math.floor(rnd() ** 2 * rows.length)];
    return { customer_id: c.id, customer_name: c.name, customer_email: c.email };
  };
};

/** A customer exists no later than its first ticket: created_at moves back to it when the sales came first. */
export const alignCustomersWithTickets = (db: Db) =>
  db.execute(
    sql`update caisse_customers c set created_at = f.first_at, updated_at = f.first_at
        from (select t.restaurant_id, t.customer_id, min(t.closed_at) as first_at from caisse_tickets t
              where t.customer_id is not null group by t.restaurant_id, t.customer_id) f
        where f.restaurant_id = c.restaurant_id and f.customer_id = c.id and f.first_at < c.created_at`,
  );
