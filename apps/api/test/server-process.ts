import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

/** A free TCP port on the loopback, for a server process started next. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port: p } = s.address() as { port: number };
      s.close(() => resolve(p));
    });
  });

/**
 * A real API process (node --import tsx src/server.ts) on the given database and port, resolved once it answers HTTP.
 * S3_* settings of the calling shell are dropped so the storage is only what `env` says.
 */
export const startServer = async (databaseUrl: string, port: number, env: Record<string, string> = {}) => {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('S3_')));
  // tsx as a loader of this one node process, not its CLI (which runs a second one): signals reach the server itself
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...inherited,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/v1/auth/me`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
};

/** SIGTERM (graceful close), then SIGKILL if the process is still there after `graceMs`. */
export const stopServer = async (child: ChildProcess | undefined, graceMs = 5_000) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
};

/** Where an embedded-default API runs: read when a process starts (the tests choose them in `beforeAll`). */
export type EmbeddedPlace = { dataDir: string; pgPort: number; port: number };

/**
 * Node processes of the API (server or CLI) on the embedded default, each on `place()`'s data folder and ports, their
 * stdout and stderr kept; `children` for the file's `afterAll`. The tests' own PostgreSQL settings and S3 do not leak in.
 */
export const embeddedApi = (place: () => EmbeddedPlace) => {
  const apiDir = path.join(__dirname, '..');
  const children: ChildProcess[] = [];
  const run = (script: string, args: string[] = [], env: Record<string, string> = {}) => {
    const { dataDir, pgPort, port } = place();
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !k.startsWith('S3_') && k !== 'DATABASE_URL' && k !== 'TEST_DATABASE_URL'),
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: apiDir,
      env: {
        ...inherited,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        DEMO_LIVE: 'off',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const out = { stdout: '', stderr: '' };
    child.stdout?.on('data', (c) => {
      out.stdout += c;
    });
    child.stderr?.on('data', (c) => {
      out.stderr += c;
    });
    const exited = once(child, 'exit').then(([code]) => code as number | null);
    return { child, out, exited };
  };
  const health = () =>
    fetch(`http://127.0.0.1:${place().port}/api/v1/health`)
      .then((r) => r.ok)
      .catch(() => false);
  return { run, health, children };
};
