import { describe, expect, it } from 'vitest';
import { type ModuleGraph, reachableFrom } from '../build/signedInChunk';

/** A module graph as the chunking sees it: each module's source and the ids it imports statically. */
const graph = (modules: Record<string, { code: string; imports?: string[] }>): ModuleGraph => ({
  getModuleInfo: (id) => (modules[id] ? { code: modules[id].code, importedIds: modules[id].imports ?? [] } : null),
});

describe('what a chunk of /login may import (build/signedInChunk.ts)', () => {
  const modules = graph({
    '/login.tsx': {
      code: "import { Button } from '@mantine/core';\nimport { homeOf } from './homes';",
      imports: ['/mantine/index.mjs', '/homes.ts'],
    },
    // a barrel made of imports exported again, as @mantine/core's index
    '/mantine/index.mjs': {
      code: 'import { Button } from "./Button.mjs";\nimport { Menu } from "./Menu.mjs";\nexport { Button, Menu };',
      imports: ['/mantine/Button.mjs', '/mantine/Menu.mjs'],
    },
    '/mantine/Button.mjs': {
      code: "import { box } from './box.mjs';\nconst Button = 1;\nexport { Button };",
      imports: ['/mantine/box.mjs'],
    },
    '/mantine/box.mjs': { code: 'export const box = 1;' },
    '/mantine/Menu.mjs': { code: 'const Menu = 1;\nexport { Menu };' },
    // a module /login shares with the shell: all it imports may stay in its chunk, used or not by /login
    '/homes.ts': {
      code: "import { homeOf } from './contracts';\nimport { openPdf } from './files';\nexport const homeOf = 1;\nexport const pdf = openPdf;",
      imports: ['/contracts/index.ts', '/files.ts'],
    },
    '/contracts/index.ts': {
      code: "export * from './navigation';\nexport * from './admin';",
      imports: ['/contracts/navigation.ts', '/contracts/admin.ts'],
    },
    '/contracts/navigation.ts': { code: 'export function homeOf() {}' },
    '/contracts/admin.ts': { code: 'export const adminSchema = 1;' },
    '/files.ts': { code: 'export const openPdf = 1;' },
  });

  it('follows every import of a module, and through a barrel only to the modules exporting a name imported', () => {
    const reached = reachableFrom(modules, ['/login.tsx']);
    expect([...reached].sort()).toEqual(
      ['/contracts/navigation.ts', '/files.ts', '/homes.ts', '/login.tsx', '/mantine/Button.mjs', '/mantine/box.mjs'].sort(),
    );
  });

  it('follows a namespace import of a barrel to all it re-exports', () => {
    const star = graph({
      '/a.ts': { code: "import * as all from './contracts';", imports: ['/contracts/index.ts'] },
      '/contracts/index.ts': { code: "export * from './x';\nexport * from './y';", imports: ['/x.ts', '/y.ts'] },
      '/x.ts': { code: 'export const x = 1;' },
      '/y.ts': { code: 'export const y = 1;' },
    });
    expect([...reachableFrom(star, ['/a.ts'])].sort()).toEqual(['/a.ts', '/x.ts', '/y.ts']);
  });
});
