import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { SessionResponse } from '../../packages/contracts/src';
import { apiLogin } from './api';
import { startSmtpServer } from './smtp';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's DATA_DIR (mail written as .eml files, uploads). */
    dataDir: string;
    baseUrl: string;
    /** Sessions of the demo accounts by e-mail, opened once for the run (support/browser.ts `newPage({ as })`). */
    demoSessions: Record<string, SessionResponse>;
  }
}

const DEMO_ACCOUNTS = [
  'admin@fitfit.example',
  'restaurateur@fitfit.example',
  'franchiseur@fitfit.example',
  'commercial@fitfit.example',
  'lucie@fitfit.example',
];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts the real product once for the whole browser suite: `tsx apps/api/src/server.ts` with demo data on
 * a fresh embedded PostgreSQL, serving the built SPA (apps/web/dist). Teardown stops it with SIGTERM (the
 * server then stops its PostgreSQL) and removes the data folder.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error(
      'apps/web/dist/index.html is missing: build the web app first (`npm run build -w @fitfit/web`, or run `npm run test:e2e` from the repository root).',
    );
  }
  const runDir = mkdtempSync(path.join(tmpdir(), 'fitfit-e2e-'));
  chmodSync(runDir, 0o777); // initdb runs as the postgres user when we are root
  const dataDir = path.join(runDir, 'data');
  mkdirSync(dataDir);
  chmodSync(dataDir, 0o777);
  // The suite serves a snapshot of the build it started with, so a rebuild of apps/web/dist during the
  // run (another terminal, a watcher) cannot turn pages into 404s halfway through.
  const webDist = path.join(runDir, 'web-dist');
  cpSync(path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  const port = await freePort();
  const pgPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The product's e-mails go through a real SMTP server (support/smtp.ts), kept as .eml files in DATA_DIR/mail.
  const smtp = await startSmtpServer(path.join(dataDir, 'mail'));

  // `npx tsx` without npx's extra process: tsx relays SIGTERM to the server process.
  const tsxCli = createRequire(path.join(repoRoot, 'package.json')).resolve('tsx/cli');
  const output: string[] = [];
  const child = spawn(process.execPath, [tsxCli, 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      DEMO_DAYS: '7',
      DEMO_LIVE: 'off', // the live demo terminal would add tickets under the tests' feet (docs/demo.md)
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SPLASH_DELAY_MS: '0',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      // every file registers its own restaurateurs from this one address (127.0.0.1): more than the 20 an hour a real
      // address gets (a CI run refused module-assignment's with 429 once the account files came)
      REGISTRATION_ADDRESS_LIMIT: '1000',
      // argon2id at its smallest cost (apps/api/src/lib/passwords.ts): the sign-ins and accounts the tests make
      // do not each cost ~0.1 s of a shared core; never set in production (the configuration refuses it).
      TEST_CHEAP_PASSWORD_HASH: 'true',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      // the links in e-mails (« Mot de passe oublié », e-mail change) lead to this run's product
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    const stopping = Date.now();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const done = await Promise.race([
        exited(child).then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), STOP_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      if (!done) {
        console.error(`[e2e] the product did not stop within ${STOP_TIMEOUT_MS} ms after SIGTERM; killing it`);
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    await smtp.close();
    rmSync(runDir, { recursive: true, force: true });
    console.log(`[e2e] product stopped in ${Date.now() - stopping} ms`);
  };

  const started = Date.now();
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the product exited during start (code ${child.exitCode ?? child.signalCode})`);
      }
      if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`GET /api/v1/health did not answer 200 within ${START_TIMEOUT_MS} ms`);
      const ok = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2_000) })
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) break;
      await sleep(250); // the interval between two health probes while the server boots
    }
    project.provide('demoSessions', Object.fromEntries(await Promise.all(DEMO_ACCOUNTS.map(async (e) => [e, await apiLogin(baseUrl, e)]))));
  } catch (error) {
    await stop();
    throw new Error(`[e2e] could not start the product: ${(error as Error).message}\n--- server output ---\n${output.join('')}`);
  }
  console.log(`[e2e] product ready on ${baseUrl} in ${Date.now() - started} ms`);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    const output_ = output.join('');
    await stop();
    if (process.env.E2E_SERVER_LOG) console.log(output_);
  };
}
