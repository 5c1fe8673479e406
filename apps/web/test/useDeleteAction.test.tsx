import { caisseCardEndpoints } from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../src/lib/http';
import { restaurantEntry } from '../src/lib/resource';
import { DeleteButton } from '../src/ui/DeleteButton';
import { quoted, useDeleteAction } from '../src/ui/useDeleteAction';
import { fakeApi, pageOf, refusal } from './fake-api';
import { renderApp } from './render';

const products = restaurantEntry('r1', 'caisse', 'products', caisseCardEndpoints.products);
const counts = ['caisse', 'r1', 'counts'] as const;
const NBSP = '\u00a0';

/** A product list, a count it affects, and « Supprimer » on Tartare wired to `useDeleteAction`. */
const Screen = ({ said, wording }: { said?: (label: string, answer: unknown) => string; wording?: { verb: string; done: string } }) => {
  const remove = useDeleteAction({ resource: products, noun: 'le produit', affects: [counts], said, wording });
  const list = useQuery({ queryKey: products.keys.list({}), queryFn: () => api.page<{ id: string }>(products.path, {}) });
  useQuery({ queryKey: counts, queryFn: () => api.get('restaurants/r1/caisse/counts') });
  const [result, setResult] = useState<string>('');
  return (
    <>
      <p>{list.data ? `${list.data.total_entries} produits` : '…'}</p>
      <button type="button" onClick={async () => setResult(String(await remove('p1', 'Tartare')))}>
        Supprimer Tartare
      </button>
      <output>{result}</output>
    </>
  );
};

/** The API: products p1 and p2 (p1 gone once deleted), a count; DELETE answers `answer` (204 by default). */
const server = (answer?: () => Response | object) => {
  let rows = [{ id: 'p1' }, { id: 'p2' }];
  return fakeApi((req) => {
    if (req.method === 'DELETE') {
      const response = answer?.();
      if (!(response instanceof Response) || response.ok) rows = rows.filter((r) => `${products.path}/${r.id}` !== req.path);
      return response;
    }
    if (req.path === products.path) return pageOf(rows, 1, 15);
    return { count: rows.length };
  });
};

const clickDelete = async () => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer Tartare' })));
  return screen.findByRole('dialog');
};
const gets = (requests: { method: string; path: string }[], path: string) => requests.filter((r) => r.method === 'GET' && r.path === path);

describe('useDeleteAction', () => {
  it('asks « Supprimer le produit « Tartare » ? » with non-breaking spaces, says it is definitive', async () => {
    server();
    renderApp(<Screen />);
    const dialog = await clickDelete();
    expect(screen.getByRole('heading', { name: `Supprimer le produit «${NBSP}Tartare${NBSP}»${NBSP}?` })).toBeTruthy();
    expect(dialog.textContent).toContain('Cette action est définitive.');
    expect(quoted('Tartare')).toBe(`«${NBSP}Tartare${NBSP}»`);
  });

  it('says its own verb when asked to (« Retirer » an announcement): in the question, the button and the toast', async () => {
    server();
    renderApp(<Screen wording={{ verb: 'Retirer', done: 'retiré' }} />, { toasts: true });
    await screen.findByText('2 produits');
    await clickDelete();
    expect(screen.getByRole('heading', { name: `Retirer le produit «${NBSP}Tartare${NBSP}»${NBSP}?` })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retirer' })));
    expect(await screen.findByText('true')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(`${quoted('Tartare')} a été retiré`));
  });

  it('« Annuler » changes nothing: no request, no refresh, answers false', async () => {
    const requests = server();
    renderApp(<Screen />, { toasts: true });
    await screen.findByText('2 produits');
    const before = requests.length;
    await clickDelete();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Annuler' })));
    expect(await screen.findByText('false')).toBeTruthy();
    expect(requests.length).toBe(before);
    expect(screen.getByText('2 produits')).toBeTruthy();
  });

  it('confirmed: one DELETE, a toast, the list and what it affects refreshed, the detail not refetched', async () => {
    const requests = server();
    const { client } = renderApp(<Screen />, { toasts: true });
    client.setQueryData(products.keys.detail('p1'), { id: 'p1' });
    await screen.findByText('2 produits');
    await waitFor(() => expect(gets(requests, 'restaurants/r1/caisse/counts')).toHaveLength(1));
    await clickDelete();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer' })));
    expect(await screen.findByText('true')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${products.path}/p1`]);
    // the toast keeps the non-breaking spaces (the text matchers would fold them into plain ones)
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(`${quoted('Tartare')} a été supprimé`));
    expect(screen.getByText('1 produits')).toBeTruthy();
    expect(gets(requests, products.path)).toHaveLength(2);
    expect(gets(requests, 'restaurants/r1/caisse/counts')).toHaveLength(2);
    expect(gets(requests, `${products.path}/p1`)).toHaveLength(0);
    expect(client.getQueryState(products.keys.detail('p1'))?.isInvalidated).toBe(true);
  });

  it('the server refuses: its French message in a toast, the list untouched, answers false', async () => {
    const requests = server(() => refusal(409, 'Ce produit figure sur des tickets : archivez-le', 'conflict'));
    renderApp(<Screen />, { toasts: true });
    await screen.findByText('2 produits');
    await clickDelete();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer' })));
    expect(await screen.findByText('Ce produit figure sur des tickets : archivez-le')).toBeTruthy();
    expect(screen.getByText('false')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(gets(requests, products.path)).toHaveLength(1);
    expect(screen.getByText('2 produits')).toBeTruthy();
  });

  it('says what the answer tells when asked to (a product archived instead of deleted)', async () => {
    server(() => ({ archived: true }));
    renderApp(<Screen said={(label, answer) => `${label} ${(answer as { archived: boolean }).archived ? 'archivé' : 'supprimé'}`} />, {
      toasts: true,
    });
    await clickDelete();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer' })));
    expect(await screen.findByText('Tartare archivé')).toBeTruthy();
  });
});

describe('DeleteButton', () => {
  it('goes on (then) only when the deletion says it happened', async () => {
    const then = vi.fn();
    let answer = false;
    renderApp(<DeleteButton onDelete={async () => answer} then={then} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer' })));
    expect(then).not.toHaveBeenCalled();
    answer = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer' })));
    expect(then).toHaveBeenCalledTimes(1);
  });
});
