import { GENERIC_ERROR_MESSAGE, restaurantResourceEndpoints } from '@fitfit/contracts';
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from '../src/lib/http';
import { restaurantEntry } from '../src/lib/resource';
import { FormModal } from '../src/ui/FormModal';
import { MoneyInput } from '../src/ui/inputs';
import { type EditorOptions, useEditor } from '../src/ui/useEditor';
import { type FakeRequest, fakeApi, pageOf, refusal } from './fake-api';
import { renderApp } from './render';

const counts = ['caisse', 'r1', 'counts'] as const;
const schema = z.object({ name: z.string().min(1), price_cents: z.number().int().min(0) });
type Values = { name: string; price_cents: number | undefined };
const productSchema = z.object({ id: z.string(), name: z.string(), price_cents: z.number() });
type Product = z.infer<typeof productSchema>;
// a small product resource of its own, saved through its descriptors like every resource of the app
const products = restaurantEntry(
  'r1',
  'caisse',
  'products',
  restaurantResourceEndpoints({ path: 'caisse/products', item: productSchema, input: schema, summaries: {}, tags: [] }),
);
const tartare: Product = { id: 'p1', name: 'Tartare', price_cents: 1250 };

type Options = Partial<EditorOptions<Values, Product, Product>>;
/** The products screen: a list, a count, and the create/edit modal of `useEditor`. */
const ProductsScreen = (options: Options) => {
  const editor = useEditor<Values, Product>({
    resource: products,
    validate: schema,
    empty: { name: '', price_cents: undefined },
    toValues: (p) => ({ name: p.name, price_cents: p.price_cents }),
    created: 'Le produit a été créé',
    updated: (saved) => `« ${saved.name} » a été modifié`,
    affects: [counts],
    ...options,
  });
  useQuery({ queryKey: products.keys.list({}), queryFn: () => api.page(products.path, {}) });
  useQuery({ queryKey: counts, queryFn: () => api.get('restaurants/r1/caisse/counts') });
  return (
    <>
      <button type="button" onClick={editor.openCreate}>
        Nouveau produit
      </button>
      <button type="button" onClick={() => editor.openEdit(tartare)}>
        Modifier Tartare
      </button>
      <FormModal editor={editor} title={editor.isNew ? 'Nouveau produit' : 'Modifier le produit'} submitLabel="Enregistrer">
        <TextInput label="Nom" {...editor.form.getInputProps('name')} />
        <MoneyInput label="Prix" {...editor.form.getInputProps('price_cents')} />
      </FormModal>
    </>
  );
};

/** The API: POST and PUT answer `write` (the saved product by default); lists and counts answer. */
const server = (write?: (req: FakeRequest) => Response | object | Promise<Response | object>) =>
  fakeApi((req) => {
    if (req.method === 'POST' || req.method === 'PUT') return write ? write(req) : { id: 'p9', ...(req.body as object) };
    if (req.path === products.path) return pageOf([tartare], 1, 15);
    return { count: 1 };
  });
const writes = (requests: FakeRequest[]) => requests.filter((r) => r.method !== 'GET');
const gets = (requests: FakeRequest[], path: string) => requests.filter((r) => r.method === 'GET' && r.path === path);

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const type = (label: string, value: string) => act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const toasts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('useEditor in a FormModal', () => {
  it('refuses wrong values with the shared schema’s French messages, sending nothing', async () => {
    const requests = server();
    renderApp(<ProductsScreen />);
    await click('Nouveau produit');
    expect(screen.getByRole('dialog', { name: 'Nouveau produit' })).toBeTruthy();
    await click('Enregistrer');
    expect(screen.getByText('Le champ nom est obligatoire')).toBeTruthy();
    expect(screen.getByText('Le champ prix est obligatoire')).toBeTruthy();
    expect(screen.getByLabelText('Nom').getAttribute('aria-invalid')).toBe('true');
    expect(writes(requests)).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('creates: one POST of the values, a toast, the modal closed, the resource and what it affects refreshed', async () => {
    const requests = server();
    renderApp(<ProductsScreen />, { toasts: true });
    await waitFor(() => expect(gets(requests, 'restaurants/r1/caisse/counts')).toHaveLength(1));
    await click('Nouveau produit');
    await type('Nom', 'Tartare');
    await type('Prix', '12,5');
    await click('Enregistrer');
    await waitFor(() => expect(toasts()).toContain('Le produit a été créé'));
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: 'POST', path: products.path, body: { name: 'Tartare', price_cents: 1250 } }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(gets(requests, products.path)).toHaveLength(2);
    expect(gets(requests, 'restaurants/r1/caisse/counts')).toHaveLength(2);
  });

  it('edits: the fields filled from the entry, one PUT to the entry, the update message', async () => {
    const requests = server();
    renderApp(<ProductsScreen />, { toasts: true });
    await click('Modifier Tartare');
    expect(screen.getByRole('dialog', { name: 'Modifier le produit' })).toBeTruthy();
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Tartare');
    expect((screen.getByLabelText('Prix') as HTMLInputElement).value).toBe('12,50 €');
    await type('Nom', 'Tartare de bœuf');
    await click('Enregistrer');
    await waitFor(() => expect(toasts()).toContain('« Tartare de bœuf » a été modifié'));
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: 'PUT', path: `${products.path}/p1`, body: { name: 'Tartare de bœuf', price_cents: 1250 } }),
    ]);
  });

  it('a refusal with fields puts each message on its field, no toast, the modal stays open', async () => {
    server(() => refusal(400, 'Le formulaire contient des erreurs', 'validation_error', { name: 'Ce nom est déjà pris' }));
    renderApp(<ProductsScreen />, { toasts: true });
    await click('Modifier Tartare');
    await click('Enregistrer');
    expect(await screen.findByText('Ce nom est déjà pris')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(toasts()).toEqual([]);
  });

  it('any other refusal is a toast with the server’s message (or the generic one), the form kept', async () => {
    let answer = refusal(403, "Vous n'avez pas le droit de modifier ce produit", 'forbidden');
    server(() => answer);
    renderApp(<ProductsScreen />, { toasts: true });
    await click('Modifier Tartare');
    await type('Nom', 'Steak');
    await click('Enregistrer');
    await waitFor(() => expect(toasts()).toContain("Vous n'avez pas le droit de modifier ce produit"));
    answer = new Response('', { status: 502 });
    await click('Enregistrer');
    await waitFor(() => expect(toasts()).toContain(GENERIC_ERROR_MESSAGE));
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Steak');
  });

  it('shows the submit button busy while saving, and « Annuler » closes without a request', async () => {
    let finish!: () => void;
    const requests = server(
      (req) =>
        new Promise((resolve) => {
          finish = () => resolve({ id: 'p1', ...(req.body as object) });
        }),
    );
    renderApp(<ProductsScreen />);
    await click('Modifier Tartare');
    await click('Enregistrer');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer' }).hasAttribute('data-loading')).toBe(true));
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await click('Nouveau produit');
    await type('Nom', 'Frites');
    await click('Annuler');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(requests)).toHaveLength(1);
    // opened again, the form starts empty and clean
    await click('Nouveau produit');
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('');
  });

  it('a validation of its own gets the entry being edited; a custom save replaces the POST/PUT', async () => {
    const save = vi.fn(async (values: Values) => ({ id: 'p1', name: values.name, price_cents: 0 }));
    const requests = server();
    renderApp(
      <ProductsScreen
        validate={(values, item) => (item && values.name === item.name ? { name: 'Choisissez un autre nom' } : {})}
        save={save}
      />,
      { toasts: true },
    );
    await click('Modifier Tartare');
    await click('Enregistrer');
    expect(screen.getByText('Choisissez un autre nom')).toBeTruthy();
    await type('Nom', 'Steak');
    await click('Enregistrer');
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Steak', price_cents: 1250 }, tartare));
    expect(writes(requests)).toEqual([]);
  });

  it('a message function may say nothing; announceInvalid says a long form has errors', async () => {
    server();
    renderApp(<ProductsScreen created={() => null} announceInvalid />, { toasts: true });
    await click('Nouveau produit');
    await click('Enregistrer');
    await waitFor(() => expect(toasts()).toContain('Le formulaire contient des erreurs'));
    await type('Nom', 'Frites');
    await type('Prix', '3');
    await click('Enregistrer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts()).not.toContain('Le produit a été créé');
  });
});
