import { useQueryClient } from '@tanstack/react-query';
import type { Key } from '../lib/queryKeys';

/** Refreshes the given cache keys (each a prefix: a resource's `all` covers its lists and details). */
export const useRefresh = () => {
  const queryClient = useQueryClient();
  return (...keys: Key[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
};
