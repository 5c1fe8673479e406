import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';

// A small build of the web app, precompressed by the same script as `npm run build -w @fitfit/web`.
const dist = mkdtempSync(path.join(tmpdir(), 'fitfit-web-'));
const script = `export const greeting = ${JSON.stringify('Bonjour la cuisine ! '.repeat(200))};\n`;
let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="fr"><head><meta name="splash-delay" content="__SPLASH_DELAY_MS__"></head><body>${'<p>FitFit</p>'.repeat(100)}</body></html>`,
  );
  execFileSync(process.execPath, [fileURLToPath(new URL('../../web/scripts/precompress.mjs', import.meta.url)), dist]);
  ctx = await createTestContext({ WEB_DIST: dist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app is served precompressed', () => {
  it('a hashed asset asked with br comes as brotli, cached for a year, varying on Accept-Encoding', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers['content-type'])).toContain('javascript');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('gzip for a client without brotli, the plain file for one without either', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('index.html for an app route: compressed after the splash setting is injected, never cached', async () => {
    const res = await get('/caisse/produits', 'br;q=1, gzip;q=0.5');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(`content="${ctx.config.SPLASH_DELAY_MS}"`);
    expect(html).not.toContain('__SPLASH_DELAY_MS__');
    const refused = await get('/caisse/produits', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
  });
});
