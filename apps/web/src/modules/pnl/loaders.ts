/**
 * The PNL home, loaded on demand (its own chunk): the seller's home shows it for a restaurant. Apart from index.ts so
 * that the index is only re-exports: an index with code of its own is kept whole where it is imported, with every
 * module it re-exports (the network's PNL table and its month picker came with `/`, issue 24).
 */
export const loadPnlHome = () => import('./pages/PnlHomePage');
