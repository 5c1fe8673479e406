import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../../config';
import { openDatabase } from '../../../../db/database';
import { errorText } from '../../../../lib/error-text';
import { platformScoped } from '../../../../lib/scoped-db';
import { recordEvent } from '../journal/service';
import { verifyLedger } from './verify';

/**
 * npm run compliance:verify -- <restaurant id | name>: walks the restaurant's chains of tickets, closings and fiscal archives
 * like the "Intégrité" screen. Exit code 0 when both hold, 1 on a break (named), 2 on a usage error. On the embedded
 * default it reads the PostgreSQL the server runs on the data folder (db/embedded.ts), or starts one when none runs.
 */
const run = async () => {
  const wanted = process.argv[2];
  if (!wanted) {
    console.error('Usage : npm run compliance:verify -- <identifiant ou nom du restaurant>');
    return 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    const { rows } = await database.db.execute<{ id: string; name: string }>(
      sql`select id, name from restaurants where id::text = ${wanted} or lower(name) = lower(${wanted})`,
    );
    if (rows.length !== 1) {
      console.error(`Restaurant introuvable : ${wanted}`);
      return 2;
    }
    const started = performance.now();
    // the database itself keeps the walk to this restaurant's rows (row-level security), not only its filters
    const { db, scope } = platformScoped(database.db, rows[0].id);
    const report = await verifyLedger(db, scope);
    const seconds = ((performance.now() - started) / 1000).toFixed(1).replace('.', ',');
    console.log(
      `${rows[0].name} — tickets vérifiés : ${report.tickets.checked}, clôtures vérifiées : ${report.closings.checked}, archives vérifiées : ${report.archives.checked} (${seconds} s)`,
    );
    await recordEvent(db, scope.restaurantId, { kind: 'integrity_check', details: { ok: report.ok, via: 'cli' } });
    const breaks = [report.tickets, report.closings, report.archives].flatMap((chain) => chain.breaks);
    if (breaks.length) {
      for (const b of breaks) console.error(`Chaîne rompue : ${b.message}`);
      if ([report.tickets, report.closings, report.archives].some((chain) => chain.more_breaks))
        console.error('… et d’autres ruptures : la vérification s’arrête après 100 par chaîne.');
      return 1;
    }
    console.log('Intégrité vérifiée : les chaînes sont intactes.');
    return 0;
  } finally {
    await database.close().catch(() => {});
  }
};

run().then(
  (code) => process.exit(code),
  (error) => {
    console.error(errorText(error));
    process.exit(2);
  },
);
