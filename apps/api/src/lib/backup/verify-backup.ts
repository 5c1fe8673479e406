import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '../../db/database';
import { embeddedUrl, startEmbeddedPostgres } from '../../db/embedded';
import type { LedgerCheck } from './check-ledgers';
import { type BackupManifest, checkManifest } from './manifest';
import { restoreFiles } from './restore-files';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * `npm run backup -- --verify`: the backup checked against its manifest, restored into a temporary folder, started
 * there on a free port (PostgreSQL replays its WAL), and the ledger integrity check run on every restaurant. The
 * data folder and the running product are left untouched; the temporary folder is deleted.
 */
export const verifyBackup = async (backupDir: string): Promise<{ manifest: BackupManifest; check: LedgerCheck; seconds: number }> => {
  const began = performance.now();
  const manifest = await checkManifest(backupDir);
  const scratch = await mkdtemp(path.join(tmpdir(), 'fitfit-verification-'));
  await chmod(scratch, 0o755); // run as root, PostgreSQL runs as the postgres user and must reach its folder
  try {
    await restoreFiles(backupDir, manifest, scratch, false);
    const port = await freePort();
    const server = await startEmbeddedPostgres(scratch, port);
    try {
      const database = connect(embeddedUrl(port, 'fitfit'), 2);
      try {
        // loaded here: the ledger's code is most of a command's start, and a refused backup never needs it
        const { checkEveryLedger } = await import('./check-ledgers');
        return { manifest, check: await checkEveryLedger(database.db), seconds: (performance.now() - began) / 1000 };
      } finally {
        await database.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
};
