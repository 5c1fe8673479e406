import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { claimDataDir, heldMessage, holderOf } from '../db/data-dir-lock';
import { runningPostgres } from '../db/embedded';
import { resolveBackup } from '../lib/backup/folders';
import { checkManifest } from '../lib/backup/manifest';
import { restoreFiles } from '../lib/backup/restore-files';
import { externalDatabaseMessage, secondsText } from '../lib/backup/words';
import { errorText } from '../lib/error-text';

/**
 * npm run restore -- <backup>: refused while the product runs (its data-folder lock, db/data-dir-lock.ts); the backup
 * checked against its manifest; the data folder's PostgreSQL and uploads moved aside into
 * DATA_DIR/avant-restauration-<time> (never deleted), the backup put in their place, PostgreSQL started (it replays
 * the backup's WAL), and the ledger integrity check run on every restaurant before « restauré » is said.
 * Exit code 0; 1 refused (product running, file changed, chain broken); 2 usage or failure. docs/operations.md.
 */
const config = loadConfig();
const dataDir = config.DATA_DIR;

const run = async () => {
  if (config.DATABASE_URL) {
    console.error(externalDatabaseMessage('npm run restore'));
    return 2;
  }
  const named = process.argv[2];
  if (!named) {
    console.error('Usage : npm run restore -- <dossier ou nom de la sauvegarde>');
    return 2;
  }
  const server = holderOf(dataDir);
  if (server) {
    console.error(`Restauration refusée : ${heldMessage(dataDir, server)}`);
    return 1;
  }
  const began = performance.now();
  const backupDir = await resolveBackup(dataDir, named);
  // no server may start on the folder while its files are swapped
  const release = claimDataDir(dataDir, "l'outil de restauration");
  const clusterDir = path.join(dataDir, 'postgres');
  const aside = path.join(dataDir, `avant-restauration-${new Date().toISOString().replace(/:/g, '-')}`);
  try {
    const orphan = runningPostgres(clusterDir);
    if (orphan) {
      console.error(
        `Restauration refusée : un PostgreSQL tourne encore sur ${clusterDir} (processus ${orphan.pid}) sans serveur FitFit. ` +
          'Démarrez puis arrêtez le produit (il le reprend et l’arrête), puis relancez.',
      );
      return 1;
    }
    const manifest = await checkManifest(backupDir);
    const withUploads = manifest.uploads === 'disk';
    const moved: string[] = [];
    await mkdir(aside, { recursive: true });
    try {
      for (const part of withUploads ? ['postgres', 'uploads'] : ['postgres']) {
        if (!existsSync(path.join(dataDir, part))) continue;
        await rename(path.join(dataDir, part), path.join(aside, part));
        moved.push(part);
      }
      await restoreFiles(backupDir, manifest, dataDir, withUploads);
    } catch (error) {
      // the folder as it was: the half-copied parts go, the moved ones come back
      for (const part of withUploads ? ['postgres', 'uploads'] : ['postgres']) {
        await rm(path.join(dataDir, part), { recursive: true, force: true });
        if (moved.includes(part)) await rename(path.join(aside, part), path.join(dataDir, part));
      }
      await rm(aside, { recursive: true, force: true });
      throw error;
    }
  } finally {
    release();
  }
  console.log(`Fichiers de ${backupDir} conformes au manifeste et remis en place ; l'ancien contenu est gardé dans ${aside}.`);
  // loaded once the files are in place: the database layer and the ledger are most of the command's start
  const [{ openDatabase }, { checkEveryLedger }] = await Promise.all([import('../db/database'), import('../lib/backup/check-ledgers')]);
  const database = await openDatabase(config);
  try {
    const check = await checkEveryLedger(database.db);
    if (check.broken) {
      console.error(
        `Chaîne rompue après restauration, restaurant « ${check.broken.name} » : ${check.broken.message}. ` +
          `La base restaurée reste en place ; l'ancienne est dans ${aside}.`,
      );
      return 1;
    }
    console.log(
      `Sauvegarde ${path.basename(backupDir)} : restauré, ${check.restaurants} restaurants et ${check.tickets} tickets aux chaînes intactes (${secondsText((performance.now() - began) / 1000)}).`,
    );
    return 0;
  } finally {
    await database.close().catch(() => {});
  }
};

run().then(
  (code) => process.exit(code),
  (error) => {
    const text = errorText(error);
    console.error(text.startsWith('Sauvegarde') ? text : `Restauration impossible : ${text}`);
    process.exit(text.startsWith('Sauvegarde refusée') ? 1 : 2);
  },
);
