import type { ComponentType } from 'react';

/** A page component loaded on demand, keyed by its page catalogue key. */
export type PageLoaders = Record<string, () => Promise<{ default: ComponentType }>>;
