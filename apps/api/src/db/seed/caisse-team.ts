import { posPermissions } from '@fitfit/contracts';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { platformScope } from '../../lib/tenant-scope';
import { posUsers, roles } from '../../modules/caisse';
import type { Db } from '../database';
import { caisseRoles, fitfitModuleRestaurants, fitfitModules, restaurants } from '../schema';

const demoRoles = [
  { key: 'manager', name: 'Gérant', permissions: [...posPermissions] },
  { key: 'waiter', name: 'Serveur', permissions: ['discount', 'offer'] as const },
  { key: 'bartender', name: 'Barman', permissions: ['open_drawer', 'cash_movements', 'x_report'] as const },
] as const;
type RoleKey = (typeof demoRoles)[number]['key'];

const firstNames = [
  'Camille',
  'Lucas',
  'Inès',
  'Hugo',
  'Chloé',
  'Nathan',
  'Manon',
  'Théo',
  'Léa',
  'Louis',
  'Emma',
  'Jules',
  'Sarah',
  'Enzo',
];
const lastNames = ['Dubois', 'Laurent', 'Simon', 'Michel', 'Lefebvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard'];
const teamRoles: RoleKey[] = ['manager', 'waiter', 'waiter', 'bartender', 'waiter', 'bartender'];

/**
 * Demo team of the terminals (PRODUCT §3.1, §9): for each restaurant holding fitfit_caisse, the roles
 * Gérant, Serveur and Barman and four to six POS users, through the same services as the API.
 */
export const seedCaisseTeam = async (db: Db) => {
  const holders = await db
    .selectDistinct({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .innerJoin(fitfitModuleRestaurants, eq(fitfitModuleRestaurants.restaurant_id, restaurants.id))
    .innerJoin(fitfitModules, eq(fitfitModules.id, fitfitModuleRestaurants.fitfit_module_id))
    .where(
      and(
        eq(fitfitModules.code_name, 'fitfit_caisse'),
        isNull(restaurants.deleted_at),
        lte(fitfitModuleRestaurants.starts_on, sql`current_date`),
        or(isNull(fitfitModuleRestaurants.ends_on), sql`${fitfitModuleRestaurants.ends_on} >= current_date`),
      ),
    )
    .orderBy(asc(restaurants.name));
  let person = 0;
  for (const [index, restaurant] of holders.entries()) {
    const [existing] = await db
      .select({ id: caisseRoles.id })
      .from(caisseRoles)
      .where(eq(caisseRoles.restaurant_id, restaurant.id))
      .limit(1);
    if (existing) continue;
    const ids = {} as Record<RoleKey, string>;
    for (const role of demoRoles) {
      ids[role.key] = (await roles.create(db, platformScope(restaurant.id), { name: role.name, permissions: [...role.permissions] })).id;
    }
    const size = 4 + (index % 3); // 4, 5 or 6 people
    await Promise.all(
      teamRoles.slice(0, size).map((role, i) => {
        const n = person + i;
        return posUsers.create(db, platformScope(restaurant.id), {
          first_name: firstNames[n % firstNames.length],
          last_name: lastNames[(n * 5) % lastNames.length],
          role_id: ids[role],
          pin: String(1000 + ((n * 7919) % 9000)).padStart(4, '0'),
          active: !(i === size - 1 && size === 6), // one former team member, kept inactive
        });
      }),
    );
    person += size;
  }
};
