import { fieldLabels } from '@fitfit/contracts';
import type { Queryable } from '../../../db/database';
import type { SessionUser } from '../../../lib/access';
import { businessDateIn, type ClockSetting, settingOn } from '../../../lib/business-day';
import { recordEvent } from '../../../lib/journal';
import { FISCAL_IDENTITY_COLUMNS, type FiscalIdentity } from '../../../lib/restaurant-identity';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { type DetailsRow, dropClockChange, findRow, keepIdentity, saveClockChange } from './repository';

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const pick = (identity: FiscalIdentity, keys: readonly (keyof FiscalIdentity)[]) => Object.fromEntries(keys.map((k) => [k, identity[k]]));

const sameSetting = (a: Pick<ClockSetting, 'timezone' | 'day_change_hour'>, b: Pick<ClockSetting, 'timezone' | 'day_change_hour'>) =>
  a.timezone === b.timezone && a.day_change_hour === b.day_change_hour;

/** The restaurant's row as a change starts, locked until its transaction ends: what `recordRestaurantChanges` compares. */
export const restaurantBefore = (db: Queryable, scope: RestaurantScope) => findRow(db, scope, true);

/**
 * What a change of the restaurant's row leaves behind, whoever made it (its owner on the details page, an
 * administrator on the restaurant's card), in the change's transaction after the row was written:
 * - a new fiscal identity: the previous one kept with its validity (duplicates and invoices of its tickets print it)
 *   and an `identity_changed` event in the caisse journal, before and after;
 * - a new timezone or day-change hour: in force from the next business day (today's keeps the end the setting in
 *   force gave it), kept as a change of the clock, and a `clock_changed` event. Going back to today's setting before
 *   it took effect drops the change.
 */
export const recordRestaurantChanges = async (db: Queryable, scope: RestaurantScope, before: DetailsRow, user: SessionUser | null) => {
  const after = await findRow(db, scope);
  const changed = FISCAL_IDENTITY_COLUMNS.filter((c) => (before[c] ?? null) !== (after[c] ?? null));
  if (changed.length) {
    await keepIdentity(db, scope, before, before.created_at, user?.id ?? null);
    await recordEvent(db, scope.restaurantId, {
      kind: 'identity_changed',
      user,
      // `summary`: the line the journal's screen shows (it lists an event's plain values)
      details: {
        changed,
        before: pick(before, changed),
        after: pick(after, changed),
        summary: changed.map((k) => `${fieldLabels[k] ?? k} : ${before[k] ?? '—'} → ${after[k] ?? '—'}`).join(' ; '),
      },
    });
  }
  const wanted = { timezone: after.clock.timezone, day_change_hour: after.clock.day_change_hour };
  if (sameSetting(wanted, before.clock)) return;
  const today = businessDateIn(before.clock, new Date());
  const inForce = settingOn(before.clock, today);
  const from = nextDay(today);
  if (sameSetting(wanted, inForce)) await dropClockChange(db, scope, from);
  else
    await saveClockChange(db, {
      restaurant_id: scope.restaurantId,
      effective_date: from,
      ...wanted,
      previous_timezone: inForce.timezone,
      previous_day_change_hour: inForce.day_change_hour,
      changed_by_user_id: user?.id ?? null,
    });
  await recordEvent(db, scope.restaurantId, {
    kind: 'clock_changed',
    user,
    details: {
      from,
      timezone: wanted.timezone,
      day_change_hour: wanted.day_change_hour,
      previous_timezone: inForce.timezone,
      previous_day_change_hour: inForce.day_change_hour,
    },
  });
};
