import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time used by a server and by PostgreSQL, from /proc (Linux). On a machine shared with other busy
 * processes, requests per second follow the neighbours' load; CPU milliseconds per request barely do, so
 * they compare two runs made at different times.
 */
export type Processes = { node: number; postgres: number };
export type CpuSample = { node_ms: number; postgres_ms: number };

const tickMs = 1000 / Number(execSync('getconf CLK_TCK').toString().trim());

/** utime, stime, cutime, cstime and the parent pid of a process (fields 14–17 and 4 of /proc/pid/stat). */
const stat = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const n = (i: number) => Number(fields[i - 3]);
    return { ppid: n(4), own: n(14) + n(15), children: n(16) + n(17) };
  } catch {
    return undefined; // the process ended between the listing and the read
  }
};

/** PostgreSQL's CPU: the postmaster, its live backends, and the backends that ended (counted in its children's time). */
const postgresTicks = (postmaster: number) => {
  const root = stat(postmaster);
  if (!root) throw new Error(`PostgreSQL (pid ${postmaster}) is not running`);
  let ticks = root.own + root.children;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (s?.ppid === postmaster) ticks += s.own;
  }
  return ticks;
};

export const cpuSample = ({ node, postgres }: Processes): CpuSample => ({
  node_ms: (stat(node)?.own ?? 0) * tickMs,
  postgres_ms: postgresTicks(postgres) * tickMs,
});

export const postmasterPid = (dataDir: string) => Number(readFileSync(`${dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[0]);
