import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHaccp } from '../src/db/seed/haccp';
import { type HaccpWorld, haccpWorld } from './haccp-helpers';

let w: HaccpWorld;
let seconds = 0;
beforeAll(async () => {
  w = await haccpWorld();
  const started = performance.now();
  await seedHaccp(w.ctx.database.db, 60);
  seconds = (performance.now() - started) / 1000;
});
afterAll(() => w.ctx.close());

const q = async (text: string, values: unknown[] = []) => (await w.ctx.database.pool.query(text, values)).rows;

describe('demo HACCP register', () => {
  it('gives each restaurant holding fitfit_haccp equipment, daily readings, receptions with one refusal, oils and coolings', async () => {
    // A1 and B hold every module in the test world; A2 holds none
    const counts = await q(
      `select r.id, (select count(*)::int from haccp_equipment e where e.restaurant_id = r.id) as equipment,
         (select count(*)::int from haccp_records x where x.restaurant_id = r.id and x.kind = 'temperature') as readings,
         (select count(*)::int from haccp_records x where x.restaurant_id = r.id and x.kind = 'reception' and not (x.data->>'accepted')::boolean) as refused,
         (select count(*)::int from haccp_records x where x.restaurant_id = r.id and x.kind = 'oil') as oils,
         (select count(*)::int from haccp_records x where x.restaurant_id = r.id and x.kind = 'heat_transfer') as coolings
       from restaurants r where r.id = any($1)`,
      [[w.a, w.b, w.world.restaurants.a2.id]],
    );
    const of = (id: string) => counts.find((c) => c.id === id);
    expect(of(w.world.restaurants.a2.id)).toMatchObject({ equipment: 0, readings: 0 });
    for (const id of [w.a, w.b]) {
      const c = of(id);
      expect(c.equipment).toBe(4);
      // 6 readings a day, today's only those whose time has come (none before 8 o'clock)
      expect(c.readings).toBeGreaterThanOrEqual(59 * 6);
      expect(c.readings).toBeLessThanOrEqual(60 * 6);
      expect(c.refused).toBe(1);
      expect(c.oils).toBeGreaterThanOrEqual(8);
      expect(c.coolings).toBeGreaterThanOrEqual(16);
    }
    expect(seconds).toBeLessThan(20);
  });

  it('keeps verdicts and non-conformities consistent: every non-compliant record has one, the old ones closed', async () => {
    const rows = await q(
      `select x.compliant, n.status, x.recorded_at < now() - interval '3 days' as old
       from haccp_records x left join haccp_non_conformities n on n.restaurant_id = x.restaurant_id and n.record_id = x.id
       where x.restaurant_id = $1`,
      [w.a],
    );
    expect(rows.filter((r) => !r.compliant).length).toBeGreaterThan(3);
    expect(rows.every((r) => r.compliant === (r.status === null))).toBe(true);
    expect(rows.filter((r) => r.old && r.status).every((r) => r.status === 'closed')).toBe(true);
    // an out-of-range reading, oil, cooling or accepted delivery always has its corrective action, as the API requires
    const withoutAction = await q(
      `select x.kind, x.deviation from haccp_records x where x.restaurant_id = $1 and not x.compliant and x.corrective_action is null
         and (x.kind in ('temperature', 'oil', 'heat_transfer') or (x.kind = 'reception' and (x.data->>'accepted')::boolean))`,
      [w.a],
    );
    expect(withoutAction).toEqual([]);
    const home = (await w.call('GET', 'dashboard')).json();
    expect(home.open_non_conformities_count).toBeGreaterThanOrEqual(1);
    expect(home.out_of_range.length).toBeGreaterThanOrEqual(1);
    const coolings = (await w.call('GET', 'heat-transfers?per_page=100')).json();
    expect(coolings.data.every((c: { duration_minutes: number }) => c.duration_minutes === 95 || c.duration_minutes === 135)).toBe(true);
  });

  it('plans tasks done by their records, late ones and upcoming ones', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const planning = (await w.call('GET', `planning?from=${day(-20)}&to=${day(10)}`)).json();
    const occ: { status: string; kind: string; record_id: string | null }[] = planning.occurrences;
    expect(occ.filter((o) => o.status === 'late').length).toBeGreaterThanOrEqual(2);
    expect(occ.filter((o) => o.status === 'todo').length).toBeGreaterThanOrEqual(5);
    const done = occ.filter((o) => o.status === 'done');
    expect(done.length).toBeGreaterThan(10);
    // a task of a record kind is done by a record of that kind
    const linked = await q(
      `select s.record_id, x.kind, t.kind as task_kind from haccp_task_states s join haccp_tasks t on t.id = s.task_id
       left join haccp_records x on x.id = s.record_id where s.restaurant_id = $1 and s.status = 'done'`,
      [w.a],
    );
    expect(linked.every((l) => (l.task_kind === 'other' ? l.record_id === null : l.kind === l.task_kind))).toBe(true);
    const home = (await w.call('GET', 'dashboard')).json();
    expect(home.late_tasks.length).toBeGreaterThanOrEqual(2);
  });

  it('records productions made of the demo labels and deliveries, traceable both ways', async () => {
    const productions = (await w.call('GET', 'productions?per_page=100')).json();
    // each week: a crème brûlée, a stock and a dish (the week of the refused delivery has no stock)
    expect(productions.data.length).toBeGreaterThanOrEqual(20);
    const dish = productions.data.find((p: { product: string }) => p.product === 'Poulet basquaise');
    expect(dish.lots.map((l: { kind: string }) => l.kind).sort()).toEqual(['production', 'reception']);
    const back = (await w.call('GET', `lots/${dish.id}/trace`)).json();
    expect(back.upstream.map((n: { kind: string; depth: number }) => [n.depth, n.kind])).toEqual([
      [1, 'production'],
      [1, 'reception'],
    ]);
    const label = (await w.call('GET', 'traceabilities?per_page=1')).json().data[0];
    const forward = (await w.call('GET', `lots/${label.id}/trace`)).json();
    if (label.reception_id) expect(forward.upstream[0]).toMatchObject({ kind: 'reception', original_id: label.reception_id });
    const delivery = (await w.call('GET', 'lots?kind=reception&limit=5')).json().data[3];
    const down = (await w.call('GET', `lots/${delivery.id}/trace`)).json();
    expect(down.downstream.map((n: { product: string }) => n.product).sort()).toEqual([
      'Crème brûlée',
      'Crème liquide 35 %',
      'Fond de volaille',
      'Poulet basquaise',
    ]);
  });

  it('runs again without duplicating anything', async () => {
    const [before] = await q('select count(*)::int as n from haccp_records');
    await seedHaccp(w.ctx.database.db, 60);
    const [after] = await q('select count(*)::int as n from haccp_records');
    expect(after.n).toBe(before.n);
  });
});
