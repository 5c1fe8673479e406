import { pageByKey } from '@fitfit/contracts';
import { describe, expect, it } from 'vitest';
import { pageLoaders } from '../src/modules/registry';
import type { PageLoaders } from '../src/modules/types';

describe('page keys', () => {
  it('every page a module provides is a page of the catalogue', () => {
    for (const key of Object.keys(pageLoaders)) expect(() => pageByKey(key as never)).not.toThrow();
  });

  it('a routes map with a key outside the catalogue does not compile', () => {
    const typo: PageLoaders = {
      // @ts-expect-error 'caisse-prodcuts' is not a page key (tsc -p apps/web checks this line)
      'caisse-prodcuts': () => import('../src/modules/caisse/pages/ProductsPage'),
    };
    expect(Object.keys(typo)).toEqual(['caisse-prodcuts']);
  });
});
