import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../../db/database';
import { sessionConnect } from '../../../db/tenant-pool';
import { type DemoLiveMode, type DemoTerminal, startDemoTerminal, tillSetup } from './terminal';

/** Any fixed number: the advisory lock held by the one instance whose demo tills sell (several instances, one database). */
const LIVE_LOCK = 724_113_027;
const RETRY_MS = 60_000;

export interface DemoLive {
  /** The tills selling now (none while another instance holds them). */
  readonly terminals: readonly DemoTerminal[];
  stop(): Promise<void>;
}

/**
 * The live demo (docs/demo.md, `DEMO_LIVE`): one till per demo restaurant (`demo_restaurants`) holding fitfit_caisse,
 * selling through the public terminal API of the server at `baseUrl`. One instance at a time: the others wait for the
 * lock and take over if that instance stops. Call `stop()` on shutdown (before closing the server and the pool).
 */
export const startDemoLive = (
  db: Db,
  options: { baseUrl: string; mode: DemoLiveMode; intervalMs?: number; log?: (m: string) => void },
): DemoLive => {
  const log = options.log ?? (() => {});
  const intervalMs = options.intervalMs ?? 4_000;
  let terminals: DemoTerminal[] = [];
  let client: pg.PoolClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const start = async () => {
    const c = await sessionConnect(db.$client); // the lock is the session's: a direct one behind a transaction pooler
    const { rows } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [LIVE_LOCK]);
    if (!rows[0].ok || stopped) {
      if (rows[0].ok) await c.query('select pg_advisory_unlock($1)', [LIVE_LOCK]);
      c.release();
      if (!stopped) retry = setTimeout(() => void start().catch(failed), RETRY_MS);
      return;
    }
    client = c;
    const { rows: restaurants } = await db.execute<{ id: string }>(
      sql`select d.restaurant_id as id from demo_restaurants d join restaurants r on r.id = d.restaurant_id
          where r.deleted_at is null
            and exists (select 1 from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
                        where fmr.restaurant_id = r.id and m.code_name = 'fitfit_caisse')
          order by r.name`,
    );
    for (const r of restaurants) {
      if (stopped) break;
      const setup = await tillSetup(db, r.id);
      if (!setup) {
        log(`Démo en direct : pas de caisse avec la clé de démonstration pour ${r.id}`);
        continue;
      }
      try {
        terminals.push(await startDemoTerminal(db, setup, { baseUrl: options.baseUrl, mode: options.mode, intervalMs, log }));
      } catch (error) {
        log(`Démo en direct : ${setup.name} : ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const n = terminals.length;
    if (n) log(`Démo en direct (${options.mode}) : ${n} ${n > 1 ? 'caisses envoient' : 'caisse envoie'} des tickets`);
  };
  const failed = (error: unknown) => log(`Démo en direct : ${error instanceof Error ? error.message : String(error)}`);
  const starting = start().catch(failed);

  return {
    get terminals() {
      return terminals;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await starting;
      await Promise.all(terminals.map((t) => t.stop()));
      terminals = [];
      if (client) {
        await client.query('select pg_advisory_unlock($1)', [LIVE_LOCK]).catch(() => {});
        client.release();
        client = undefined;
      }
    },
  };
};
