import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** The modules' indexes only re-export: declared free of side effects (vite.config.ts), as in the real build. */
export const moduleIndexes = /[\\/]src[\\/]modules[\\/][^\\/]+[\\/]index\.tsx?$/;

export const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

/** What `/login` runs: the entry, the application and the sign-in page (app/firstScreen.ts). */
const signedOutInputs = ['main.tsx', 'app/App.tsx', 'modules/auth/pages/LoginPage.tsx'].map(source);
/** What every signed-in first screen runs besides: the signed-in area (guards, layouts, sidebar, top bar, player). */
const shellInputs = ['app/Shell.tsx'].map(source);

/**
 * The modules `inputs` run, with their static imports, after tree shaking: a lazy import starts another chunk, and a
 * barrel (`@fitfit/contracts`, `@mantine/core`, a module's index) brings only what is used from it. The module graph
 * the chunking sees is the one before tree shaking, where importing a barrel reaches everything it re-exports; so a
 * small bundle of `inputs` alone, in memory, says what they really run.
 */
export const modulesRun = async (inputs: string[]) => {
  const bundle = await rolldown({
    input: inputs,
    logLevel: 'silent',
    treeshake: { moduleSideEffects: [{ test: moduleIndexes, sideEffects: false }] },
    transform: { jsx: 'react-jsx', define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.PROD': 'true' } },
    resolve: {
      conditionNames: ['browser', 'import', 'module', 'default'],
      mainFields: ['browser', 'module', 'jsnext:main', 'jsnext', 'main'],
    },
    plugins: [
      {
        name: 'static-imports-only',
        resolveId: (id, _importer, { kind }) =>
          kind === 'dynamic-import' || /\.(css|svg|png|jpe?g|webp|woff2?)(\?.*)?$/.test(id) ? { id, external: true } : null,
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'es' });
    return new Set(
      output.flatMap((chunk) =>
        chunk.type === 'chunk'
          ? Object.entries(chunk.modules)
              .filter(([, m]) => m.renderedLength > 0)
              .map(([id]) => id)
          : [],
      ),
    );
  } finally {
    await bundle.close();
  }
};

/** The module graph as the chunking sees it (rolldown's ChunkingContext), before tree shaking. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/**
 * A module made only of re-exports (`export … from`, or imports exported again as a list, as `@mantine/core`'s index),
 * which the bundle dissolves: an import of it reaches only the modules that export what is imported.
 */
const isBarrel = (id: string, code: string | null) =>
  moduleIndexes.test(id) ||
  (code !== null &&
    /\bexport\b/.test(code) &&
    withoutComments(code)
      .split(/;|\n/)
      .map((statement) => statement.trim())
      .every(
        (statement) =>
          statement === '' ||
          /^export\s+(\*|\{[^}]*\})(\s+as\s+\w+)?\s+from\s/.test(statement) ||
          /^import\s+\{[^}]*\}\s+from\s/.test(statement) ||
          /^export\s+\{[^}]*\}$/.test(statement),
      ));

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

/** The names a module imports (or re-exports) by name; `*` for a namespace import. Type-only imports count: harmless. */
const importedNames = (code: string) => {
  const names = new Set<string>();
  for (const [, clause] of withoutComments(code).matchAll(/\b(?:import|export)\s+(?:type\s+)?([^;'"]*?)\s+from\s+['"]/g)) {
    if (/\*/.test(clause)) names.add('*');
    for (const [, list] of clause.matchAll(/\{([^}]*)\}/g))
      for (const item of list.split(',')) {
        const name = item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    const defaultName = clause.match(/^\s*(\w+)\s*(,|$)/);
    if (defaultName) names.add('default');
  }
  return names;
};

/** The names a module exports (declarations, export lists, default). */
const exportedNames = (code: string) => {
  const names = new Set<string>();
  for (const [, name] of code.matchAll(
    /\bexport\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum|type|interface|abstract\s+class)\s+(\w+)/g,
  ))
    names.add(name);
  for (const [, list] of code.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}/g))
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  if (/\bexport\s+default\b/.test(code)) names.add('default');
  return names;
};

/**
 * What a chunk of `/login` may import: the modules `/login` runs and, as the bundle shakes a module once for all its
 * importers (a module `/login` shares with a page keeps what the page uses, and that code's imports), every module
 * they import, at any depth. Through a barrel, only the modules exporting a name the importer imports from anywhere.
 */
export const reachableFrom = (graph: ModuleGraph, runs: readonly string[]) => {
  const info = (id: string) => graph.getModuleInfo(id);
  const barrel = new Map<string, boolean>();
  const isBarrelId = (id: string) => {
    if (!barrel.has(id)) barrel.set(id, isBarrel(id, info(id)?.code ?? null));
    return barrel.get(id) as boolean;
  };
  const exportsCache = new Map<string, Set<string>>();
  const exportsOf = (id: string) => {
    if (!exportsCache.has(id)) exportsCache.set(id, exportedNames(info(id)?.code ?? ''));
    return exportsCache.get(id) as Set<string>;
  };
  // the modules a barrel's re-exports lead to, through other barrels
  const targetsCache = new Map<string, string[]>();
  const targetsOf = (id: string, seen = new Set<string>()): string[] => {
    const cached = targetsCache.get(id);
    if (cached) return cached;
    seen.add(id);
    const targets = (info(id)?.importedIds ?? []).flatMap((next) =>
      seen.has(next) ? [] : isBarrelId(next) ? targetsOf(next, seen) : [next],
    );
    targetsCache.set(id, targets);
    return targets;
  };
  const reached = new Set(runs);
  const pending = [...runs];
  const reach = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    pending.push(id);
  };
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const module = info(id);
    if (!module || isBarrelId(id)) continue;
    const names = module.code === null ? new Set(['*']) : importedNames(module.code);
    for (const next of module.importedIds) {
      if (!isBarrelId(next)) reach(next);
      else for (const target of targetsOf(next)) if (names.has('*') || [...exportsOf(target)].some((n) => names.has(n))) reach(target);
    }
  }
  return reached;
};

/**
 * One chunk for what the signed-in area runs and `/login` does not. Left alone, the bundler cuts it by the sets of its
 * importers (the shell, and each page sharing one of them) into some twenty chunks of 1–3 kB — contract files, `ui/`
 * helpers, Mantine components outside the shared Mantine chunk —, each one more request for a phone on every
 * signed-in first load (issue 24). The plugin works out what each side runs once the module graph is built (buildEnd,
 * before the chunking); the group's name function then puts in `signed-in` the shell's modules that no chunk of
 * `/login` may import, so `/login` does not download that chunk (build/preloadApp.ts checks it).
 */
export const signedInChunk = () => {
  let shellRuns: Set<string> | undefined;
  let members: { graph: ModuleGraph; ids: Set<string> } | undefined;
  const plugin: Plugin = {
    name: 'fitfit-signed-in-chunk',
    apply: 'build',
    buildEnd: async (error) => {
      if (error) return;
      shellRuns = await modulesRun(shellInputs);
    },
  };
  const name = (id: string, graph: ModuleGraph) => {
    if (!shellRuns) throw new Error('signedInChunk: the chunking ran before the plugin worked out what the shell runs');
    if (members?.graph !== graph) {
      const signedOut = reachableFrom(graph, signedOutInputs);
      members = { graph, ids: new Set([...shellRuns].filter((m) => !signedOut.has(m))) };
    }
    // styles keep their chunks, and so their order (mantine-styles.test.ts)
    return members.ids.has(id) && !/\.css(\?.*)?$/.test(id) ? 'signed-in' : null;
  };
  // Its dependencies that /login runs stay where they are: included, they would bring this chunk into /login.
  return { plugin, group: { name, debugName: 'signed-in', includeDependenciesRecursively: false } };
};
