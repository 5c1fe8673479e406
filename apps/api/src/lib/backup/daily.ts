import path from 'node:path';
import type { Config } from '../../config';
import { errorText } from '../error-text';
import { listBackups } from './folders';
import { pruneBackups } from './prune';
import { takeBackup } from './take-backup';
import { megabytes, secondsText } from './words';

const HOUR = 3_600_000;

/** When a backup folder's name (its start time, `2026-11-27T02-00-00.000Z`) says it was taken. */
const takenAt = (dir: string) => Date.parse(path.basename(dir).replace(/T(\d\d)-(\d\d)-(\d\d)/, 'T$1:$2:$3'));

/**
 * BACKUP_DAILY: while the product runs on the embedded PostgreSQL, a backup (npm run backup's) whenever the newest one
 * is a day old — checked a minute after the start, then every hour, so a restart neither skips nor doubles a day.
 * `stop` waits for a backup under way (the server stops PostgreSQL after it).
 */
export const startDailyBackup = (config: Config, ownerUrl: string, log: { info(m: string): void; error(m: string): void }) => {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = async () => {
    if (stopped || running) return;
    const newest = (await listBackups(config.DATA_DIR)).at(-1);
    if (newest && Date.now() - takenAt(newest) < 24 * HOUR - 5 * 60_000) return;
    running = takeBackup({ dataDir: config.DATA_DIR, ownerUrl, uploads: config.S3_BUCKET ? 's3' : 'disk' })
      .then(async (r) => {
        log.info(`Sauvegarde quotidienne écrite dans ${r.dir} : ${megabytes(r.bytes)} en ${secondsText(r.seconds)}`);
        await pruneBackups(config.DATA_DIR, config.BACKUP_KEEP);
      })
      .catch((error) => log.error(`Sauvegarde quotidienne impossible : ${errorText(error)}`))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, 60_000);
  const every = setInterval(tick, HOUR);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
};
