import { rm } from 'node:fs/promises';
import { listBackups } from './folders';

/** Keeps the `keep` newest complete backups (BACKUP_KEEP) and deletes the others; returns the folders deleted. */
export const pruneBackups = async (dataDir: string, keep: number) => {
  const all = await listBackups(dataDir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const dir of old) await rm(dir, { recursive: true, force: true });
  return old;
};
