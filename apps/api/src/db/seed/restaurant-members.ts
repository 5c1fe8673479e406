import type { MemberAccess } from '@fitfit/contracts';
import type { Db } from '../database';
import { restaurantUsers, users } from '../schema';

/** The demo restorer's team (README « Comptes de démonstration », docs/accounts.md): a manager and an accountant. */
export const demoMembers: { email: string; first_name: string; last_name: string; access: MemberAccess }[] = [
  { email: 'gerant@fitfit.example', first_name: 'Thomas', last_name: 'Girard', access: 'manager' },
  { email: 'comptable@fitfit.example', first_name: 'Nadia', last_name: 'Roux', access: 'accountant' },
];

/**
 * Adds them to `restaurantId` once everything else is seeded: the demo's other seeds name the restaurant's first member
 * as the one who closed, counted or recorded, and that stays its owner.
 */
export const seedDemoMembers = async (db: Db, restaurantId: string, passwordHash: string) => {
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        demoMembers.map((m) => ({
          email: m.email,
          password_hash: passwordHash,
          first_name: m.first_name,
          last_name: m.last_name,
          role: 'restorer' as const,
          current_restaurant_id: restaurantId,
        })),
      )
      .returning({ id: users.id });
    await tx
      .insert(restaurantUsers)
      .values(created.map((user, i) => ({ restaurant_id: restaurantId, user_id: user.id, access: demoMembers[i].access })));
  });
};
