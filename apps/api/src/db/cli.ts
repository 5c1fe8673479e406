import { loadConfig } from '../config';
import { errorText } from '../lib/error-text';
import { heldMessage, holderOf } from './data-dir-lock';
import { openDatabase } from './database';
import { seedDemo } from './seed/demo';
import { seedModules } from './seed/modules';

/** npm run db:migrate | db:seed | db:reset -- --yes  (reset refuses in production). */
const command = process.argv[2];
const config = loadConfig();

const run = async () => {
  if (command === 'reset') {
    if (config.NODE_ENV === 'production') throw new Error('db:reset est interdit en production.');
    if (!process.argv.includes('--yes')) {
      throw new Error('db:reset efface toutes les données. Relancez avec : npm run db:reset -- --yes');
    }
    // on the embedded default, never under a running server's feet (it shares its PostgreSQL with the tools)
    const server = config.DATABASE_URL ? undefined : holderOf(config.DATA_DIR);
    if (server) throw new Error(`db:reset refusé : ${heldMessage(config.DATA_DIR, server)}`);
  }
  const database = await openDatabase(config);
  try {
    if (command === 'reset') {
      await database.pool.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
      await database.close();
      const fresh = await openDatabase(config);
      await seedDemo(fresh.db, console.log);
      await fresh.close();
      console.log('Base réinitialisée avec les données de démonstration.');
      return;
    }
    if (command === 'seed') {
      await seedModules(database.db);
      const seeded = await seedDemo(database.db, console.log);
      console.log(seeded ? 'Données de démonstration chargées.' : 'Données de démonstration déjà présentes.');
    } else if (command === 'migrate') {
      await seedModules(database.db);
      console.log('Migrations appliquées.');
    } else {
      throw new Error(`Commande inconnue : ${command} (migrate | seed | reset)`);
    }
  } finally {
    await database.close().catch(() => {});
  }
};

run().catch((error) => {
  console.error(errorText(error));
  process.exit(1);
});
