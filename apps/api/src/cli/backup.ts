import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { resolveBackup } from '../lib/backup/folders';
import { pruneBackups } from '../lib/backup/prune';
import { takeBackup } from '../lib/backup/take-backup';
import { verifyBackup } from '../lib/backup/verify-backup';
import { externalDatabaseMessage, megabytes, secondsText } from '../lib/backup/words';
import { errorText } from '../lib/error-text';

/**
 * npm run backup: a consistent copy of the embedded PostgreSQL (the one the running product uses, or one started
 * for the copy when none runs) and of the uploads into DATA_DIR/backups/<time>, then the oldest pruned (BACKUP_KEEP).
 * npm run backup -- --verify [<backup>]: that backup (the newest by default) restored into a temporary folder and
 * checked like a restore. Exit code 0, 1 when a verified backup's chain breaks or a file differs, 2 otherwise.
 * docs/operations.md.
 */
const config = loadConfig();

const verify = async (named?: string) => {
  const dir = await resolveBackup(config.DATA_DIR, named);
  console.log(`Vérification de la sauvegarde ${dir} (restaurée dans un dossier temporaire)…`);
  const { check, seconds } = await verifyBackup(dir);
  if (check.broken) {
    console.error(`Chaîne rompue dans la sauvegarde, restaurant « ${check.broken.name} » : ${check.broken.message}`);
    return 1;
  }
  console.log(
    `Sauvegarde vérifiée : fichiers conformes au manifeste, base démarrée, ${check.restaurants} restaurants et ${check.tickets} tickets aux chaînes intactes (${secondsText(seconds)}).`,
  );
  return 0;
};

const backup = async () => {
  const uploads = config.S3_BUCKET ? 's3' : 'disk';
  const database = await openDatabase(config);
  let result: Awaited<ReturnType<typeof takeBackup>>;
  try {
    result = await takeBackup({ dataDir: config.DATA_DIR, ownerUrl: database.url, uploads });
  } finally {
    await database.close().catch(() => {});
  }
  const { manifest } = result;
  console.log(
    `Sauvegarde écrite dans ${result.dir} : ${manifest.files.length} fichiers, ${megabytes(result.bytes)}, en ${secondsText(result.seconds)} ` +
      `(PostgreSQL ${manifest.postgres_version}, LSN ${manifest.start_lsn} → ${manifest.stop_lsn}).`,
  );
  if (uploads === 's3')
    console.log(`Les fichiers envoyés sont dans le bucket S3 ${config.S3_BUCKET} : ils se sauvegardent à part (docs/operations.md).`);
  const pruned = await pruneBackups(config.DATA_DIR, config.BACKUP_KEEP);
  if (pruned.length) console.log(`Sauvegardes anciennes supprimées (BACKUP_KEEP=${config.BACKUP_KEEP}) : ${pruned.join(', ')}`);
  return 0;
};

const run = async () => {
  if (config.DATABASE_URL) {
    console.error(externalDatabaseMessage('npm run backup'));
    return 2;
  }
  const args = process.argv.slice(2);
  if (args[0] === '--verify') return verify(args[1]);
  if (args.length) {
    console.error('Usage : npm run backup  |  npm run backup -- --verify [<sauvegarde>]');
    return 2;
  }
  return backup();
};

run().then(
  (code) => process.exit(code),
  (error) => {
    const text = errorText(error);
    console.error(text.startsWith('Sauvegarde') ? text : `Sauvegarde impossible : ${text}`);
    process.exit(text.startsWith('Sauvegarde refusée') ? 1 : 2);
  },
);
