import { type AccountingAccounts, type AccountingAccountsInput, type AccountKey, accountKeys, defaultAccounts } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseAccountingAccounts } from '../../../db/schema';
import type { SessionUser } from '../../../lib/access';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../ledger/common';
import { recordEvent } from '../ledger/journal/service';

/** The account numbering an export is written with: every key, the restaurant's own or the default. */
export type Accounts = Record<AccountKey, { number: string; label: string }>;

/** The restaurant's accounts: its own where it set them, the plan comptable général default otherwise. */
export const accountsOf = async (db: Queryable, scope: RestaurantScope): Promise<Accounts> => {
  const { rows } = await db.execute<{ key: string; number: string; label: string }>(
    sql`select a.key, a.number, a.label from caisse_accounting_accounts a where ${inScope(scope, sql`a.restaurant_id`)}`,
  );
  const own = new Map(rows.map((r) => [r.key, r]));
  return Object.fromEntries(
    accountKeys.map((key) => {
      const set = own.get(key);
      return [
        key,
        set ? { number: set.number, label: set.label } : { number: defaultAccounts[key].number, label: defaultAccounts[key].label },
      ];
    }),
  ) as Accounts;
};

const present = (accounts: Accounts): AccountingAccounts => ({
  accounts: accountKeys.map((key) => ({
    key,
    ...accounts[key],
    group: defaultAccounts[key].group,
    default_number: defaultAccounts[key].number,
    default_label: defaultAccounts[key].label,
  })),
});

export const readAccounts = async (db: Queryable, scope: RestaurantScope) => present(await accountsOf(db, scope));

/**
 * Saves the accounts given (one set back to its default keeps its row: the numbering is what counts) and writes
 * what changed to the journal of events, before and after; nothing changed writes nothing.
 */
export const updateAccounts = (db: Db, scope: RestaurantScope, input: AccountingAccountsInput, user: SessionUser) =>
  db.transaction(async (tx) => {
    const before = await accountsOf(tx, scope);
    const changes = input.accounts
      .filter((a) => before[a.key].number !== a.number || before[a.key].label !== a.label)
      .map((a) => ({ key: a.key, before: before[a.key], after: { number: a.number, label: a.label } }));
    if (changes.length) {
      await tx
        .insert(caisseAccountingAccounts)
        .values(changes.map((c) => ({ restaurant_id: scope.restaurantId, key: c.key, ...c.after })))
        .onConflictDoUpdate({
          target: [caisseAccountingAccounts.restaurant_id, caisseAccountingAccounts.key],
          set: { number: sql`excluded.number`, label: sql`excluded.label`, updated_at: sql`now()` },
        });
      await recordEvent(tx, scope.restaurantId, {
        kind: 'accounts_changed',
        user,
        details: {
          changes,
          summary: changes.map((c) => `${c.before.number} ${c.before.label} → ${c.after.number} ${c.after.label}`).join(' ; '),
        },
      });
    }
    return present(await accountsOf(tx, scope));
  });
