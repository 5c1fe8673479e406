import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './product';
import { settings } from './settings';

/** The machine as it was during the run; the load average tells whether other processes shared it. */
export const machine = () => ({
  cpus: os.cpus().length,
  cpu_model: os.cpus()[0]?.model,
  node: process.version,
  load_average_1m: Number(os.loadavg()[0].toFixed(2)),
});

/** Writes bench/results/<name>.json and returns its path. */
export const writeResult = (name: string, figures: Record<string, unknown>) => {
  const file = path.join(repoRoot, `bench/results/${name}.json`);
  const report = { date: new Date().toISOString(), machine: machine(), settings, ...figures };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
};
