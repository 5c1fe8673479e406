import { Alert, Anchor } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useSession } from '../app/session/store';

/** The restaurant being worked on (the shell makes sure there is one on restaurant pages). */
export const useRestaurantId = () => useSession((s) => s.currentRestaurant?.id ?? null);

/** Shown when no restaurant is chosen yet (the shell normally picks one first). */
export const NoRestaurant = () => (
  <Alert color="yellow" title="Aucun restaurant" role="alert">
    Choisissez d'abord le restaurant sur lequel travailler.{' '}
    <Anchor component={Link} to="/admin/choose-restaurant">
      Choisir un restaurant
    </Anchor>
  </Alert>
);

/**
 * A restaurant-side page: rendered with the current restaurant's id, or "Aucun restaurant". Keyed by the
 * restaurant, so that switching restaurant starts the page afresh.
 */
export const restaurantPage = (Page: ComponentType<{ restaurantId: string }>) =>
  function RestaurantPage() {
    const restaurantId = useRestaurantId();
    return restaurantId ? <Page key={restaurantId} restaurantId={restaurantId} /> : <NoRestaurant />;
  };
