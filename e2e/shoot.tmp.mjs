import { chromium } from 'playwright-core';
const base = 'http://localhost:3417';
const login = async (email) => (await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo1234' }) })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [who, path, name, width, scheme, action] = spec.split('|');
  const s = await login(who);
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: 'fr-FR', storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'fitfit.session', value: JSON.stringify({ token: s.token, tokenExpiresAt: s.token_expires_at, currentRestaurant: s.user.restaurant, scheme: scheme || 'light' }) }] }] } });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console error', name, m.text()));
  await page.goto(base + path);
  await page.waitForTimeout(3500);
  if (action) { await page.getByRole('button', { name: action }).first().click(); await page.waitForTimeout(1500); }
  await page.screenshot({ path: `/tmp/pnl-shots/${name}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
