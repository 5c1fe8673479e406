import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server-process';

/**
 * PgBouncer (the Debian package, `.ci/run` installs it) as a child process of a test, in transaction mode in front of
 * a PostgreSQL: its ini and userlist written in a temporary folder. docs/operations.md « Pooler ».
 */

/** The pgbouncer program: on PATH, or in /usr/sbin where Debian puts it (not on every user's PATH). */
export const pgbouncerBinary = (): string => {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const candidate = path.join(dir, 'pgbouncer');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  throw new Error(
    "pgbouncer est introuvable (ni sur le PATH, ni dans /usr/sbin) : installez-le (`apt-get install -y pgbouncer`, ce que fait .ci/run) — le test du pooler ne s'ignore pas",
  );
};

/** `[major, minor]` of `pgbouncer --version` (« PgBouncer 1.18.0 »). */
export const pgbouncerVersion = (binary: string): [number, number] => {
  const out = execFileSync(binary, ['--version'], { encoding: 'utf8' });
  const m = /PgBouncer (\d+)\.(\d+)/.exec(out);
  if (!m) throw new Error(`Version de pgbouncer illisible : ${out}`);
  return [Number(m[1]), Number(m[2])];
};

export interface BouncerOptions {
  /** The PostgreSQL behind it. */
  host: string;
  port: number;
  /** The pooler's database names: each the server's `dbname` with at most `poolSize` server connections per user. */
  databases: Record<string, { dbname: string; poolSize: number }>;
  /** The roles clients sign in with, and their passwords (PgBouncer signs in to PostgreSQL with them too). */
  users: Record<string, string>;
}

const quoted = (s: string) => `"${s.replaceAll('"', '""')}"`;

/** Starts PgBouncer in transaction mode; resolved once it accepts connections. */
export const startPgbouncer = async (binary: string, o: BouncerOptions) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fitfit-pgbouncer-'));
  // read by the unprivileged user pgbouncer switches to when started as root (it refuses to run as root)
  chmodSync(dir, 0o755);
  const port = await freePort();
  const [major, minor] = pgbouncerVersion(binary);
  const userlist = path.join(dir, 'userlist.txt');
  writeFileSync(
    userlist,
    Object.entries(o.users)
      .map(([u, p]) => `${quoted(u)} ${quoted(p)}\n`)
      .join(''),
    { mode: 0o644 },
  );
  const ini = [
    '[databases]',
    ...Object.entries(o.databases).map(([name, d]) => `${name} = host=${o.host} port=${o.port} dbname=${d.dbname} pool_size=${d.poolSize}`),
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = scram-sha-256',
    `auth_file = ${userlist}`,
    'pool_mode = transaction',
    'max_client_conn = 200',
    'default_pool_size = 2',
    // ≥ 1.21 could carry named statements across server connections (`max_prepared_statements`): kept off, as on
    // Debian 12's 1.18, which is what DATABASE_POOLER=transaction is for
    ...(major > 1 || minor >= 21 ? ['max_prepared_statements = 0'] : []),
    ...(process.getuid?.() === 0 ? ['user = postgres'] : []),
  ].join('\n');
  const iniFile = path.join(dir, 'pgbouncer.ini');
  writeFileSync(iniFile, `${ini}\n`, { mode: 0o644 });
  const child: ChildProcess = spawn(binary, [iniFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const s of [child.stdout, child.stderr]) s?.on('data', (c) => (output = (output + c).slice(-4000)));
  const accepting = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        resolve(true);
        socket.end();
      });
      socket.once('error', () => resolve(false));
    });
  for (let i = 0; !(await accepting()); i++) {
    if (child.exitCode !== null || i > 100) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`pgbouncer n'a pas démarré (code ${child.exitCode}) : ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    pid: child.pid,
    version: `${major}.${minor}`,
    /** The address of `database` through the pooler for `user`. */
    url: (user: string, database: string) =>
      `postgres://${encodeURIComponent(user)}:${encodeURIComponent(o.users[user] ?? '')}@127.0.0.1:${port}/${database}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGINT'); // immediate shutdown
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
export type Pgbouncer = Awaited<ReturnType<typeof startPgbouncer>>;
