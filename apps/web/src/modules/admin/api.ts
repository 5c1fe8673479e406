import type { KeyLabel } from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http';

/** Public lookups (currencies, recurrings, categories, sponsor types), loaded once per session. */
export const useLookup = (name: 'currencies' | 'recurrings' | 'categories' | 'sponsor_types') =>
  useQuery({
    queryKey: ['public', name],
    queryFn: () => api.get<{ data: KeyLabel[] }>(`public/${name}`).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Options of a Select from a { key: label } map. */
export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
