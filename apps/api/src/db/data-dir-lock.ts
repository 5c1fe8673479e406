import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isNodeName, processInfo } from './processes';

/**
 * `fitfit.pid` in the data folder names the FitFit process that owns its embedded PostgreSQL: the server, or a
 * command-line tool that had to start one of its own. Lines: pid, start time of that process, what it is.
 */
export const lockFile = (dataDir: string) => path.join(dataDir, 'fitfit.pid');

export interface Holder {
  pid: number;
  what: string;
}

/** The live process named by fitfit.pid: alive, a Node process, and the very one that wrote it (same start time). */
export const holderOf = (dataDir: string): Holder | undefined => {
  let text: string;
  try {
    text = readFileSync(lockFile(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  const [pidLine, started, what] = text.split('\n');
  const pid = Number(pidLine);
  const info = processInfo(pid);
  if (!info || !isNodeName(info.name) || (started && info.started !== started)) return undefined;
  return { pid, what: what || 'FitFit Solution' };
};

export const heldMessage = (dataDir: string, holder: Holder) =>
  `Le dossier de données ${dataDir} est déjà utilisé par ${holder.what} (processus ${holder.pid}). ` +
  'Arrêtez-le avant de relancer, ou choisissez un autre DATA_DIR.';

/**
 * Takes the data folder for this process, or throws, in French, who holds it. A fitfit.pid left by a process that
 * died (SIGKILL, out of memory, power cut) is replaced. Returns the release, also run at the process's exit.
 */
export const claimDataDir = (dataDir: string, what: string): (() => void) => {
  const file = lockFile(dataDir);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new Error(`Impossible de créer le dossier de données ${dataDir} : ${(error as Error).message}`);
  }
  const content = `${process.pid}\n${processInfo(process.pid)?.started ?? ''}\n${what}\n`;
  const release = () => {
    try {
      if (readFileSync(file, 'utf8') === content) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, content, { flag: 'wx' });
      process.once('exit', release);
      return () => {
        process.removeListener('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new Error(`Impossible d'écrire ${file} : ${(error as Error).message}`);
      const holder = holderOf(dataDir);
      if (holder) throw new Error(heldMessage(dataDir, holder));
      try {
        unlinkSync(file); // left by a process that is gone
      } catch {
        // removed meanwhile by another start: try again
      }
    }
  }
  throw new Error(`Impossible de prendre le dossier de données ${dataDir} (${file} réapparaît sans cesse)`);
};
