import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST } from './manifest';
import { backupsDir, IN_PROGRESS } from './take-backup';

/** The complete backups of the data folder (a manifest, not in progress), oldest first: their names sort by time. */
export const listBackups = async (dataDir: string) => {
  const root = backupsDir(dataDir);
  const names = await readdir(root).catch(() => [] as string[]);
  return names
    .filter((n) => !n.startsWith(IN_PROGRESS) && !n.startsWith('.') && existsSync(path.join(root, n, MANIFEST)))
    .sort()
    .map((n) => path.join(root, n));
};

/** Keeps the `keep` newest complete backups and deletes the others; returns the folders deleted. */
export const pruneBackups = async (dataDir: string, keep: number) => {
  const all = await listBackups(dataDir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const dir of old) await rm(dir, { recursive: true, force: true });
  return old;
};
