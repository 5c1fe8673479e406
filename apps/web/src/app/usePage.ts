import type { PageEntry } from '@fitfit/contracts';
import { useMatches } from 'react-router';

export interface RouteHandle {
  page: PageEntry;
}

/** The catalogue entry of the page being shown. */
export const useCurrentPage = (): PageEntry | undefined => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.page) return handle.page;
  }
  return undefined;
};
