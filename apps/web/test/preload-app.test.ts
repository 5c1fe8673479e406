import { describe, expect, it } from 'vitest';
import { screenCodeIn, signedInAreaIn } from '../build/preloadApp';

describe('the application chunk holds no screen code (build/preloadApp.ts)', () => {
  it('lets the registry, the routes, the indexes and the modules’ shared types through', () => {
    const ids = [
      '/repo/apps/web/src/modules/registry.ts',
      '/repo/apps/web/src/modules/types.ts',
      '/repo/apps/web/src/modules/caisse/routes.ts',
      '/repo/apps/web/src/modules/caisse/analytics/routes.ts',
      '/repo/apps/web/src/modules/admin/billing-routes.ts',
      '/repo/apps/web/src/modules/pnl/index.ts',
      '/repo/apps/web/src/app/router.tsx',
      '/repo/node_modules/react/index.js',
    ];
    expect(screenCodeIn(ids)).toEqual([]);
  });

  it('names a module’s component, store or API client', () => {
    const ids = [
      '/repo/apps/web/src/modules/music/player/PlayerBar.tsx',
      '/repo/apps/web/src/modules/music/player/store.ts',
      '/repo/apps/web/src/modules/franchisor/api.ts',
      '/repo/apps/web/src/modules/caisse/routes.ts',
    ];
    expect(screenCodeIn(ids)).toEqual(['modules/music/player/PlayerBar.tsx', 'modules/music/player/store.ts', 'modules/franchisor/api.ts']);
  });
});

describe('/login loads no part of the signed-in area (build/preloadApp.ts)', () => {
  it('names the shell, its layouts and the quick search, not the brand the sign-in page shows', () => {
    const ids = [
      '/repo/apps/web/src/app/Shell.tsx',
      '/repo/apps/web/src/app/QuickSearch.tsx',
      '/repo/apps/web/src/app/layouts/MainSidebar.tsx',
      '/repo/apps/web/src/app/layouts/Brand.tsx',
      '/repo/apps/web/src/app/App.tsx',
      '/repo/apps/web/src/modules/auth/pages/LoginPage.tsx',
    ];
    expect(signedInAreaIn(ids)).toEqual(['app/Shell.tsx', 'app/QuickSearch.tsx', 'app/layouts/MainSidebar.tsx']);
  });
});
