import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** An S3-compatible server in the test process (s3rver, files in a temp folder) and the S3_* settings to reach it. */
export const startS3 = async () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'fitfit-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'fitfit' }] });
  const { port } = await server.run();
  return {
    directory,
    env: {
      S3_BUCKET: 'fitfit',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'photos/',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
