import { authEndpoints, memberAccessLabels, NO_RESTAURANT_LABEL, type RestaurantSummary } from '@fitfit/contracts';
import { ActionIcon, Button, Menu, Text } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { errorMessage } from '../../lib/http';
import { toast } from '../../ui/toast';
import { chooseCurrentRestaurant } from '../session/chooseRestaurant';
import { useSession } from '../session/store';

/** The restaurants a restaurateur acts for (auth/restaurants), kept a minute: a new one arrives with an invitation. */
const restaurantsKey = ['session', 'acting-restaurants'] as const;

/** The restaurants a restaurateur acts for (none read for the other roles, who choose theirs on their own page). */
export const useActingRestaurants = (restorer: boolean): RestaurantSummary[] =>
  useQuery({
    queryKey: restaurantsKey,
    queryFn: ({ signal }) => call(authEndpoints.restaurants, { query: { order: 'asc' }, signal }),
    enabled: restorer,
    staleTime: 60_000,
  }).data?.data ?? [];

/**
 * A restaurateur of several restaurants (a restaurateur with two places) switches from the restaurant's name in the
 * top bar: a menu of their restaurants, each with their access there.
 */
export function RestaurantMenu({ restaurants, compact }: { restaurants: RestaurantSummary[]; compact: boolean }) {
  const current = useSession((s) => s.currentRestaurant);
  const queryClient = useQueryClient();
  const name = current?.name ?? NO_RESTAURANT_LABEL;
  const label = `Restaurant courant : ${name}. Changer de restaurant`;
  const choose = async (id: string) => {
    if (id === current?.id) return;
    try {
      await chooseCurrentRestaurant(queryClient, id);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    // no focus placeholder (a tabindex on a presentational child of the menu: axe aria-required-children)
    <Menu position="bottom-end" width={300} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        {compact ? (
          <ActionIcon variant="light" size="lg" aria-label={label}>
            <IconBuildingStore size={18} />
          </ActionIcon>
        ) : (
          <Button
            variant="light"
            leftSection={<IconBuildingStore size={16} />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            maw={280}
            aria-label={label}
          >
            <Text truncate size="sm" fw={500}>
              {name}
            </Text>
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Vos restaurants</Menu.Label>
        {restaurants.map((r) => (
          <Menu.Item
            key={r.id}
            onClick={() => choose(r.id)}
            aria-current={r.id === current?.id ? 'true' : undefined}
            leftSection={r.id === current?.id ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />}
            rightSection={
              r.access && (
                <Text size="xs" c="dimmed">
                  {memberAccessLabels[r.access]}
                </Text>
              )
            }
          >
            <Text size="sm" fw={r.id === current?.id ? 600 : 400} truncate>
              {r.name}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
