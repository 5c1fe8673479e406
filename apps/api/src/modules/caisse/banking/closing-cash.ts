import type { CloseDayInput } from '@fitfit/contracts';
import { unprocessable } from '../../../lib/http-errors';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../ledger/common';
import { countedCashForDay } from './countings';

/**
 * The one place where a daily closing meets banking: the cash typed on the closing wins; without it, the
 * day's last counting of each register gives it; with neither, the closing is refused.
 */
export const withCountedCash = async (
  db: Queryable,
  scope: RestaurantScope,
  businessDate: string,
  input: CloseDayInput,
): Promise<CloseDayInput & { counted_cash_cents: number }> => {
  if (input.counted_cash_cents !== undefined) return { ...input, counted_cash_cents: input.counted_cash_cents };
  const counted = await countedCashForDay(db, scope, businessDate);
  if (counted === null) {
    const message = 'Aucun comptage de caisse pour cette journée : comptez la caisse ou saisissez les espèces comptées';
    throw unprocessable(message, { counted_cash_cents: message });
  }
  return { ...input, counted_cash_cents: counted };
};
