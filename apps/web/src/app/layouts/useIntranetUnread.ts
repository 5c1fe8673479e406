import { intranetEndpoints } from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/**
 * How many intranet announcements the signed-in person has not read in its restaurant (the sidebar's badge). Its key
 * sits under the intranet's (`['intranet', restaurantId, 'unread']`), so opening an announcement refreshes it.
 */
export const useIntranetUnread = (restaurantId: string | null, enabled: boolean) => {
  const query = useQuery({
    queryKey: ['intranet', restaurantId, 'unread'],
    queryFn: ({ signal }) => call(intranetEndpoints.unread, { params: { restaurantId: restaurantId ?? '' }, signal }),
    enabled: enabled && restaurantId !== null,
    staleTime: 60_000,
  });
  return query.data?.unread_count ?? 0;
};
