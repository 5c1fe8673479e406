import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { adoptEarlierDemo, seedDemo } from './db/seed/demo';
import { catchUpDemo, withDemoLock } from './db/seed/demo-catch-up';
import { seedModules } from './db/seed/modules';
import { startDailyBackup } from './lib/backup/daily';
import { errorText } from './lib/error-text';
import { type DemoLive, startDemoLive } from './modules/caisse';

let opened: Database | undefined; // closed again when the start fails

/** Starts the product: database (embedded unless DATABASE_URL), migrations, demo data, HTTP server. */
const main = async () => {
  const config = loadConfig();
  const started = Date.now();
  // the embedded PostgreSQL (no DATABASE_URL): the server holds the data folder and owns it (db/embedded.ts)
  const database = await openDatabase(config, (m) => console.error(m), 'server');
  opened = database;
  const app = await buildApp({ config, db: database.db });
  let live: DemoLive | undefined;
  let backups: ReturnType<typeof startDailyBackup> | undefined;
  // from here on, a signal or a crash closes in order; the embedded PostgreSQL stops last (db/embedded.ts)
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'arrêt sur erreur');
    app.log.info({ signal }, 'arrêt en cours');
    await live?.stop(); // the demo tills first: their last call finishes before the server stops answering
    await app.close(); // drains in-flight requests
    await backups?.stop(); // a daily backup under way ends before its PostgreSQL stops
    await database.close(); // closes the pool, stops the embedded PostgreSQL
  });
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
  // BACKUP_DAILY (on in production): the embedded database and the uploads copied once a day (docs/operations.md)
  if (config.backupDaily && !config.DATABASE_URL) backups = startDailyBackup(config, database.url, app.log);
  app.log.info(`FitFit Solution prêt sur http://localhost:${config.PORT} en ${Date.now() - started} ms`);
};

main().catch(async (error) => {
  console.error(`Démarrage impossible : ${errorText(error)}`);
  await opened?.close().catch(() => {}); // an embedded PostgreSQL started here is not left behind
  process.exit(1);
});
