import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Processes, postmasterPid } from './cpu';
import { settings } from './settings';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export type Running = { url: string; stop(): Promise<void>; processes: Processes };

/** Starts a Node child process and waits until `healthPath` answers 200. */
const startNode = async (
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  healthPath: string,
  stdout: number | 'inherit',
  cwd = repoRoot,
) => {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + settings.startTimeout * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.at(-1)} exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM'); // not left running behind a failed bench
      throw new Error(`${args.at(-1)} did not start within ${settings.startTimeout} s`);
    }
    const ok = await fetch(`${url}${healthPath}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/**
 * Starts the real product (demo data, embedded PostgreSQL in a temp folder) as a child process, logging
 * at `settings.logLevel` into a file as it would in production (not to a terminal, which would cost more).
 */
export const startProduct = async (
  root = repoRoot,
  env: NodeJS.ProcessEnv = {},
): Promise<Running & { databaseUrl: string; logFile: string }> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fitfit-bench-'));
  chmodSync(dataDir, 0o777);
  const port = await freePort();
  const pgPort = await freePort();
  const logFile = path.join(dataDir, 'product.log');
  const log = openSync(logFile, 'a');
  const profile = settings.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${settings.cpuProfDir}`] : [];
  const running = await startNode(
    [...profile, '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      DEMO_LIVE: 'off', // no demo till selling during the measures (docs/demo.md)
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: settings.logLevel,
      ...env,
    },
    port,
    '/api/v1/health',
    log,
    root,
  );
  return {
    ...running,
    processes: { node: running.pid, postgres: postmasterPid(dataDir) },
    // The embedded server's fixed credentials (apps/api/src/db/database.ts), so the bare twin reads the same data.
    databaseUrl: `postgres://fitfit:fitfit@127.0.0.1:${pgPort}/fitfit`,
    logFile,
    stop: async () => {
      await running.stop();
      closeSync(log);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Starts bare-server.ts (bare Fastify + pg on the product's database) in its own process, like the product. */
export const startBare = async (product: Running & { databaseUrl: string }): Promise<Running> => {
  const port = await freePort();
  const running = await startNode(
    ['--import', 'tsx', 'bench/bare-server.ts'],
    { PORT: String(port), DATABASE_URL: product.databaseUrl },
    port,
    '/bare',
    'inherit',
  );
  return { ...running, processes: { node: running.pid, postgres: product.processes.postgres } };
};
