import type { RestaurantSummary } from '@fitfit/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../src/app/session/store';
import { restaurantPage } from '../src/ui/RestaurantPage';
import { renderRoutes } from './render';

const restaurant = (id: string, name: string) => ({ id, name }) as RestaurantSummary;

/** A page with state of its own (a typed search), to see whether it starts afresh. */
const Products = restaurantPage(function Products({ restaurantId }) {
  const [typed, setTyped] = useState('');
  return (
    <>
      <p>Produits de {restaurantId}</p>
      <input aria-label="Recherche" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
    </>
  );
});
const show = () => renderRoutes([{ path: '/caisse/products', element: <Products /> }], '/caisse/products');

beforeEach(() => session.logout());

describe('restaurantPage', () => {
  it('without a chosen restaurant, says so and links to the chooser', () => {
    show();
    expect(screen.getByRole('alert').textContent).toContain("Choisissez d'abord le restaurant sur lequel travailler.");
    expect(screen.getByRole('link', { name: 'Choisir un restaurant' }).getAttribute('href')).toBe('/admin/choose-restaurant');
    expect(screen.queryByText(/Produits de/)).toBeNull();
  });

  it('renders the page for the current restaurant, and afresh when the restaurant changes', async () => {
    session.setCurrentRestaurant(restaurant('r1', 'Bistro'));
    show();
    expect(screen.getByText('Produits de r1')).toBeTruthy();
    await act(async () => fireEvent.change(screen.getByLabelText('Recherche'), { target: { value: 'tartare' } }));
    await act(async () => session.setCurrentRestaurant(restaurant('r2', 'Brasserie')));
    expect(screen.getByText('Produits de r2')).toBeTruthy();
    // what was typed for the first restaurant does not carry over to the second
    expect((screen.getByLabelText('Recherche') as HTMLInputElement).value).toBe('');
    await act(async () => session.setCurrentRestaurant(null));
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
