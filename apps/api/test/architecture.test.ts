import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BARE_RESTAURANT_ID_PARAMETERS, DEEP_IMPORTS, POOL_ACCESS, RAW_TENANT_FILTERS } from './architecture-allowlist';

/**
 * Architecture rules checked in CI: no import cycle in the code, no import into another module past its index, no
 * tenant filter outside the tenant layer (a bare restaurant id taken, the pool reached, `restaurant_id = ${…}` written
 * in sql by a module), no doc pointing at a file that is not there, no doc leaning on what the repository does not
 * hold. Read from the TypeScript syntax tree, not text. Today's violations are listed in `architecture-allowlist.ts`,
 * which only shrinks. Runs in its own vitest project (no database).
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

/** Each source file's syntax tree, parsed once for every rule of this file. */
const parsed = new Map<string, ts.SourceFile>();
const parse = (file: string): ts.SourceFile => {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    parsed.set(file, source);
  }
  return source;
};

/**
 * The module specifiers of a file: `import`/`export … from` (type-only ones too: a type cycle still ties the files'
 * meaning together), `import('x').T` in types, and lazy `import('x')` calls (`lazy`). A lazy call loads once both
 * files have run (the web's route tables lazy-load their pages that way), so it cannot make a cycle; it still
 * reaches into the file it loads.
 */
const importSpecifiers = (file: string): { text: string; lazy: boolean }[] => {
  const found: { text: string; lazy: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ text: node.moduleSpecifier.text, lazy: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ text: node.argument.literal.text, lazy: false });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push({ text: node.moduleReference.expression.text, lazy: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ text: node.arguments[0].text, lazy: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
};

/** Each source file's imports of the three source trees, resolved the way each project's tsconfig resolves them (once). */
let resolved: Map<string, { target: string; lazy: boolean }[]> | undefined;
const resolvedImports = () => {
  if (resolved) return resolved;
  const roots = sourceRoots.map((dir) => path.join(root, dir) + path.sep);
  const inSources = (file: string) => roots.some((dir) => file.startsWith(dir));
  resolved = new Map();
  for (const dir of sourceRoots) {
    const projectDir = path.join(root, path.dirname(dir));
    const configFile = path.join(projectDir, 'tsconfig.json');
    const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configFile, ts.sys.readFile).config, ts.sys, projectDir);
    const cache = ts.createModuleResolutionCache(projectDir, (name) => name, config.options);
    // Without `paths` aliases, only a relative path or a workspace package (`@fitfit/…`) can reach the source trees:
    // the others (react, drizzle-orm…) are not looked up in node_modules (most of this file's time).
    const mayBeSource = (text: string) => !!config.options.paths || /^(\.|\/|@fitfit\/)/.test(text);
    for (const file of sourceFiles(path.join(root, dir))) {
      const imports: { target: string; lazy: boolean }[] = [];
      for (const { text, lazy } of importSpecifiers(file)) {
        if (!mayBeSource(text)) continue;
        const module = ts.resolveModuleName(text, file, config.options, ts.sys, cache).resolvedModule;
        if (!module) continue;
        const target = realpathSync(module.resolvedFileName);
        if (inSources(target) && target !== file) imports.push({ target: rel(target), lazy });
      }
      resolved.set(rel(file), imports);
    }
  }
  return resolved;
};

/** The import graph of the three source trees, lazy `import()` calls left out. */
const importGraph = (): Map<string, Set<string>> =>
  new Map([...resolvedImports()].map(([file, imports]) => [file, new Set(imports.filter((i) => !i.lazy).map((i) => i.target))]));

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

/**
 * A module is a folder directly under `apps/api/src/modules/` or `apps/web/src/modules/`; its public surface is its
 * `index.ts` (or `index.tsx`) at the folder's root. Anything else in it is the module's own business.
 */
const moduleOf = (file: string) => /^apps\/(?:api|web)\/src\/modules\/[^/]+\//.exec(file)?.[0];
const isModulePublicSurface = (file: string) => /^apps\/(?:api|web)\/src\/modules\/[^/]+\/index\.tsx?$/.test(file);

/** Imports, from anywhere in apps/api/src or apps/web/src, of a module's file other than its index (lazy ones too), by pair of files. */
const deepImports = (): string[] => {
  const found = new Set<string>(); // one entry per pair of files, however many statements
  for (const [file, imports] of resolvedImports()) {
    for (const { target } of imports) {
      const targetModule = moduleOf(target);
      if (targetModule && moduleOf(file) !== targetModule && !isModulePublicSurface(target)) found.add(`${file} → ${target}`);
    }
  }
  return [...found];
};

/** The name of a declaration that the rules name their findings by (`list`, `SalesHub`, `constructor`), if it is one. */
const declarationName = (node: ts.Node): string | undefined => {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const named =
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isVariableDeclaration(node) ||
    ts.isPropertyAssignment(node) ||
    ts.isPropertySignature(node) ||
    ts.isMethodSignature(node);
  return named && node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : undefined;
};

const RESTAURANT_ID = /^restaurant_?id$/i;
const isStringType = (type: ts.TypeNode | undefined): boolean =>
  !!type &&
  (type.kind === ts.SyntaxKind.StringKeyword ||
    (ts.isUnionTypeNode(type) && type.types.some((t) => t.kind === ts.SyntaxKind.StringKeyword)));

/** A parameter taking a bare restaurant id: `restaurantId: string`, `restaurant_id?: string | null`, `{ restaurantId }: { restaurantId: string }`. */
const takesBareRestaurantId = (node: ts.Node): boolean =>
  ts.isParameter(node) &&
  ((ts.isIdentifier(node.name) && RESTAURANT_ID.test(node.name.text) && isStringType(node.type)) ||
    (ts.isObjectBindingPattern(node.name) &&
      !!node.type &&
      ts.isTypeLiteralNode(node.type) &&
      node.type.members.some(
        (m) => ts.isPropertySignature(m) && m.name && ts.isIdentifier(m.name) && RESTAURANT_ID.test(m.name.text) && isStringType(m.type),
      )));

/** The connection pool reached: an import of `pg` (types too) or of a binding named `pool`/`Pool`, a `$client`/`$reports` read. */
const reachesPool = (node: ts.Node): boolean => {
  if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
    const clause = node.importClause;
    const bindings = clause?.namedBindings;
    const names = [
      ...(clause?.name ? [clause.name.text] : []),
      ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => (e.propertyName ?? e.name).text) : []),
    ];
    return /^pg(?:-|$)/.test(node.moduleSpecifier.text) || names.some((name) => /^pool$/i.test(name));
  }
  return (
    (ts.isPropertyAccessExpression(node) && /^\$(client|reports)$/.test(node.name.text)) ||
    (ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.InKeyword &&
      ts.isStringLiteral(node.left) &&
      /^\$(client|reports)$/.test(node.left.text))
  );
};

/**
 * The tenant filters a tagged `sql` template writes by hand: `restaurant_id = ${…}` (a qualified or quoted column,
 * `in (${…}`, `= any(${…}` too) and `${t.restaurant_id} = ${…}`. A join written on an alias's column
 * (`= ${t}.restaurant_id`, `= ${own('restaurant_id')}`) ties two rows of one tenant instead: not counted here. (A
 * Drizzle column, `${table.restaurant_id}`, cannot be told from a row's value without types: counted.)
 */
const columnBefore = /\brestaurant_id"?\s*(?:=|=\s*any\s*\(|in\s*\()\s*$/i;
const namesTenantColumn = (value: ts.Expression, textAfter: string) =>
  /^\.\s*"?restaurant_id\b/i.test(textAfter) ||
  (ts.isCallExpression(value) && value.arguments.some((a) => ts.isStringLiteral(a) && RESTAURANT_ID.test(a.text)));
const rawTenantFilterCount = (node: ts.Node): number => {
  if (!ts.isTaggedTemplateExpression(node) || !ts.isIdentifier(node.tag) || node.tag.text !== 'sql') return 0;
  if (!ts.isTemplateExpression(node.template)) return 0;
  const { head, templateSpans: spans } = node.template;
  let count = 0;
  for (let i = 0; i < spans.length; i++) {
    // the text just before the i-th `${…}`, and the value interpolated before that text
    const before = i === 0 ? head.text : spans[i - 1].literal.text;
    const previous = i > 0 ? spans[i - 1].expression : undefined;
    const columnInterpolated =
      previous && ts.isPropertyAccessExpression(previous) && RESTAURANT_ID.test(previous.name.text) && /^\s*=\s*$/.test(before);
    const join = namesTenantColumn(spans[i].expression, spans[i].literal.text);
    if ((columnBefore.test(before) || columnInterpolated) && !join) count++;
  }
  return count;
};

/**
 * The tenant layer is `lib/tenant-scope.ts`, the access hook and `db/`; the API's modules stay out of its business.
 * One walk of their syntax trees (once) finds: parameters taking a bare restaurant id, as `file › declaration(s)`
 * (`SalesHub.subscribe`); uses of the pool, one `file` per use; hand-written tenant filters, one `file` per filter.
 */
let tenantLayer: { bareIds: string[]; pool: string[]; rawFilters: string[] } | undefined;
const tenantLayerFindings = () => {
  if (tenantLayer) return tenantLayer;
  const found = { bareIds: [] as string[], pool: [] as string[], rawFilters: [] as string[] };
  for (const file of [...resolvedImports().keys()].filter((f) => f.startsWith('apps/api/src/modules/') && moduleOf(f))) {
    const names: string[] = []; // the declarations around the node, outermost first
    const visit = (node: ts.Node) => {
      const name = declarationName(node);
      if (name) names.push(name);
      if (takesBareRestaurantId(node)) found.bareIds.push(`${file} › ${names.join('.') || '(anonymous)'}`);
      if (reachesPool(node)) found.pool.push(file);
      for (let n = rawTenantFilterCount(node); n > 0; n--) found.rawFilters.push(file);
      ts.forEachChild(node, visit);
      if (name) names.pop();
    };
    visit(parse(path.join(root, file)));
  }
  tenantLayer = found;
  return found;
};

const HTTP_METHODS = new Set(['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'all']);
const isFunction = (node: ts.Node) => ts.isArrowFunction(node) || ts.isFunctionExpression(node);
const propertyNamed = (node: ts.ObjectLiteralExpression, name: string) =>
  node.properties.find(
    (p) =>
      (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p) || ts.isMethodDeclaration(p)) &&
      (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
      p.name.text === name,
  );
const hasProperty = (node: ts.Node, name: string) => ts.isObjectLiteralExpression(node) && !!propertyNamed(node, name);
/** The value of `name: value` in an object literal. */
const propertyValue = (node: ts.ObjectLiteralExpression, name: string) => {
  const found = propertyNamed(node, name);
  return found && ts.isPropertyAssignment(found) ? found.initializer : undefined;
};

/** The file's `const name = value` declared once (a URL's parts: `const base = '/api/v1/admin/marks'`). */
const constantsOf = (source: ts.SourceFile) => {
  const found = new Map<string, ts.Expression | null>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      found.set(node.name.text, found.has(node.name.text) ? null : node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** A route's URL as written, its constants, templates and `restaurantUrl('x')` spelt out; what stays unknown as `{expression}`. */
const urlText = (node: ts.Expression, source: ts.SourceFile, constants: Map<string, ts.Expression | null>, depth = 0): string => {
  const spell = (e: ts.Expression) => (depth > 4 ? e.getText(source) : urlText(e, source, constants, depth + 1));
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `${spell(span.expression)}${span.literal.text}`).join('');
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value ? spell(value) : `{${node.text}}`;
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'restaurantUrl' && node.arguments[0])
    return `/api/v1/restaurants/:restaurantId/${spell(node.arguments[0])}`;
  if (ts.isCallExpression(node)) return `{${node.expression.getText(source)}(${node.arguments.map(spell).join(', ')})}`;
  return `{${node.getText(source)}}`;
};

/**
 * Routes registered without an endpoint descriptor, as `file › METHOD url`: Fastify's `app.get(url, { handler })`
 * (any method, or a handler function as an argument) and `app.route({ method, url, handler })`. The CRUD factory's
 * five are counted where it writes them (`lib/resource-routes.ts`), not at each resource. `lib/endpoints.ts` is the
 * one registration from a descriptor. A URL known not to be under /api/v1 (the SPA, /uploads) is not counted.
 */
const routesWithoutDescriptor = (): string[] => {
  const found: string[] = [];
  for (const file of [...resolvedImports().keys()].filter((f) => f.startsWith('apps/api/src/') && f !== 'apps/api/src/lib/endpoints.ts')) {
    const source = parse(path.join(root, file));
    const constants = constantsOf(source);
    const add = (method: string, url: string) => {
      if (/^\/(?!api\/v1\b)/.test(url)) return;
      found.push(`${file} › ${method} ${url}`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const [first, ...rest] = node.arguments;
        if (ts.isPropertyAccessExpression(callee) && first) {
          const name = callee.name.text;
          if (HTTP_METHODS.has(name) && rest.some((a) => isFunction(a) || hasProperty(a, 'handler')))
            add(name.toUpperCase(), urlText(first, source, constants));
          else if (name === 'route' && ts.isObjectLiteralExpression(first) && hasProperty(first, 'handler') && hasProperty(first, 'url')) {
            const method = propertyValue(first, 'method');
            const url = propertyValue(first, 'url');
            add(
              method && ts.isStringLiteral(method) ? method.text.toUpperCase() : (method?.getText(source) ?? '?'),
              url ? urlText(url, source, constants) : '?',
            );
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
};

/**
 * Web calls of the API that choose their answer's type and write their path by hand: `api.get<T>(path)` (any method of
 * `lib/http.ts`'s `api`) and `request(…)` imported from it, one `file` per call. The typed client
 * (`lib/api-client.ts`: `call(descriptor, …)`) is the way; `lib/http.ts` and it are the client itself.
 */
const API_CALLS = new Set(['get', 'post', 'put', 'patch', 'delete', 'page']);
const untypedWebCalls = (): string[] => {
  const found: string[] = [];
  const client = new Set(['apps/web/src/lib/http.ts', 'apps/web/src/lib/api-client.ts']);
  for (const file of [...resolvedImports().keys()].filter((f) => f.startsWith('apps/web/src/') && !client.has(f))) {
    const source = parse(path.join(root, file));
    // `api` and `request` as lib/http.ts exports them (a local variable named `api` is not the client)
    const importsFromHttp = (name: string) =>
      source.statements.some(
        (s) =>
          ts.isImportDeclaration(s) &&
          ts.isStringLiteral(s.moduleSpecifier) &&
          /\/http$/.test(s.moduleSpecifier.text) &&
          !!s.importClause?.namedBindings &&
          ts.isNamedImports(s.importClause.namedBindings) &&
          s.importClause.namedBindings.elements.some((e) => e.name.text === name),
      );
    const importsRequest = importsFromHttp('request');
    const importsApi = importsFromHttp('api');
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (
          importsApi &&
          ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 'api' &&
          API_CALLS.has(callee.name.text)
        )
          found.push(file);
        else if (importsRequest && ts.isIdentifier(callee) && callee.text === 'request') found.push(file);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
};

/**
 * A rule's findings against its allowlist (`architecture-allowlist.ts`), both counted by entry: `added` are new
 * violations (found more often than allowed), `fixed` are entries found less often than allowed (to strike off).
 */
const againstAllowlist = (found: string[], allowlist: readonly string[] | Readonly<Record<string, number>>) => {
  const allowed = new Map<string, number>();
  if (Array.isArray(allowlist)) for (const entry of allowlist) allowed.set(entry, (allowed.get(entry) ?? 0) + 1);
  else for (const [entry, count] of Object.entries(allowlist)) allowed.set(entry, count);
  const counts = new Map<string, number>();
  for (const entry of found) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  const counted = (entry: string, n: number, of: number) => (of > 1 || n > 1 ? `${entry} (found ${n}, allowed ${of})` : entry);
  const added = [...counts]
    .filter(([entry, n]) => n > (allowed.get(entry) ?? 0))
    .map(([entry, n]) => counted(entry, n, allowed.get(entry) ?? 0));
  const fixed = [...allowed]
    .filter(([entry, of]) => (counts.get(entry) ?? 0) < of)
    .map(([entry, of]) => counted(entry, counts.get(entry) ?? 0, of));
  return { added: added.sort(), fixed: fixed.sort() };
};

/** Fails on a new violation (with what to do), then on an allowlisted one that is gone (strike it off). */
const expectOnlyAllowlisted = (
  found: string[],
  allowlist: readonly string[] | Readonly<Record<string, number>>,
  name: string,
  todo: string,
) => {
  const { added, fixed } = againstAllowlist(found, allowlist);
  expect(added, `${todo}\n${added.join('\n')}`).toEqual([]);
  expect(
    fixed,
    `No longer found: strike these off ${name} in apps/api/test/architecture-allowlist.ts (the list only shrinks).\n${fixed.join('\n')}`,
  ).toEqual([]);
};

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

  /** A module is a folder directly under apps/api/src/modules or apps/web/src/modules; its index.ts is its public surface. */
  it('imports another module only through its index.ts', () => {
    expectOnlyAllowlisted(
      deepImports(),
      DEEP_IMPORTS,
      'DEEP_IMPORTS',
      "Deep imports into another module: import what you need from that module's index.ts (export it there), or move the shared piece to lib/.",
    );
  });

  it('takes no bare restaurant id in the API modules (a function parameter `restaurantId: string`)', () => {
    expectOnlyAllowlisted(
      tenantLayerFindings().bareIds,
      BARE_RESTAURANT_ID_PARAMETERS,
      'BARE_RESTAURANT_ID_PARAMETERS',
      'Functions taking a bare restaurant id: take the RestaurantScope (or TenantScope) the request was granted instead.',
    );
  });

  it('does not reach the connection pool in the API modules (`pg`, `$client`, `$reports`)', () => {
    expectOnlyAllowlisted(
      tenantLayerFindings().pool,
      POOL_ACCESS,
      'POOL_ACCESS',
      'Pool used by a module: run the query through the executor the module is given (db or tx), which carries the tenant context.',
    );
  });

  // No allowlist: every route has moved onto a descriptor.
  it('registers every /api/v1 route from an endpoint descriptor (lib/endpoints.ts `route`)', () => {
    const found = routesWithoutDescriptor();
    const todo =
      'Routes without an endpoint descriptor: declare the endpoint in packages/contracts/src/endpoints/<module>.ts and register it with `route(app, descriptor, { access, handler })` from lib/endpoints.ts.';
    expect(found, `${todo}\n${found.join('\n')}`).toEqual([]);
  });

  it('calls the API from the web through the typed client (no api.get<T>() choosing its own T)', () => {
    expect(
      untypedWebCalls(),
      "Web calls choosing their answer's type: call the endpoint's descriptor with `call(descriptor, { params, query, body })` from lib/api-client.ts.",
    ).toEqual([]);
  });

  it('writes no tenant filter by hand in the sql templates of the API modules (restaurant_id = … in a tagged sql)', () => {
    expectOnlyAllowlisted(
      tenantLayerFindings().rawFilters,
      RAW_TENANT_FILTERS,
      'RAW_TENANT_FILTERS',
      'Hand-written tenant filters in sql: filter with inScope(scope, table.restaurant_id) (joins with sameTenant) from lib/tenant-scope.',
    );
  });
});
