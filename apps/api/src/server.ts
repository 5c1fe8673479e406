import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedDemo } from './db/seed/demo';
import { seedModules } from './db/seed/modules';

/** Starts the product: database (embedded unless DATABASE_URL), migrations, demo data, HTTP server. */
const main = async () => {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase(config, (m) => console.error(m));
  const app = await buildApp({ config, db: database.db });
  await seedModules(database.db);
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, (m) => app.log.info(m));
    if (seeded) app.log.info('Données de démonstration chargées');
  }
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'arrêt sur erreur');
    app.log.info({ signal }, 'arrêt en cours');
    await app.close(); // drains in-flight requests
    await database.close(); // closes the pool, stops the embedded PostgreSQL
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`FitFit Solution prêt sur http://localhost:${config.PORT} en ${Date.now() - started} ms`);
};

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
