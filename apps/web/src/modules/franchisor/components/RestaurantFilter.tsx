import type { NetworkRestaurant } from '@fitfit/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chooseCurrentRestaurant, WHOLE_NETWORK_LABEL } from '../../../app/session/chooseRestaurant';
import { session, useSession } from '../../../app/session/store';
import { DEFAULT_TIMEZONE } from '../../../lib/dates';
import { FilterSelect } from '../../../ui/FilterSelect';
import { toast } from '../../../ui/toast';
import { networkResources } from '../api';

/**
 * The restaurant filter of the franchisor's screens (SPEC §2: "A franchisor browsing there sees all restaurants"):
 * empty means « Tout le réseau ». It is the session's one choice, shared with the top bar's current-restaurant
 * button and its picker (issue 24): a restaurant chosen here becomes the current restaurant, one chosen in the
 * picker filters these screens, « Tout le réseau » in either shows the whole network again.
 */
export const useNetworkRestaurants = () =>
  useQuery({ queryKey: networkResources(null).keys.restaurants, queryFn: () => networkResources(null).restaurants(), staleTime: 60_000 });

/** A restaurant's timezone, to show its times on its own clock (Paris until the network's list is read). */
export const useTimezoneOf = () => {
  const restaurants = useNetworkRestaurants();
  return (restaurantId: string | null | undefined) => restaurants.data?.find((r) => r.id === restaurantId)?.timezone ?? DEFAULT_TIMEZONE;
};

/** The chosen restaurant (null: all of them), kept only while it is still one of the network's. */
export const useRestaurantFilter = () => {
  const queryClient = useQueryClient();
  const stored = useSession((s) => (s.wholeNetwork ? null : (s.currentRestaurant?.id ?? null)));
  const restaurants = useNetworkRestaurants();
  const known = restaurants.data?.some((r) => r.id === stored) ?? true;
  const restaurantId = stored && known ? stored : null;
  const chosen: NetworkRestaurant | undefined = restaurants.data?.find((r) => r.id === restaurantId);
  const setRestaurantId = (id: string | null) => {
    if (id) chooseCurrentRestaurant(queryClient, id).catch((error) => toast.fromError(error));
    else session.setWholeNetwork(true);
  };
  return { restaurantId, setRestaurantId, restaurants, chosen };
};

export function RestaurantFilter({ label = 'Restaurant' }: { label?: string }) {
  const { restaurantId, setRestaurantId, restaurants } = useRestaurantFilter();
  return (
    <FilterSelect
      label={label}
      placeholder={WHOLE_NETWORK_LABEL}
      data={(restaurants.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
      value={restaurantId}
      onChange={setRestaurantId}
      searchable
      nothingFoundMessage="Aucun restaurant"
    />
  );
}
