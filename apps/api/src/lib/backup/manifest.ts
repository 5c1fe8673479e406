import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One copied file: its path inside the backup (forward slashes), its size and SHA-256 as written. */
export interface BackupFile {
  path: string;
  size: number;
  sha256: string;
}

/** `manifest.json` of a backup (docs/operations.md « Ce que contient une sauvegarde »). */
export interface BackupManifest {
  format: 1;
  product: 'FitFit Solution';
  postgres_version: string;
  /** pg_backup_start's LSN and the moment it returned; pg_backup_stop's LSN and the moment it was called. */
  start_lsn: string;
  stop_lsn: string;
  start_time: string;
  stop_time: string;
  /** The WAL segments kept in postgres/pg_wal: from the start LSN's through the stop LSN's. */
  wal: { first: string; last: string };
  uploads: 'disk' | 's3';
  /** Empty folders PostgreSQL needs (pg_wal/archive_status, pg_notify…): a manifest of files alone would lose them. */
  directories: string[];
  files: BackupFile[];
}

export const MANIFEST = 'manifest.json';

// Files up to this size are read in one call: most of a cluster is small files, where streams cost more than the bytes
const WHOLE = 32 * 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Copies `from` to `to` (its folder made), hashing what is written; a file that vanished meanwhile gives undefined. */
export const copyHashed = async (from: string, to: string): Promise<{ size: number; sha256: string } | undefined> => {
  try {
    await mkdir(path.dirname(to), { recursive: true });
    const size = (await stat(from)).size;
    if (size <= WHOLE) {
      const bytes = await readFile(from);
      await writeFile(to, bytes, { mode: 0o600 });
      return { size: bytes.length, sha256: sha256(bytes) };
    }
    const hash = createHash('sha256');
    let copied = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        copied += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(createReadStream(from), tap, createWriteStream(to, { mode: 0o600 }));
    return { size: copied, sha256: hash.digest('hex') };
  } catch (error) {
    // PostgreSQL drops files while it runs (a dropped table, a temporary relation): WAL replay recreates what matters
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

export const hashFile = async (file: string) => {
  if ((await stat(file)).size <= WHOLE) {
    const bytes = await readFile(file);
    return { size: bytes.length, sha256: sha256(bytes) };
  }
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
};

/** Runs `work` on every item, `width` at a time (the disk is faster with a few reads in flight than with one). */
export const eachInParallel = async <T>(items: T[], width: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
};

/** Every regular file under `root`, as paths relative to it with forward slashes. */
export const listFiles = async (root: string, under = ''): Promise<string[]> => {
  const entries = await readdir(path.join(root, under), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found: string[] = [];
  for (const e of entries) {
    const rel = under ? `${under}/${e.name}` : e.name;
    if (e.isDirectory()) found.push(...(await listFiles(root, rel)));
    else if (e.isFile()) found.push(rel);
  }
  return found;
};

export const readManifest = async (backupDir: string): Promise<BackupManifest> => {
  let text: string;
  try {
    text = await readFile(path.join(backupDir, MANIFEST), 'utf8');
  } catch {
    throw new Error(`Sauvegarde refusée : ${path.join(backupDir, MANIFEST)} manque (ce dossier n'est pas une sauvegarde complète).`);
  }
  try {
    const manifest = JSON.parse(text) as BackupManifest;
    if (manifest.format !== 1 || !Array.isArray(manifest.files)) throw new Error('format inconnu');
    return manifest;
  } catch (error) {
    throw new Error(`Sauvegarde refusée : ${MANIFEST} illisible (${(error as Error).message}).`);
  }
};

/**
 * Checks a backup against its manifest before anything is restored from it: every file there with its size and
 * SHA-256, and no file the manifest does not name. Throws, in French, naming the first file that differs.
 */
export const checkManifest = async (backupDir: string): Promise<BackupManifest> => {
  const manifest = await readManifest(backupDir);
  const listed = new Set(manifest.files.map((f) => f.path));
  // the cheap checks first (every file there, of its size, no stranger), then every byte
  for (const f of manifest.files) {
    const info = await stat(path.join(backupDir, f.path)).catch(() => undefined);
    if (!info?.isFile()) throw new Error(`Sauvegarde refusée : le fichier ${f.path} manque.`);
    if (info.size !== f.size)
      throw new Error(`Sauvegarde refusée : le fichier ${f.path} a changé (taille ${info.size} au lieu de ${f.size}).`);
  }
  for (const rel of await listFiles(backupDir)) {
    if (rel !== MANIFEST && !listed.has(rel)) throw new Error(`Sauvegarde refusée : le fichier ${rel} n'est pas dans le manifeste.`);
  }
  // four at a time; the file that differs is named (the first found when several do)
  let changed: string | undefined;
  await eachInParallel(manifest.files, 4, async (f) => {
    if (!changed && (await hashFile(path.join(backupDir, f.path))).sha256 !== f.sha256) changed = f.path;
  });
  if (changed) throw new Error(`Sauvegarde refusée : le fichier ${changed} a changé (empreinte SHA-256 différente).`);
  return manifest;
};
