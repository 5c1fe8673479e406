import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformScope } from '../src/lib/tenant-scope';
import { closeDay } from '../src/modules/caisse/ledger/closings/service';
import { bearer, login } from './fixtures';
import { type DocumentsWorld, documentsWorld } from './ledger-documents-helpers';

/** One closings export for two scopes: the network's section of a restaurant is the restaurant's own export, named. */
let w: DocumentsWorld;
let day: string;
beforeAll(async () => {
  w = await documentsWorld();
  day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const at = new Date(`${day}T12:00:00Z`);
  await w.sell(w.ticket(2, { opened_at: new Date(at.getTime() - 3_600_000).toISOString(), closed_at: at.toISOString() }));
  await closeDay(w.db, platformScope(w.a), day, { counted_cash_cents: 0 }, w.world.users.restorer);
});
afterAll(() => w.ctx.close());

const csv = (body: Buffer) => parse(body, { delimiter: ';', bom: true }) as string[][];

describe('closings export over a restaurant and over a network', () => {
  it('writes the same rows and columns, the network’s named after their restaurant, each journaled in the restaurant', async () => {
    const q = `from=${day}&to=${day}&period=day&format=csv`;
    const own = await w.call('GET', `closings/export?${q}`);
    expect(own.statusCode, own.body).toBe(200);
    const franchisor = await login(w.ctx.app, w.world.users.franchisor.email);
    const network = await w.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/franchisor/closings/export?${q}&restaurant_id=${w.a}`,
      headers: bearer(franchisor),
    });
    expect(network.statusCode, network.body).toBe(200);
    expect(network.headers['content-disposition']).toContain(`clotures-reseau-${day}-${day}.csv`);
    const [ownHeader, ...ownRows] = csv(own.rawPayload);
    const [networkHeader, ...networkRows] = csv(network.rawPayload);
    expect(networkHeader).toEqual(ownHeader);
    expect(ownRows.length).toBe(4); // the Z, its month, its year, the period
    const name = w.world.restaurants.a1.name;
    expect(networkRows).toEqual(ownRows.map(([label, ...rest]) => [`${name} — ${label}`, ...rest]));
    const { rows } = await w.db.execute<{ details: Record<string, unknown> }>(
      sql`select details from caisse_ledger_events where restaurant_id = ${w.a} and kind = 'export' order by id`,
    );
    expect(rows.map((r) => r.details)).toEqual([
      { what: 'closings', format: 'csv', period: 'day', from: day, to: day, closings: 1, bytes: own.rawPayload.length },
      { what: 'closings', network: true, format: 'csv', period: 'day', from: day, to: day, closings: 1 },
    ]);
  });
});
