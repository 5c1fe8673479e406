import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// App.tsx links the first screens' share of Mantine's component styles, Shell.tsx and the other public pages the rest:
// together they must be @mantine/core/styles.css, each sheet once, in its order (a component's sheet overrides those of
// the components it builds on, which come before it).
const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/app');
const stylesDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
const whole = readFileSync(path.join(stylesDir, '..', 'styles.css'), 'utf8');
const sheets = readdirSync(stylesDir).filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'));
const imported = (file: string) =>
  [...readFileSync(path.join(appDir, file), 'utf8').matchAll(/@import '@mantine\/core\/styles\/([\w-]+\.css)';/g)].map((m) => m[1]);
/** Where a component's sheet starts in styles.css. */
const place = (sheet: string) => whole.indexOf(readFileSync(path.join(stylesDir, sheet), 'utf8').trim().slice(0, 120));

describe("Mantine's styles split between the first screen and the rest (app/mantine-*.css)", () => {
  const first = imported('mantine-first-screen.css');
  const rest = imported('mantine-rest.css');

  it('import every component stylesheet of @mantine/core once', () => {
    expect([...first, ...rest].sort()).toEqual([...sheets].sort());
  });

  it('keep the order of styles.css in each file', () => {
    for (const list of [first, rest]) {
      const places = list.map(place);
      expect(places.every((p) => p >= 0)).toBe(true);
      expect(places).toEqual([...places].sort((a, b) => a - b));
    }
  });
});
