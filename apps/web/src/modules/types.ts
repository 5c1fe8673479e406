import type { PageKey } from '@fitfit/contracts';
import type { ComponentType } from 'react';

/**
 * The pages a module provides, keyed by their catalogue key: a key the catalogue does not have fails to
 * compile. A catalogue key without a page shows "Module en cours de construction".
 */
export type PageLoaders = Partial<Record<PageKey, () => Promise<{ default: ComponentType }>>>;
