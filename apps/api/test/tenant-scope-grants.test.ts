import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { narrowScope, platformScope, type RestaurantScope, subScope } from '../src/lib/tenant-scope';

/**
 * A tenant scope is granted, never written: the access hook grants a request's scope (`accessGrant`), the
 * platform's own work names itself (`platformScope`), a network narrows to one of its restaurants
 * (`narrowScope`, `subScope`). The brand makes an object literal a type error; this test keeps the grants where
 * they belong, read from each file's import declarations (TypeScript syntax tree).
 */
const SRC = path.resolve(import.meta.dirname, '../src');

/** Where each grant may be imported (paths relative to apps/api/src; a trailing « / » is a folder). */
const ALLOWED: Record<string, string[]> = {
  accessGrant: ['plugins/auth.ts'],
  platformScope: [
    'db/seed/', // demo data and its catch-up
    'modules/caisse/ledger/compliance/cli.ts', // the auditor's command line
    'modules/admin/restaurants/service.ts', // the platform admin's restaurant screens, once the restaurant exists
    'modules/caisse/analytics/realtime-routes.ts', // a stream authorised by its one-time id (POST real-time/streams)
    'modules/restaurant/members/acceptance.ts', // joining the restaurant an invitation names, authorised by its link's token
  ],
  platformNetworkScope: ['modules/franchisor/realtime.ts'], // the network's stream, authorised the same way
  // the scoped executor (lib/scoped-db.ts): the access hook's, and the platform's own work on one restaurant
  executorGrant: ['plugins/auth.ts'],
};
ALLOWED.platformScope.push('lib/scoped-db.ts'); // platformScoped: the same grant with its executor
ALLOWED.platformScoped = ALLOWED.platformScope.filter((place) => place !== 'lib/scoped-db.ts');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });

/** The names each file imports from lib/tenant-scope and lib/scoped-db. */
const grantsImported = (file: string) => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/lib\/(tenant-scope|scoped-db)$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((e) => (e.propertyName ?? e.name).text));
    if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
  }
  return names;
};

describe('tenant scopes are granted, never written', () => {
  it('imports accessGrant only in the access hook and the platform grants only where the platform works', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const rel = path.relative(SRC, file).split(path.sep).join('/');
      if (rel === 'lib/tenant-scope.ts') continue;
      for (const name of grantsImported(file)) {
        if (name === '*') offenders.push(`${rel}: imports the whole tenant-scope module`);
        const allowed = ALLOWED[name];
        if (allowed && !allowed.some((a) => (a.endsWith('/') ? rel.startsWith(a) : rel === a))) offenders.push(`${rel}: ${name}`);
      }
    }
    expect(offenders, 'a grant outside its allowed places (add the place to ALLOWED only with the reason)').toEqual([]);
  });

  it('narrows a network to its own restaurants only', () => {
    const network = subScope(platformScope('a'), ['a', 'b']);
    expect(network).toEqual({ kind: 'restaurants', restaurantIds: ['a'] });
    expect(narrowScope(network, 'a')).toEqual({ kind: 'restaurant', restaurantId: 'a' });
    expect(narrowScope(network, 'b')).toBeUndefined();
    expect(narrowScope(platformScope('a'), 'b')).toBeUndefined();
    // an object literal is not a scope: the brand refuses it at compile time (tsc -p apps/api runs in CI)
    // @ts-expect-error a scope is granted, not written
    const forged: RestaurantScope = { kind: 'restaurant', restaurantId: 'b' };
    expect(forged.restaurantId).toBe('b');
  });
});
