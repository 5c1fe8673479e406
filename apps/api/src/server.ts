import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { adoptEarlierDemo, seedDemo } from './db/seed/demo';
import { catchUpDemo, withDemoLock } from './db/seed/demo-catch-up';
import { seedModules } from './db/seed/modules';
import { type DemoLive, startDemoLive } from './modules/caisse/demo-terminal';

/** Starts the product: database (embedded unless DATABASE_URL), migrations, demo data, HTTP server. */
const main = async () => {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase(config, (m) => console.error(m));
  const app = await buildApp({ config, db: database.db });
  await seedModules(database.db);
  if (config.seedDemo) {
    // first start: the demo up to now; later starts: the days since it last ran (docs/demo.md); one instance at a time
    await withDemoLock(database.db, async () => {
      const log = (m: string) => app.log.info(m);
      if (await seedDemo(database.db, log)) app.log.info('Données de démonstration chargées');
      else {
        await adoptEarlierDemo(database.db);
        await catchUpDemo(database.db, log);
      }
    });
  }
  let live: DemoLive | undefined;
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'arrêt sur erreur');
    app.log.info({ signal }, 'arrêt en cours');
    await live?.stop(); // the demo tills first: their last call finishes before the server stops answering
    await app.close(); // drains in-flight requests
    await database.close(); // closes the pool, stops the embedded PostgreSQL
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  // the live demo's tills call this server's terminal API over HTTP, as a partner's till would (never in production)
  if (config.demoLive !== 'off') {
    const { port } = app.server.address() as { port: number };
    const host = ['0.0.0.0', '::', 'localhost'].includes(config.HOST)
      ? '127.0.0.1'
      : config.HOST.includes(':')
        ? `[${config.HOST}]`
        : config.HOST;
    live = startDemoLive(database.db, { baseUrl: `http://${host}:${port}`, mode: config.demoLive, log: (m) => app.log.info(m) });
  }
  app.log.info(`FitFit Solution prêt sur http://localhost:${config.PORT} en ${Date.now() - started} ms`);
};

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
