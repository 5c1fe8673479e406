import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateIn, readClock } from '../src/lib/business-day';
import { platformScope } from '../src/lib/tenant-scope';
import { bearer } from './fixtures';
import { type DocumentsWorld, documentsWorld } from './ledger-documents-helpers';
import { pdfText } from './pdf-text';

/**
 * What is not a business date, on the restaurant's clock in force (docs/accounts.md « Timezone and day-change hour »):
 * a new timezone saved today leaves today's HACCP « today », a printed time (receipt, tickets export) and the hourly
 * analysis on the setting in force, and moves them from the change's first day — brought to today here by dating the
 * saved change back to today (its one row in restaurant_clock_changes), since the database's clock cannot be moved.
 */
let w: DocumentsWorld;

beforeAll(async () => {
  w = await documentsWorld();
});
afterAll(() => w.ctx.close());

const PARIS = 'Europe/Paris';
const calendarDate = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
const hourIn = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(new Date(at));
/** "23/11/2026 14:05", as the receipt prints it (lib/pdf-kit.ts frDateTime). */
const printed = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(at));

// UTC+14 or UTC−11: at any instant one of them is on another calendar date than Paris, and both on another hour
const NEW_ZONE = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => calendarDate(new Date(), z) !== calendarDate(new Date(), PARIS))!;

const haccpDate = async () => {
  const res = await w.ctx.app.inject({
    method: 'GET',
    url: `/api/v1/restaurants/${w.a}/haccp/dashboard`,
    headers: bearer(w.tokens.restorer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().date as string;
};
const hoursOf = async (day: string) => {
  const res = await w.call('GET', `analytics/sales?dimension=hour&from=${day}&to=${day}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().rows as { key: string }[]).map((r) => r.key);
};
const receipt = async (id: string) => pdfText((await w.call('GET', `tickets/${id}/receipt.pdf`)).rawPayload);
const ticketsCsv = async (day: string) => {
  const res = await w.call('GET', `analytics/lists/export?list=tickets&from=${day}&to=${day}&format=csv`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

describe('the calendar-day features on the clock in force', () => {
  it('keep today on the old timezone after a change is saved, and take the new one from its first day', async () => {
    const today = businessDateIn(await readClock(w.db, platformScope(w.a)), new Date());
    const saved = await w.ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/restaurants/${w.a}/details`,
      headers: bearer(w.tokens.restorer),
      payload: {
        name: 'Bistro du Test',
        legal_name: 'SAS Bistro Test',
        siret: '123 456 789 00012',
        vat_number: 'fr 32 123456789',
        naf_code: '5610a',
        address_line: '12 rue de Rivoli',
        postal_code: '75001',
        city: 'Paris',
        country: 'FR',
        phone: '0142000000',
        email: 'contact@bistro.example',
        opening_hours: [],
        timezone: NEW_ZONE,
        day_change_hour: 5,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().clock).toMatchObject({ business_date: today, timezone: PARIS, next_change: { timezone: NEW_ZONE } });
    const dayBefore = new Date(Date.now() - 25 * 3600_000);
    const sold = w.ticket(1);
    const [ticket, older] = await w.sell(
      sold,
      w.ticket(1, { opened_at: new Date(dayBefore.getTime() - 30 * 60_000).toISOString(), closed_at: dayBefore.toISOString() }),
    );
    expect(ticket.business_date).toBe(today);
    expect(older.business_date < today).toBe(true);
    const closedAt = sold.closed_at;

    // today: HACCP's calendar day, the receipt's time and the ticket's hour are Paris's
    const now = new Date();
    expect(await haccpDate()).toBe(calendarDate(now, PARIS));
    const before = await receipt(ticket.id);
    expect(before).toContain(printed(closedAt, PARIS));
    expect(before).not.toContain(printed(closedAt, NEW_ZONE));
    expect(await ticketsCsv(today)).toContain(printed(closedAt, PARIS));
    expect(await hoursOf(today)).toEqual([hourIn(closedAt, PARIS)]);

    // the change's first day has come
    await w.db.execute(sql`update restaurant_clock_changes set effective_date = ${today}::date where restaurant_id = ${w.a}`);
    const later = new Date();
    expect(await haccpDate()).toBe(calendarDate(later, NEW_ZONE));
    const after = await receipt(ticket.id);
    expect(after).toContain(printed(closedAt, NEW_ZONE));
    expect(after).not.toContain(printed(closedAt, PARIS));
    const csv = await ticketsCsv(today);
    expect(csv).toContain(printed(closedAt, NEW_ZONE));
    expect(csv).not.toContain(printed(closedAt, PARIS));
    expect(await hoursOf(today)).toEqual([hourIn(closedAt, NEW_ZONE)]);
    // each day its own: the day before keeps Paris's hours
    expect(await hoursOf(older.business_date)).toEqual([hourIn(dayBefore.toISOString(), PARIS)]);
  });
});
