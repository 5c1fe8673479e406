import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { backupsDir, IN_PROGRESS } from './folders';
import { type BackupFile, type BackupManifest, copyHashed, eachInParallel, hashFile, listFiles, MANIFEST } from './manifest';

// What pg_basebackup leaves out of a copy: runtime files, and folders whose content PostgreSQL rebuilds at start
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'backup_manifest',
  'current_logfiles',
]);
const EMPTIED_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
  bytes: number;
  seconds: number;
}

/** The cluster's files to copy and every folder (empty ones included), relative to the cluster folder. */
const clusterEntries = async (clusterDir: string, under = '', into = { files: [] as string[], dirs: [] as string[] }) => {
  for (const e of await readdir(path.join(clusterDir, under), { withFileTypes: true })) {
    const rel = under ? `${under}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (e.name.startsWith('pgsql_tmp')) continue;
      into.dirs.push(rel);
      if (!(under === '' && EMPTIED_DIRS.has(e.name))) await clusterEntries(clusterDir, rel, into);
    } else if (e.isFile() && !(under === '' && SKIPPED_FILES.has(e.name)) && e.name !== 'pg_internal.init') into.files.push(rel);
  }
  return into;
};

/**
 * A consistent copy of the RUNNING embedded PostgreSQL without stopping it (PostgreSQL's online low-level backup):
 * on one session, a temporary replication slot keeps every WAL segment from now on, `pg_backup_start` checkpoints,
 * the cluster folder is copied while the product keeps writing (pages torn by the copy are rewritten from the WAL,
 * full-page writes being forced meanwhile), `pg_backup_stop` gives the backup_label, and the WAL segments from the
 * start LSN's through the stop LSN's are copied. Restored, PostgreSQL replays them up to the stop LSN at least:
 * everything committed before pg_backup_stop is in the copy. The uploads (disk storage) are copied beside it.
 * Written into `.en-cours-<name>` and renamed when complete: a crash leaves no half backup among the others.
 */
export const takeBackup = async (opts: { dataDir: string; ownerUrl: string; uploads: 'disk' | 's3' }): Promise<BackupResult> => {
  const began = performance.now();
  const clusterDir = path.join(opts.dataDir, 'postgres');
  const name = new Date().toISOString().replace(/:/g, '-');
  const work = path.join(backupsDir(opts.dataDir), `${IN_PROGRESS}${name}`);
  const files: BackupFile[] = [];
  const keep = async (from: string, rel: string) => {
    const copied = await copyHashed(from, path.join(work, rel));
    if (copied) files.push({ path: rel, ...copied });
  };
  const client = new pg.Client({ connectionString: opts.ownerUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const one = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0] as T;
    const { server_version } = await one<{ server_version: string }>('show server_version');
    // temporary: dropped when this session ends, even if the backup fails half way
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [`fitfit_sauvegarde_${process.pid}`]);
    const { lsn: startLsn } = await one<{ lsn: string }>('select pg_backup_start($1, true)::text as lsn', [`FitFit ${name}`]);
    const startTime = new Date().toISOString();
    const { files: clusterFiles, dirs } = await clusterEntries(clusterDir);
    await eachInParallel(clusterFiles, 4, (rel) => keep(path.join(clusterDir, rel), `postgres/${rel}`));
    const stopTime = new Date().toISOString();
    const stop = await one<{ lsn: string; labelfile: string; spcmapfile: string }>(
      'select lsn::text, labelfile, spcmapfile from pg_backup_stop(false)',
    );
    const segment = async (lsn: string) => (await one<{ f: string }>('select pg_walfile_name($1::pg_lsn) as f', [lsn])).f;
    const [first, last] = [await segment(startLsn), await segment(stop.lsn)];
    for (const [rel, text] of [
      ['postgres/backup_label', stop.labelfile],
      ['postgres/tablespace_map', stop.spcmapfile],
    ] as const) {
      if (!text) continue;
      await writeFile(path.join(work, rel), text, { mode: 0o600 });
      files.push({ path: rel, ...(await hashFile(path.join(work, rel))) });
    }
    // still on the session: the slot keeps these segments until they are copied
    const wal = (await readdir(path.join(clusterDir, 'pg_wal'))).filter(
      (f) => (WAL_SEGMENT.test(f) && f.slice(0, 8) === first.slice(0, 8) && f >= first && f <= last) || f.endsWith('.history'),
    );
    for (const f of wal.sort()) await keep(path.join(clusterDir, 'pg_wal', f), `postgres/pg_wal/${f}`);
    await client.end();

    if (opts.uploads === 'disk') {
      const uploads = path.join(opts.dataDir, 'uploads');
      await eachInParallel(await listFiles(uploads), 4, (rel) => keep(path.join(uploads, rel), `uploads/${rel}`));
    }
    const manifest: BackupManifest = {
      format: 1,
      product: 'FitFit Solution',
      postgres_version: server_version,
      start_lsn: startLsn,
      stop_lsn: stop.lsn,
      start_time: startTime,
      stop_time: stopTime,
      wal: { first, last },
      uploads: opts.uploads,
      directories: ['postgres', ...dirs.map((d) => `postgres/${d}`), 'postgres/pg_wal/archive_status', 'postgres/pg_wal/summaries'],
      files: files.sort((x, y) => (x.path < y.path ? -1 : 1)),
    };
    await writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const dir = path.join(backupsDir(opts.dataDir), name);
    await rename(work, dir);
    const bytes = files.reduce((s, f) => s + f.size, 0);
    return { dir, manifest, bytes, seconds: (performance.now() - began) / 1000 };
  } catch (error) {
    await client.end().catch(() => {});
    await rm(work, { recursive: true, force: true });
    throw error;
  }
};
