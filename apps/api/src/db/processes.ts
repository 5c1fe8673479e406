import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** A running process as the system describes it: its program name and its start time (told apart from a reused pid). */
export interface ProcessInfo {
  name: string;
  started: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The process `pid`, or undefined when there is none — nor when it has ended and waits to be reaped (a zombie: an
 * orphaned PostgreSQL's new parent may never reap it). Linux's /proc; `ps` where there is no /proc (macOS).
 */
export const processInfo = (pid: number): ProcessInfo | undefined => {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      if (fields[0] === 'Z' || fields[0] === 'X') return undefined;
      return { name: stat.slice(stat.indexOf('(') + 1, close), started: fields[19] };
    } catch {
      return undefined;
    }
  }
  try {
    const out = execFileSync('ps', ['-o', 'stat=', '-o', 'lstart=', '-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const words = out.split(/\s+/);
    if (!out || words[0].startsWith('Z')) return undefined;
    return { name: path.basename(words.slice(6).join(' ')), started: words.slice(1, 6).join(' ') };
  } catch {
    return undefined;
  }
};

export const isPostgres = (pid: number) => processInfo(pid)?.name === 'postgres';

/**
 * The cluster folder a postgres server process was started on (`-D`), resolved like the caller's; undefined where
 * the system does not tell (no /proc).
 */
export const postgresFolder = (pid: number): string | undefined => {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const folder = args[args.indexOf('-D') + 1];
    if (args.indexOf('-D') < 0 || !folder) return '';
    return realpathSync(path.resolve(readlinkSync(`/proc/${pid}/cwd`), folder));
  } catch {
    return undefined;
  }
};

export const isNodeName = (name: string) => name === 'node' || name === path.basename(process.execPath);

/** Signals `pid` and waits until it has ended (a zombie counts as ended); false if it is still there after `ms`. */
export const endProcess = async (pid: number, signal: NodeJS.Signals, ms: number) => {
  try {
    process.kill(pid, signal);
  } catch {
    return true; // already gone
  }
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(100)) if (!processInfo(pid)) return true;
  return !processInfo(pid);
};
