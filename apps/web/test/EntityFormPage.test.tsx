import { caisseCardEndpoints } from '@fitfit/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restaurantEntry } from '../src/lib/resource';
import { EntityFormPage } from '../src/ui/EntityFormPage';
import { FormButtons } from '../src/ui/FormButtons';
import { fakeApi, refusal } from './fake-api';
import { renderRoutes } from './render';

type Product = { id: string; name: string };
const products = restaurantEntry('r1', 'caisse', 'products', caisseCardEndpoints.products);

const Page = () => (
  <EntityFormPage<Product> resource={products} backTo="/products" backLabel="Retour aux produits">
    {(product) => (
      <form>
        <p>{product ? `Modifier ${product.name}` : 'Nouveau produit'}</p>
        <FormButtons submitLabel="Enregistrer" saving={false} cancelTo="/products" />
      </form>
    )}
  </EntityFormPage>
);
const routes = [
  { path: '/products/new', element: <Page /> },
  { path: '/products/:id', element: <Page /> },
  { path: '/products', element: <p>La liste</p> },
];

describe('EntityFormPage', () => {
  it('creating: the empty form at once, no request', () => {
    const requests = fakeApi(() => ({}));
    renderRoutes(routes, '/products/new');
    expect(screen.getByText('Nouveau produit')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour aux produits' }).getAttribute('href')).toBe('/products');
    expect(requests).toEqual([]);
  });

  it('editing: a loader, then the form given the entry the URL names', async () => {
    const requests = fakeApi(() => ({ id: 'p1', name: 'Tartare' }));
    renderRoutes(routes, '/products/p1');
    expect(screen.getByLabelText('Chargement')).toBeTruthy();
    expect(await screen.findByText('Modifier Tartare')).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual([`${products.path}/p1`]);
  });

  it('an entry that is not there: the server’s message instead of the form', async () => {
    fakeApi(() => refusal(404, 'Produit introuvable', 'not_found'));
    renderRoutes(routes, '/products/p9');
    expect((await screen.findByRole('alert')).textContent).toBe('Produit introuvable');
    expect(screen.queryByText(/Modifier/)).toBeNull();
  });

  it('« Annuler » of a page form leads back to the list', async () => {
    const { router } = renderRoutes(routes, '/products/new');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Annuler' })));
    expect(router.state.location.pathname).toBe('/products');
  });
});
