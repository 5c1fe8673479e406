import { SEARCH_MIN_LENGTH, type SearchResult } from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../lib/http';
import { useSession } from './session/store';

/**
 * Where quick search looks beyond the pages (docs/search.md): a franchisor in its network (tickets and Z of its
 * restaurants), a restorer or an admin in the current restaurant; a seller, or no restaurant chosen, nowhere.
 */
const useSearchPath = () => {
  const role = useSession((s) => s.currentUser?.role);
  const restaurantId = useSession((s) => s.currentRestaurant?.id);
  if (role === 'franchisor') return 'franchisor/search';
  if ((role === 'restorer' || role === 'admin') && restaurantId) return `restaurants/${restaurantId}/search`;
  return null;
};

/** The restaurant's (or network's) things matching `q`, once it has 2 characters; kept 30 s per text. */
export const useDataSearch = (q: string) => {
  const path = useSearchPath();
  const term = q.trim();
  const enabled = path !== null && term.length >= SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['search', path, term],
    queryFn: ({ signal }) => request<SearchResult>('GET', path as string, { query: { q: term }, signal }),
    enabled,
    staleTime: 30_000,
  });
  return { enabled, query };
};
