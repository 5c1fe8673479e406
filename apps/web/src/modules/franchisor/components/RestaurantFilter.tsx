import type { NetworkRestaurant } from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { DEFAULT_TIMEZONE } from '../../../lib/dates';
import { FilterSelect } from '../../../ui/FilterSelect';
import { networkResources } from '../api';

/**
 * The restaurant filter of the franchisor's screens (SPEC §2: "A franchisor browsing there sees all restaurants"):
 * empty means "Tous les restaurants". The choice follows the franchisor from screen to screen for the tab's life.
 */
const KEY = 'fitfit.franchisor.restaurant';
const listeners = new Set<() => void>();
const read = () => sessionStorage.getItem(KEY);
const write = (id: string | null) => {
  if (id) sessionStorage.setItem(KEY, id);
  else sessionStorage.removeItem(KEY);
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useNetworkRestaurants = () =>
  useQuery({ queryKey: networkResources(null).keys.restaurants, queryFn: () => networkResources(null).restaurants(), staleTime: 60_000 });

/** A restaurant's timezone, to show its times on its own clock (Paris until the network's list is read). */
export const useTimezoneOf = () => {
  const restaurants = useNetworkRestaurants();
  return (restaurantId: string | null | undefined) => restaurants.data?.find((r) => r.id === restaurantId)?.timezone ?? DEFAULT_TIMEZONE;
};

/** The chosen restaurant (null: all of them), kept only while it is still one of the network's. */
export const useRestaurantFilter = () => {
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const restaurants = useNetworkRestaurants();
  const known = restaurants.data?.some((r) => r.id === stored) ?? true;
  const restaurantId = stored && known ? stored : null;
  const chosen: NetworkRestaurant | undefined = restaurants.data?.find((r) => r.id === restaurantId);
  return { restaurantId, setRestaurantId: write, restaurants, chosen };
};

export function RestaurantFilter({ label = 'Restaurant' }: { label?: string }) {
  const { restaurantId, setRestaurantId, restaurants } = useRestaurantFilter();
  return (
    <FilterSelect
      label={label}
      placeholder="Tous les restaurants"
      data={(restaurants.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
      value={restaurantId}
      onChange={setRestaurantId}
      searchable
      nothingFoundMessage="Aucun restaurant"
    />
  );
}
