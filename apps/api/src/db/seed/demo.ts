import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../database';
import { fitfitModuleRestaurants, marks, markUsers, restaurantSubscriptions, restaurants, restaurantUsers, users } from '../schema';
import { seedAdmin } from './admin';
import { seedBilling } from './billing';
import { seedCaisseBanking } from './caisse-banking';
import { seedCaisseCard } from './caisse-card';
import { alignCustomersWithTickets, seedCaisseCustomers } from './caisse-customers';
import { seedCaisseLedger } from './caisse-ledger';
import { seedCaisseTeam } from './caisse-team';
import { registerDemoRestaurants } from './demo-catch-up';
import { seedHaccp } from './haccp';
import { seedIntranet } from './intranet';
import { seedIntranetDocuments } from './intranet-documents';
import { seedModules } from './modules';
import { seedMusic } from './music';
import { seedPnl } from './pnl';
import { seedDemoOpeningHours } from './restaurant-details';
import { seedDemoMembers } from './restaurant-members';
import { seedStockCatalogue } from './stock-catalogue';
import { seedStockOrders } from './stock-orders';

export const DEMO_PASSWORD = 'demo1234';
export const demoAccounts = {
  admin: 'admin@fitfit.example',
  restorer: 'restaurateur@fitfit.example',
  franchisor: 'franchiseur@fitfit.example',
  saler: 'commercial@fitfit.example',
} as const;

const ALL = ['fitfit_pnl', 'fitfit_caisse', 'fitfit_stocks', 'fitfit_haccp', 'fitfit_music', 'fitfit_intranet'];

// the four first restaurants opened 400 days ago: 13 months of history (DEMO_DAYS) fit in, so N-1 of this month is whole
const demoRestaurants: {
  key: string;
  name: string;
  city: string;
  postal_code: string;
  address_line: string;
  siret: string;
  seats: number;
  modules: string[];
  inMark: boolean;
  openedDaysAgo?: number;
}[] = [
  {
    key: 'opera',
    name: 'Bistro Parisien Opéra',
    city: 'Paris',
    postal_code: '75009',
    address_line: '12 rue Auber',
    siret: '81234567800011',
    seats: 80,
    modules: ALL,
    inMark: true,
  },
  {
    key: 'lyon',
    name: 'Bistro Parisien Lyon Bellecour',
    city: 'Lyon',
    postal_code: '69002',
    address_line: '4 place Bellecour',
    siret: '81234567800029',
    seats: 64,
    modules: ['fitfit_pnl', 'fitfit_caisse', 'fitfit_stocks', 'fitfit_haccp', 'fitfit_intranet'],
    inMark: true,
  },
  {
    key: 'bordeaux',
    name: 'Bistro Parisien Bordeaux Chartrons',
    city: 'Bordeaux',
    postal_code: '33000',
    address_line: '45 quai des Chartrons',
    siret: '81234567800037',
    seats: 56,
    modules: ['fitfit_pnl', 'fitfit_caisse', 'fitfit_intranet'],
    inMark: true,
  },
  {
    // opened three months ago: its N-1 comparisons are « incomplet », its forecast has no last year
    key: 'lille',
    name: 'Bistro Parisien Lille Grand-Place',
    city: 'Lille',
    postal_code: '59800',
    address_line: '21 place du Général-de-Gaulle',
    siret: '81234567800045',
    seats: 48,
    modules: ['fitfit_pnl', 'fitfit_caisse', 'fitfit_intranet'],
    inMark: true,
    openedDaysAgo: 92,
  },
  {
    key: 'lucie',
    name: 'Le Comptoir de Lucie',
    city: 'Nantes',
    postal_code: '44000',
    address_line: '8 rue Crébillon',
    siret: '90876543200014',
    seats: 32,
    modules: ['fitfit_caisse', 'fitfit_haccp', 'fitfit_music', 'fitfit_intranet'],
    inMark: false,
  },
];

/**
 * A demo seeded before `demo_restaurants` existed (a data folder older than migration 0026): its restaurants, found by
 * the demo's SIRETs while the demo admin exists, join the table with their sales so far, so that the catch-up brings
 * them up to date too. Does nothing once the table has a row.
 */
export const adoptEarlierDemo = (db: Db) =>
  db.execute(
    sql`insert into demo_restaurants (restaurant_id, seed, sales_through)
        select r.id, 1000 + (row_number() over (order by r.created_at, r.name))::int - 1,
          coalesce((select max(t.closed_at) from caisse_tickets t where t.restaurant_id = r.id), now())
        from restaurants r
        where r.siret = any(${`{${demoRestaurants.map((r) => r.siret).join(',')}}`}::text[]) and r.deleted_at is null
          and not exists (select 1 from demo_restaurants)
          and exists (select 1 from users u where lower(u.email) = ${demoAccounts.admin})
        on conflict (restaurant_id) do nothing`,
  );

/**
 * Demo platform (PRODUCT §9): one mark with four restaurants (one opened three months ago), an independent one, one account per
 * role, their sales up to `now` (docs/demo.md). Runs once: a database that already has the demo admin is left as it
 * is (the later starts catch it up, demo-catch-up.ts).
 */
export const seedDemo = async (db: Db, log: (m: string) => void = () => {}, now = new Date()) => {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from users where lower(email) = ${demoAccounts.admin}`);
  if (rows[0].n > 0) return false;
  log('Chargement des données de démonstration…');
  const modules = await seedModules(db);
  const moduleId = (code: string) => {
    const found = modules.find((m) => m.code_name === code);
    if (!found) throw new Error(`module ${code} missing`);
    return found.id;
  };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: Record<string, string> = {};

  await db.transaction(async (tx) => {
    const [saler] = await tx
      .insert(users)
      .values({
        email: demoAccounts.saler,
        password_hash: passwordHash,
        first_name: 'Karim',
        last_name: 'Benali',
        role: 'saler',
        sponsor_type: 'salesperson',
        affiliate_code: 'FIT-DEMO2023',
        phone: '06 12 34 56 78',
      })
      .returning();
    const [mark] = await tx
      .insert(marks)
      .values({ name: 'Bistro Parisien', primary_color: '#b5343c', royalty_rate_bp: 500, advertising_rate_bp: 200 })
      .returning();
    for (const r of demoRestaurants) {
      const opened = r.openedDaysAgo ?? 400;
      const [row] = await tx
        .insert(restaurants)
        .values({
          name: r.name,
          mark_id: r.inMark ? mark.id : null,
          legal_name: r.inMark ? `${r.name} SAS` : 'Lucie Restauration SARL',
          siret: r.siret,
          // the French key: (12 + 3 × (SIREN mod 97)) mod 97, as the details form checks it
          vat_number: `FR${String((12 + 3 * (Number(r.siret.slice(0, 9)) % 97)) % 97).padStart(2, '0')}${r.siret.slice(0, 9)}`,
          naf_code: '56.10A',
          address_line: r.address_line,
          postal_code: r.postal_code,
          city: r.city,
          phone: '01 42 00 00 00',
          email: `${r.key}@fitfit.example`,
          seats: r.seats,
          category: 'brasserie',
          sponsor_user_id: saler.id,
          registration_completed_at: sql`now() - make_interval(days => ${opened})`,
          created_at: sql`now() - make_interval(days => ${opened})`,
        })
        .returning({ id: restaurants.id });
      created[r.key] = row.id;
      await tx.insert(fitfitModuleRestaurants).values(
        r.modules.map((code) => ({
          restaurant_id: row.id,
          fitfit_module_id: moduleId(code),
          starts_on: sql`current_date - ${opened}::int`,
        })),
      );
      await tx.insert(restaurantSubscriptions).values({
        restaurant_id: row.id,
        recurring: 'monthly',
        status: 'active',
        started_on: sql`current_date - ${opened}::int`,
      });
    }
    const [, restorer, franchisor, lucie] = await tx
      .insert(users)
      .values([
        {
          email: demoAccounts.admin,
          password_hash: passwordHash,
          first_name: 'Camille',
          last_name: 'Martin',
          role: 'admin' as const,
          current_restaurant_id: created.opera,
        },
        {
          email: demoAccounts.restorer,
          password_hash: passwordHash,
          first_name: 'Julien',
          last_name: 'Moreau',
          role: 'restorer' as const,
          current_restaurant_id: created.opera,
        },
        {
          email: demoAccounts.franchisor,
          password_hash: passwordHash,
          first_name: 'Sophie',
          last_name: 'Lefèvre',
          role: 'franchisor' as const,
          current_restaurant_id: created.opera,
        },
        {
          email: 'lucie@fitfit.example',
          password_hash: passwordHash,
          first_name: 'Lucie',
          last_name: 'Garnier',
          role: 'restorer' as const,
          current_restaurant_id: created.lucie,
        },
      ])
      .returning({ id: users.id });
    await tx.insert(restaurantUsers).values([
      { restaurant_id: created.opera, user_id: restorer.id },
      { restaurant_id: created.lucie, user_id: lucie.id },
    ]);
    await tx.insert(markUsers).values({ mark_id: mark.id, user_id: franchisor.id });
  });
  // each part timed in the log: the first start's length is a product goal (issue 10: a year of demo data in 90 s)
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t = performance.now();
    await run();
    log(`Démo : ${name} en ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  await step('seedCaisseTeam', () => seedCaisseTeam(db));
  await step('seedBilling', () => seedBilling(db));
  await step('seedAdmin', () => seedAdmin(db));
  await step('seedCaisseCard', () => seedCaisseCard(db));
  await step('seedCaisseCustomers', () => seedCaisseCustomers(db, undefined, now));
  // the sales year (worker threads, docs/caisse-ledger.md) and what reads it in one line; music, which reads
  // nothing of it, beside it on the main thread while the workers generate
  await Promise.all([
    (async () => {
      // the history up to this start, today's sales so far included; yesterday left for a visitor to close
      const until = now;
      await step('seedCaisseLedger', async () => {
        const sales = await seedCaisseLedger(db, undefined, log, { until, leaveOpen: true, sinceOpening: true });
        const seeds = new Map(sales.map((s) => [s.restaurantId, s.seed]));
        await registerDemoRestaurants(
          db,
          Object.values(created).map((id) => ({ restaurantId: id, seed: seeds.get(id) ?? 0 })),
          until,
        );
      });
      await step('alignCustomersWithTickets', () => alignCustomersWithTickets(db));
      await step('seedStockCatalogue', () => seedStockCatalogue(db));
      await Promise.all([step('seedCaisseBanking', () => seedCaisseBanking(db)), step('seedStockOrders', () => seedStockOrders(db))]);
      // after the stock module's recipes: HACCP productions name them
      await Promise.all([step('seedHaccp', () => seedHaccp(db, undefined, now)), step('seedPnl', () => seedPnl(db))]);
    })(),
    (async () => {
      await step('seedMusic', () => seedMusic(db));
    })(),
  ]);
  await step('seedDemoMembers', () => seedDemoMembers(db, created.opera, passwordHash));
  await step('seedDemoOpeningHours', () => seedDemoOpeningHours(db, Object.values(created)));
  // after the members: the Opéra's manager has confirmed the franchisor's procedure
  await step('seedIntranet', () => seedIntranet(db, { opera: created.opera, lucie: created.lucie }));
  await step('seedIntranetDocuments', () => seedIntranetDocuments(db, { lucie: created.lucie }));
  // Planner statistics for what was just loaded: autovacuum would take them only after its next round (a minute),
  // and until then a terminal's batch looked its replays up on the wrong index, walking all of the restaurant's
  // tickets under the ledger lock — 300–500 tickets/s instead of 1,700 right after a short demo (bench/README.md).
  await step('analyze', () => db.execute(sql`analyze`));
  return true;
};
