import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** Shown when no restaurant is chosen yet (the shell normally picks one first). */
export const NoRestaurant = () => (
  <Alert color="yellow" title="Aucun restaurant">
    Choisissez d'abord le restaurant sur lequel travailler.{' '}
    <Anchor component={Link} to="/admin/choose-restaurant">
      Choisir un restaurant
    </Anchor>
  </Alert>
);
