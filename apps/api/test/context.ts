import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { connect, type Database } from '../src/db/database';
import { seedDemo } from '../src/db/seed/demo';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/**
 * Tests write to the database directly between requests, as another process would. The app learns of such a
 * change through a NOTIFY (modules/auth/access-cache.ts), delivered within a moment of the commit: an injected
 * request first waits until this instance has applied every notification committed before it, the moment a
 * real client's network round trip gives. Writes made through the API need no wait (the app syncs before
 * answering them); test/access-cache.test.ts checks both without this wrapper.
 */
export const syncBeforeInject = (app: FastifyInstance) => {
  const inject = app.inject.bind(app) as (options?: unknown, callback?: unknown) => unknown;
  app.inject = ((options?: unknown, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? inject(options, callback)
      : app.accessCache.sync().then(() => inject(options))) as typeof app.inject;
};

/** A new database copied from `template`; its name starts with the run's template's, so the global teardown finds it. */
const copyOf = async (templateUrl: string, template: string) => {
  const name = `${new URL(templateUrl).pathname.slice(1)}_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return name;
};

/**
 * The copy of the migrated template the next file will take, made while this one runs: the API project runs the
 * files of a worker one after the other in the same module (isolate: false, vitest.config.ts), so a file no longer
 * waits for its copy (≈ 0.2–1 s each, the time of PostgreSQL copying 12 MB). The last one is left to the global teardown.
 */
let nextCopy: Promise<string> | undefined;

/** A fresh database copied from the migrated template, and the real app on top of it. */
/** `extraRoutes` adds routes to the real app before it is ready (tests of the platform's own rules). */
export const createTestContext = async (
  env: Record<string, string> = {},
  extraRoutes?: (app: FastifyInstance, database: Database) => void,
  from?: string,
): Promise<TestContext> => {
  const templateUrl = inject('templateUrl');
  const migrated = new URL(templateUrl).pathname.slice(1);
  let name: string;
  if (from) name = await copyOf(templateUrl, from);
  else {
    const ready = nextCopy ?? copyOf(templateUrl, migrated);
    // one copy at a time; a failed copy is thrown to the file that takes it
    nextCopy = ready.then(
      () => copyOf(templateUrl, migrated),
      () => copyOf(templateUrl, migrated),
    );
    nextCopy.catch(() => {});
    name = await ready;
  }
  const url = withDatabase(templateUrl, name);
  const database = connect(url, 5);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
  const app = await buildApp({ config, db: database.db, logger: false });
  extraRoutes?.(app, database);
  await app.ready();
  syncBeforeInject(app);
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      const drop = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
};

let demoTemplate: Promise<string> | undefined;

/**
 * A fresh database holding the demo data (`seedDemo`), and the real app on top of it. The demo data is seeded
 * once per worker into a database of its own, then copied for each file that asks (a copy takes well under a
 * second, a seed several): the API project runs its files without isolation (vitest.config.ts), so the files of
 * one worker share this module. The global teardown drops these databases.
 */
export const createDemoContext = async (env: Record<string, string> = {}) => {
  demoTemplate ??= (async () => {
    const templateUrl = inject('templateUrl');
    const template = new URL(templateUrl).pathname.slice(1);
    const name = `${template}_demo_${process.pid}`;
    const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const database = connect(withDatabase(templateUrl, name), 2);
    await seedDemo(database.db);
    await database.close(); // a template database must have no connection while it is copied
    return name;
  })();
  return createTestContext(env, undefined, await demoTemplate);
};
