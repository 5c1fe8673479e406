import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST } from './manifest';

/** `DATA_DIR/backups`: one folder per backup, named by its start time (UTC, sortable). */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
/** A backup being written: renamed to its time once complete. */
export const IN_PROGRESS = '.en-cours-';

/** The complete backups of the data folder (a manifest, not in progress), oldest first: their names sort by time. */
export const listBackups = async (dataDir: string) => {
  const root = backupsDir(dataDir);
  const names = await readdir(root).catch(() => [] as string[]);
  return names
    .filter((n) => !n.startsWith('.') && existsSync(path.join(root, n, MANIFEST)))
    .sort()
    .map((n) => path.join(root, n));
};

/** The backup a command names: a folder path, or a name under DATA_DIR/backups; none named: the newest. */
export const resolveBackup = async (dataDir: string, named?: string) => {
  if (!named) {
    const newest = (await listBackups(dataDir)).at(-1);
    if (!newest) throw new Error(`Aucune sauvegarde dans ${backupsDir(dataDir)} : lancez d'abord npm run backup.`);
    return newest;
  }
  for (const dir of [path.resolve(named), path.join(backupsDir(dataDir), named)]) if (existsSync(dir)) return dir;
  throw new Error(`Sauvegarde introuvable : ${named} (ni un dossier, ni un nom dans ${backupsDir(dataDir)}).`);
};
