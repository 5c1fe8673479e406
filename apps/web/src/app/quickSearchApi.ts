import { SEARCH_MIN_LENGTH, searchEndpoints } from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { useSession } from './session/store';

/**
 * Where quick search looks beyond the pages (docs/search.md): a franchisor in its network (tickets and Z of its
 * restaurants), a restorer or an admin in the current restaurant; a seller, or no restaurant chosen, nowhere.
 */
const useSearchScope = (): { restaurantId: string | null } | null => {
  const role = useSession((s) => s.currentUser?.role);
  const restaurantId = useSession((s) => s.currentRestaurant?.id);
  if (role === 'franchisor') return { restaurantId: null }; // its network
  if ((role === 'restorer' || role === 'admin') && restaurantId) return { restaurantId };
  return null;
};

/** The restaurant's (or network's) things matching `q`, once it has 2 characters; kept 30 s per text. */
export const useDataSearch = (q: string) => {
  const scope = useSearchScope();
  const term = q.trim();
  const enabled = scope !== null && term.length >= SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['search', scope && (scope.restaurantId ?? 'network'), term],
    queryFn: ({ signal }) =>
      scope?.restaurantId
        ? call(searchEndpoints.restaurant, { params: { restaurantId: scope.restaurantId }, query: { q: term }, signal })
        : call(searchEndpoints.network, { query: { q: term }, signal }),
    enabled,
    staleTime: 30_000,
  });
  return { enabled, query };
};
