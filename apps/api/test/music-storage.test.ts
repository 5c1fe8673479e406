import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createStorage } from '../src/lib/storage/create-storage';
import type { FileStorage } from '../src/lib/storage/file-storage';
import { signedStreamUrl } from '../src/modules/music/stream/signing';
import { bearer } from './fixtures';
import { musicWorld, trackMp3 } from './music-helpers';
import { startS3 } from './s3-server';

const read = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

let s3: Awaited<ReturnType<typeof startS3>>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'fitfit-music-storage-'));
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const storages: [string, () => FileStorage][] = [
  ['data folder', () => createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }))],
  ['S3-compatible bucket', () => createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env }))],
];

describe.each(storages)('ranged reads from the %s', (_name, make) => {
  it('reads only the asked bytes and still tells the whole size', async () => {
    const storage = make();
    const bytes = randomBytes(5000);
    await storage.put('music/range.mp3', bytes, 'audio/mpeg');
    const slice = await storage.get('music/range.mp3', { start: 1000, end: 1999 });
    expect(slice?.size).toBe(5000);
    expect((await read(slice?.body as Readable)).equals(bytes.subarray(1000, 2000))).toBe(true);
    const whole = await storage.get('music/range.mp3');
    expect((await read(whole?.body as Readable)).equals(bytes)).toBe(true);
  });
});

describe('streaming from S3 storage', () => {
  it('answers a range of a song kept in the bucket with 206', async () => {
    const w = await musicWorld({ ...s3.env });
    try {
      const { bytes } = trackMp3(7);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' }), 's3.mp3');
      const song = (
        await w.ctx.app.inject({
          method: 'POST',
          url: '/api/v1/admin/songs',
          headers: bearer(w.tokens.admin),
          payload: form as unknown as string,
        })
      ).json();
      const url = await signedStreamUrl(w.ctx.database.db, song.id, Math.floor(Date.now() / 1000) + 60);
      const res = await w.ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=200-299' } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 200-299/${bytes.length}`);
      expect(res.rawPayload.equals(bytes.subarray(200, 300))).toBe(true);
    } finally {
      await w.ctx.close();
    }
  });
});
