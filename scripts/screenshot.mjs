// Screenshots of running pages, to look at what a person sees.
// Usage: node scripts/screenshot.mjs <baseUrl> <outDir> <email|-> <path> [path...]  (WIDTH=1280 HEIGHT=800)
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('playwright-core');
const [base, out, email, ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(process.env.WIDTH ?? 1280), height: Number(process.env.HEIGHT ?? 800) } });
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
page.on('pageerror', (e) => console.log('page error:', e.message));
if (email && email !== '-') {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(process.env.PASSWORD ?? 'demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
for (const p of paths) {
  await page.goto(`${base}${p}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const file = `${out}/${(email ?? 'anon').split('@')[0]}${p.replace(/[/:]/g, '_') || '_root'}.png`;
  await page.screenshot({ path: file, fullPage: false });
  console.log(file, '->', page.url());
}
await browser.close();
