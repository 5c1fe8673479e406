import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createStorage } from '../src/lib/storage/create-storage';
import type { FileStorage } from '../src/lib/storage/file-storage';
import { placeholderPng } from '../src/lib/uploads/png';
import { startS3 } from './s3-server';

const read = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

let s3: Awaited<ReturnType<typeof startS3>>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'fitfit-storage-'));
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const storages: [string, () => FileStorage][] = [
  ['data folder (default)', () => createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }))],
  ['S3-compatible bucket (S3_* settings)', () => createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env }))],
];

describe.each(storages)('file storage: %s', (_name, make) => {
  const key = `00000000-0000-4000-8000-000000000001/${'a'.repeat(32)}.png`;
  const png = placeholderPng('#2b6cb0');

  it('stores, reads back the same bytes and size, then removes; a missing file reads as undefined', async () => {
    const storage = make();
    await storage.put(key, png, 'image/png');
    const found = await storage.get(key);
    expect(found?.size).toBe(png.length);
    expect((await read(found?.body as Readable)).equals(png)).toBe(true);
    await storage.remove(key);
    expect(await storage.get(key)).toBeUndefined();
    await storage.remove(key); // removing twice is fine
    expect(await storage.get(`00000000-0000-4000-8000-000000000001/${'b'.repeat(32)}.png`)).toBeUndefined();
  });
});

describe('storage choice', () => {
  it('writes to DATA_DIR/uploads by default and to the bucket under S3_PREFIX when S3_BUCKET is set', async () => {
    expect(createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir })).kind).toBe('disk');
    const storage = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env }));
    expect(storage.kind).toBe('s3');
    await storage.put('r/f.png', Buffer.from('x'), 'image/png');
    expect(readdirSync(path.join(s3.directory, 'fitfit'), { recursive: true }).join(' ')).toContain('photos');
  });

  it('keeps disk keys inside the uploads folder', async () => {
    const storage = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    await expect(storage.put('../../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow('escapes');
  });
});
