import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import type { Context } from './context';
import { cpuSample } from './cpu';
import { api } from './fixtures';
import { type Running, repoRoot } from './product';
import { settings } from './settings';

/**
 * The product's own code, loaded at run time (tsx) rather than compiled with the bench: the bench's type check
 * stays its own, and what it calls is described by these few signatures.
 */
type Db = { execute<T = Record<string, unknown>>(query: SQL): Promise<{ rows: T[] }> };
const load = <T>(file: string) => import(pathToFileURL(path.join(repoRoot, file)).href) as Promise<T>;

type Measure = { title: string; path: string };
type Side = { p50_ms: number; p99_ms: number; mean_ms: number; samples: number; cpu_ms_per_request: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (n: number) => Number(n.toFixed(1));
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Sales analytics on a year of data (issue 11): N restaurants of a new mark get their sales through the ledger's bulk
 * path (`generateSales`: tickets ingested, days closed by `closeDays`, rollups written in the closings), then the
 * restaurant dashboard, three analyses tabs and the franchisor dashboard are timed request by request over HTTP —
 * first as the product reads them (rollups for closed days), then, in the same run, with the rollups removed so the
 * very same code reads every figure from the raw tickets. Both sides must answer the same JSON, to the cent.
 */
export const analyticsBench = async ({ product }: Context) => {
  const { connect } = await load<{ connect(url: string, max?: number): { db: Db; close(): Promise<void> } }>('apps/api/src/db/database.ts');
  const { hashPassword } = await load<{ hashPassword(p: string): Promise<string> }>('apps/api/src/lib/passwords.ts');
  const database = connect((product as Running & { databaseUrl: string }).databaseUrl, 6);
  const db = database.db;
  // the demo card's photos go to a folder of the run, not the checkout
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fitfit-bench-analytics-'));
  process.env.DATA_DIR = dataDir;
  try {
    // a mark of its own, its franchisor, N restaurants holding the cash register with the demo card
    const suffix = Date.now().toString(36);
    const { rows: marks } = await db.execute<{ id: string }>(
      sql`insert into marks (name, royalty_rate_bp, advertising_rate_bp) values (${`Banc analytique ${suffix}`}, 500, 200) returning id`,
    );
    const markId = marks[0].id;
    const email = `franchise-bench-${suffix}@fitfit.example`;
    const { rows: users } = await db.execute<{ id: string }>(
      sql`insert into users (email, password_hash, first_name, last_name, role) values (${email}, ${await hashPassword('demo1234')}, 'Banc', 'Réseau', 'franchisor') returning id`,
    );
    await db.execute(sql`insert into mark_users (mark_id, user_id) values (${markId}, ${users[0].id})`);
    const restaurantIds: string[] = [];
    for (let i = 1; i <= settings.analyticsRestaurants; i++) {
      const { rows } = await db.execute<{ id: string }>(
        sql`insert into restaurants (name, mark_id, seats, city, registration_completed_at) values (${`Banc ${i}`}, ${markId}, 80, 'Paris', now()) returning id`,
      );
      restaurantIds.push(rows[0].id);
      await db.execute(sql`insert into fitfit_module_restaurants (restaurant_id, fitfit_module_id)
        select ${rows[0].id}, id from fitfit_modules where code_name = 'fitfit_caisse'`);
    }
    const { seedCaisseCard } = await load<{ seedCaisseCard(db: Db): Promise<void> }>('apps/api/src/db/seed/caisse-card.ts');
    const { generateSales } = await load<{
      generateSales(
        db: Db,
        id: string,
        o: { days: number; ticketsPerDay?: number; seed?: number },
      ): Promise<{ tickets: number; closings: number }>;
    }>('apps/api/src/db/seed/caisse-ledger.ts');
    await seedCaisseCard(db);
    const started = performance.now();
    const made = await Promise.all(
      restaurantIds.map((id, i) =>
        generateSales(db, id, { days: settings.analyticsDays, ticketsPerDay: settings.analyticsTicketsPerDay, seed: 7000 + i }),
      ),
    );
    const generation = {
      restaurants: restaurantIds.length,
      days: settings.analyticsDays,
      tickets_per_day: settings.analyticsTicketsPerDay,
      tickets: made.reduce((a, m) => a + m.tickets, 0),
      closings: made.reduce((a, m) => a + m.closings, 0),
      seconds: round((performance.now() - started) / 1000),
    };
    console.log(`Données : ${generation.tickets} tickets, ${generation.closings} clôtures en ${generation.seconds} s`);
    // vacuumed, analysed and written to disk now, so that neither autovacuum nor the checkpointer's writes of a
    // year of tickets run (and count as the product's CPU) during the timings
    await db.execute(sql`vacuum analyze`);
    await db.execute(sql`checkpoint`);

    const { token } = await api.post<{ token: string }>(product.url, '/api/v1/auth/login', undefined, { email, password: 'demo1234' });
    const first = restaurantIds[0];
    const today = new Date();
    const yearAgo = day(new Date(today.getTime() - 364 * 86_400_000));
    const yearStart = `${day(today).slice(0, 4)}-01-01`;
    const r = `/api/v1/restaurants/${first}/caisse/analytics`;
    const measures: Measure[] = [
      { title: 'Tableau de bord du restaurant (mois)', path: `${r}/dashboard?period=month` },
      { title: 'Onglet Ventes par produit (année civile)', path: `${r}/sales?dimension=product&from=${yearStart}&to=${day(today)}` },
      { title: 'Onglet Par heure (12 mois)', path: `${r}/sales?dimension=hour&from=${yearAgo}&to=${day(today)}` },
      {
        title: 'Onglet Jour par jour (12 mois, comparé à N-1)',
        path: `${r}/sales?dimension=day&by=day&from=${yearAgo}&to=${day(today)}&compare_from=${day(new Date(today.getTime() - 728 * 86_400_000))}&compare_to=${day(new Date(today.getTime() - 364 * 86_400_000))}`,
      },
      { title: 'Tableau de bord franchiseur (mois, classement)', path: '/api/v1/franchisor/dashboard?period=month' },
      {
        title: 'Analyses réseau par restaurant (12 mois)',
        path: `/api/v1/franchisor/analytics/sales?dimension=day&by=restaurant&from=${yearAgo}&to=${day(today)}`,
      },
    ];

    const get = async (p: string) => {
      const t = performance.now();
      const res = await fetch(`${product.url}${p}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.text();
      assert.equal(res.status, 200, `${p}: ${res.status} ${body.slice(0, 200)}`);
      return { ms: performance.now() - t, body };
    };
    const side = async (m: Measure) => {
      const warm = performance.now() + settings.analyticsWarmup * 1000;
      for (let i = 0; i < 3 || performance.now() < warm; i++) await get(m.path);
      const times: number[] = [];
      let body = '';
      const before = cpuSample(product.processes);
      for (let i = 0; i < settings.analyticsSamples; i++) {
        const answer = await get(m.path);
        times.push(answer.ms);
        body = answer.body;
      }
      const after = cpuSample(product.processes);
      // the server's Node process and PostgreSQL: what a request costs whatever the neighbours' load
      const cpu = after.node_ms - before.node_ms + after.postgres_ms - before.postgres_ms;
      times.sort((a, b) => a - b);
      const figures: Side = {
        p50_ms: round(percentile(times, 50)),
        p99_ms: round(percentile(times, 99)),
        mean_ms: round(times.reduce((a, b) => a + b, 0) / times.length),
        samples: times.length,
        cpu_ms_per_request: round(cpu / times.length),
      };
      return { figures, body };
    };

    const rollups: Record<string, { figures: Side; body: string }> = {};
    for (const m of measures) rollups[m.title] = await side(m);
    // the same run, the same code, nothing rolled up: every figure from the raw tickets
    const ids = sql.join(
      restaurantIds.map((id) => sql`${id}`),
      sql`, `,
    );
    await db.execute(sql`delete from caisse_sales_rollups where restaurant_id in (${ids})`);
    await db.execute(sql`delete from caisse_sales_rollup_states where restaurant_id in (${ids})`);
    const results = [];
    for (const m of measures) {
      const raw = await side(m);
      const fast = rollups[m.title];
      assert.equal(raw.body, fast.body, `${m.title}: the rollups and the raw tickets give different figures`);
      results.push({
        title: m.title,
        path: m.path,
        rollups: fast.figures,
        raw: raw.figures,
        speedup_p50: round(raw.figures.p50_ms / Math.max(0.1, fast.figures.p50_ms)),
        speedup_cpu: round(raw.figures.cpu_ms_per_request / Math.max(0.1, fast.figures.cpu_ms_per_request)),
        target_met: fast.figures.p50_ms <= 30 && raw.figures.p50_ms / Math.max(0.1, fast.figures.p50_ms) >= 10,
      });
    }
    return { generation, results, target: { p50_ms: 30, speedup: 10 } };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
