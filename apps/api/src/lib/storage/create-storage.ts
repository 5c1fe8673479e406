import path from 'node:path';
import type { Config } from '../../config';
import { diskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { s3Storage } from './s3-storage';

export type { FileStorage } from './file-storage';

/** The storage the settings ask for: S3 when `S3_BUCKET` is set, else `${DATA_DIR}/uploads`. */
export const createStorage = (config: Config): FileStorage =>
  config.S3_BUCKET
    ? s3Storage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
        prefix: config.S3_PREFIX,
      })
    : diskStorage(path.join(config.DATA_DIR, 'uploads'));
