import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Architecture rules checked in CI: no import cycle in the code, no doc pointing at a file that is not there, no doc
 * leaning on what the repository does not hold. Runs in its own vitest project (no database).
 */

const root = path.resolve(import.meta.dirname, '../../..');
const sourceRoots = ['apps/api/src', 'apps/web/src', 'packages/contracts/src'];
const docFiles = [
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'README.md',
  'bench/README.md',
  'e2e/README.md',
];

const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

/**
 * The module specifiers a file loads before it runs: `import`/`export … from` (type-only ones too: a type cycle still
 * ties the files' meaning together) and `import('x').T` in types. A lazy `import()` call is left out: it loads once
 * both files have run (the web's route tables lazy-load their pages that way), so it cannot make a cycle.
 */
const staticSpecifiers = (file: string): string[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** The import graph of the three source trees, resolved the way each project's tsconfig resolves it. */
const importGraph = (): Map<string, Set<string>> => {
  const roots = sourceRoots.map((dir) => path.join(root, dir) + path.sep);
  const inSources = (file: string) => roots.some((dir) => file.startsWith(dir));
  const graph = new Map<string, Set<string>>();
  for (const dir of sourceRoots) {
    const projectDir = path.join(root, path.dirname(dir));
    const configFile = path.join(projectDir, 'tsconfig.json');
    const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configFile, ts.sys.readFile).config, ts.sys, projectDir);
    const cache = ts.createModuleResolutionCache(projectDir, (name) => name, config.options);
    for (const file of sourceFiles(path.join(root, dir))) {
      const edges = new Set<string>();
      for (const specifier of staticSpecifiers(file)) {
        const resolved = ts.resolveModuleName(specifier, file, config.options, ts.sys, cache).resolvedModule;
        if (!resolved) continue;
        const target = realpathSync(resolved.resolvedFileName);
        if (inSources(target) && target !== file) edges.add(rel(target));
      }
      graph.set(rel(file), edges);
    }
  }
  return graph;
};

/** Each strongly connected group of files (Tarjan), written as one shortest cycle through its first file. */
const importCycles = (graph: Map<string, Set<string>>): string[] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return groups.map((group) => {
    const members = new Set(group);
    const start = group[0];
    const previous = new Map<string, string>();
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      for (const next of graph.get(queue[i]) ?? []) {
        if (!members.has(next) || previous.has(next)) continue;
        previous.set(next, queue[i]);
        if (next === start) break;
        queue.push(next);
      }
      if (previous.has(start)) break;
    }
    const cycle: string[] = [];
    for (let at = previous.get(start)!; at !== start; at = previous.get(at)!) cycle.unshift(at);
    const extra = group.length > cycle.length + 1 ? ` (${group.length} files tied together)` : '';
    return [start, ...cycle, start].join(' → ') + extra;
  });
};

/** A doc's lines outside fenced code blocks (a shell example is not a link). */
const docLines = (file: string): { line: number; text: string }[] => {
  let fenced = false;
  return readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .flatMap((text, i) => {
      if (/^\s*(```|~~~)/.test(text)) {
        fenced = !fenced;
        return [];
      }
      return fenced ? [] : [{ line: i + 1, text }];
    });
};

const markdownLinks = (text: string) => [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
/** A backticked path from the repository's root: a top-level folder, then a path with no placeholder or glob. */
const topFolders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => entry.name);
const backtickedPaths = (text: string) =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1])
    .filter((token) => topFolders.some((folder) => token.startsWith(`${folder}/`)) && /^[\w@./-]+$/.test(token));

/**
 * Paths git ignores are run-time outputs (data/, bench/results/, apps/web/dist…): named by the docs, absent from a
 * clone. Each is asked as a file and as a folder (a missing path cannot match `dist/` otherwise).
 */
const ignoredByGit = (paths: string[]): Set<string> => {
  if (paths.length === 0) return new Set();
  const input = paths.flatMap((p) => [p, `${p.replace(/\/$/, '')}/`]).join('\n');
  const result = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: root, input, encoding: 'utf8' });
  const ignored = new Set(result.stdout.split('\n').filter(Boolean));
  return new Set(paths.filter((p) => ignored.has(p) || ignored.has(`${p.replace(/\/$/, '')}/`)));
};

/** The repository's files: tracked, or new and not ignored. */
const repositoryFiles = () =>
  spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .stdout.split('\n')
    .filter(Boolean);

/** A backticked path from inside a folder (`lib/paged-query.ts`, `banking/countings.ts`): a folder, a file with its extension. */
const backtickedShortPaths = (text: string) =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1])
    .filter(
      (token) =>
        /^[\w@.-]+(\/[\w@.-]+)+\.(ts|tsx|md|sql|json|mjs|sh|css)$/.test(token) &&
        !token.startsWith('.') &&
        !topFolders.some((folder) => token.startsWith(`${folder}/`)),
    );

const outsideRepository = (target: string) => target === '..' || target.startsWith('../') || path.isAbsolute(target);

describe('architecture', () => {
  it('has no import cycle in apps/api/src, apps/web/src or packages/contracts/src (type-only imports included)', () => {
    const cycles = importCycles(importGraph());
    expect(cycles, `Import cycles (move the shared piece to where it belongs):\n${cycles.join('\n')}`).toEqual([]);
  });

  /**
   * Checked: markdown links (relative to the doc; web addresses and anchors aside) and backticked paths from the
   * repository's root (`apps/api/src/…`, `docs/x.md`: a top-level folder first, no placeholder or glob). They must
   * exist in the working tree, unless git ignores them (run-time outputs such as `data/…`, `bench/results/…`).
   * A backticked path from inside a folder (`lib/paged-query.ts`, `contracts/pages.ts` for packages/contracts/src)
   * must be the end of some repository file's path.
   */
  it('links from the docs only to files and folders that exist', () => {
    const candidates: { where: string; target: string; resolved: string }[] = [];
    for (const file of docFiles) {
      for (const { line, text } of docLines(file)) {
        for (const link of markdownLinks(text)) {
          if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('#')) continue; // https:, mailto:, an anchor
          const target = decodeURIComponent(link.split('#')[0]);
          const resolved = rel(path.resolve(root, path.dirname(file), target));
          if (outsideRepository(resolved)) continue; // the next test's business
          candidates.push({ where: `${file}:${line}`, target: link, resolved });
        }
        for (const target of backtickedPaths(text)) candidates.push({ where: `${file}:${line}`, target, resolved: target });
      }
    }
    const missing = candidates.filter(({ resolved }) => !existsSync(path.join(root, resolved)));
    const outputs = ignoredByGit(missing.map(({ resolved }) => resolved));
    const broken = missing.filter(({ resolved }) => !outputs.has(resolved)).map(({ where, target }) => `${where} → ${target}`);
    const files = repositoryFiles();
    const endsSomePath = (short: string) =>
      [short, short.replace(/^contracts\//, 'packages/contracts/src/')].some((tail) =>
        files.some((file) => file === tail || file.endsWith(`/${tail}`)),
      );
    for (const file of docFiles) {
      for (const { line, text } of docLines(file)) {
        for (const short of backtickedShortPaths(text)) if (!endsSomePath(short)) broken.push(`${file}:${line} → ${short}`);
      }
    }
    expect(broken, `Doc links to files that do not exist:\n${broken.join('\n')}`).toEqual([]);
  });

  /**
   * The docs stand on their own and say what, not when. Refused, outside fenced code blocks:
   * - an issue number: « issue 24 », « Issue 11 », « issues 10 and 12 », « issue #7 » (say what changed; history goes
   *   to docs/decisions.md, told by what changed and when, not by ticket);
   * - a document outside the repository: a markdown link, or any path written `../…`, that resolves outside the
   *   repository's folder; any `shared/spec…` or `shared/design…` path (the product's notes beside the repository);
   *   any `*.md` file name that no markdown file of the repository bears (SPEC.md, PRODUCT.md, ENGINEERING.md live
   *   outside it). « SPEC §n » and « PRODUCT §n » name the sections of docs/product.md and stay allowed.
   */
  it('names no issue number and no document outside the repository', () => {
    const markdownNames = new Set(
      repositoryFiles()
        .filter((file) => file.endsWith('.md'))
        .map((file) => path.basename(file)),
    );
    const offenders: string[] = [];
    for (const file of docFiles) {
      for (const { line, text } of docLines(file)) {
        const where = `${file}:${line}`;
        for (const m of text.matchAll(/\bissues?\s+#?\d+(?:\s*(?:,|and|et|or|ou)\s*#?\d+)*/gi)) offenders.push(`${where} → « ${m[0]} »`);
        for (const link of markdownLinks(text)) {
          if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('#')) continue;
          if (outsideRepository(rel(path.resolve(root, path.dirname(file), link.split('#')[0])))) offenders.push(`${where} → ${link}`);
        }
        for (const m of text.matchAll(/(?:^|[\s`(["«])((?:\.\.\/)+[\w@./-]+)/g)) {
          if (outsideRepository(rel(path.resolve(root, path.dirname(file), m[1])))) offenders.push(`${where} → ${m[1]}`);
        }
        for (const m of text.matchAll(/\bshared\/(?:spec|design)\b[\w./-]*/gi)) offenders.push(`${where} → ${m[0]}`);
        for (const m of text.matchAll(/[\w.-]+\.md\b/g)) if (!markdownNames.has(m[0])) offenders.push(`${where} → ${m[0]}`);
      }
    }
    const unique = [...new Set(offenders)];
    expect(unique, `Docs naming an issue number or a document outside the repository:\n${unique.join('\n')}`).toEqual([]);
  });
});
