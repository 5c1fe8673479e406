import { parentPort, workerData } from 'node:worker_threads';
import { connect } from '../database';
import { generateSales, type SalesOptions } from './caisse-ledger';

/**
 * One restaurant's demo sales in a worker thread (`seedCaisseLedger`): the generator, the checks and the chain
 * hashing of each restaurant use their own core while PostgreSQL writes another's; its own small pool.
 */
const { url, restaurantId, options } = workerData as { url: string; restaurantId: string; options: SalesOptions };
const database = connect(url, 2);
try {
  const result = await generateSales(database.db, restaurantId, options);
  parentPort?.postMessage({ ok: true, result });
} catch (error) {
  parentPort?.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
} finally {
  await database.close();
}
