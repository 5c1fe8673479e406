// Writes .br and .gz beside every text asset of the build, once, at the highest levels: the API serves
// them as they are (no compression per request), which keeps the first load small on slow phones.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
// Below this size the encoded body is no smaller than the headers it saves.
const minBytes = 1024;
// zlib's asynchronous calls run on libuv's thread pool: the files are compressed side by side, one per core
// (quality 11 is slow: about 7 s for the whole build on one core).
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });

// The folder is an argument so the API test can run this very script on a small fixture build.
const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const files = walk(dist).filter((f) => compressible.test(f));
const sizes = await Promise.all(
  files.map(async (file) => {
    const body = readFileSync(file);
    if (body.length < minBytes) return [0, 0];
    const [br, gz] = await Promise.all([
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 9 }),
    ]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    return [body.length, br.length];
  }),
);
const raw = sizes.reduce((a, [r]) => a + r, 0);
const brotli = sizes.reduce((a, [, b]) => a + b, 0);
console.log(`precompress: ${(raw / 1024).toFixed(0)} kB → ${(brotli / 1024).toFixed(0)} kB (brotli)`);
