// Writes .br and .gz beside every text asset of the build, once, at the highest levels: the API serves
// them as they are (no compression per request), which keeps the first load small on slow phones.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
// Below this size the encoded body is no smaller than the headers it saves.
const minBytes = 1024;

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });

// The folder is an argument so the API test can run this very script on a small fixture build.
const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
let raw = 0;
let brotli = 0;
for (const file of walk(dist).filter((f) => compressible.test(f))) {
  const body = readFileSync(file);
  if (body.length < minBytes) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  brotli += br.length;
}
console.log(`precompress: ${(raw / 1024).toFixed(0)} kB → ${(brotli / 1024).toFixed(0)} kB (brotli)`);
