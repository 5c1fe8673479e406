import { adminEndpoints } from '@fitfit/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { platformEntry } from '../src/lib/resource';
import { type Column, DataTable } from '../src/ui/DataTable';
import type { ListSource } from '../src/ui/usePagedList';
import { usePagedList } from '../src/ui/usePagedList';
import { type FakeRequest, fakeApi, pageOf, refusal } from './fake-api';
import { renderApp } from './render';

type Hardware = { id: string; model: string; kind: 'printer' | 'drawer'; price_cents: number };
// the fake server answers these rows: the test reads them as its own small catalogue
const hardwares = platformEntry('admin/hardwares', adminEndpoints.hardwares) as unknown as ListSource<Hardware>;
const catalogue: Hardware[] = Array.from({ length: 40 }, (_, i) => ({
  id: `h${i + 1}`,
  model: `Modèle ${String(i + 1).padStart(2, '0')}`,
  kind: i % 4 === 0 ? 'drawer' : 'printer',
  price_cents: (i + 1) * 100,
}));

/** The API of the catalogue: search on the model, a kind filter, sort and order, 15 a page. */
const server = (rows = catalogue) =>
  fakeApi((req) => {
    const { search = '', kind, sort, order = 'desc', page = '1', per_page = '15' } = req.query;
    let found = rows.filter((r) => r.model.toLowerCase().includes(search.toLowerCase()) && (!kind || r.kind === kind));
    if (sort === 'model') found = [...found].sort((a, b) => a.model.localeCompare(b.model) * (order === 'asc' ? 1 : -1));
    return pageOf(found, Number(page), Number(per_page));
  });

const columns: Column<Hardware>[] = [
  { key: 'model', title: 'Modèle', sort: 'model', phone: true, render: (h) => h.model },
  { key: 'kind', title: 'Type', render: (h) => (h.kind === 'drawer' ? 'Tiroir' : 'Imprimante') },
  {
    key: 'price',
    title: 'Prix',
    phone: true,
    render: (h) => `${h.price_cents / 100} €`,
    phoneRender: (h) => `${h.price_cents / 100} € HT`,
  },
];

/** The catalogue page: a table, a kind filter in its toolbar. */
const Catalogue = ({ onRowClick }: { onRowClick?: (h: Hardware) => void }) => {
  const [kind, setKind] = useState<string | undefined>();
  const list = usePagedList(hardwares, { filters: { kind } });
  return (
    <DataTable
      list={list}
      columns={columns}
      rowKey={(h) => h.id}
      emptyText="Aucun matériel au catalogue"
      onRowClick={onRowClick}
      toolbar={
        <button type="button" onClick={() => setKind(kind ? undefined : 'drawer')}>
          {kind ? 'Tous les types' : 'Tiroirs seulement'}
        </button>
      }
    />
  );
};

const bodyRows = () => screen.getAllByRole('rowgroup')[1].querySelectorAll('tr');
const shownModels = () => [...bodyRows()].map((tr) => tr.querySelector('td')?.textContent);
const last = (requests: FakeRequest[]) => requests.at(-1)?.query;
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));

describe('DataTable over usePagedList', () => {
  it('shows three skeleton rows while loading, then the first 15 rows, the count and the pages', async () => {
    let answer!: () => void;
    const rows = catalogue;
    fakeApi(
      (req) =>
        new Promise((resolve) => {
          answer = () => resolve(pageOf(rows, Number(req.query.page), 15));
        }),
    );
    renderApp(<Catalogue />);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(bodyRows()[0].textContent).toBe('');
    await act(async () => answer());
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    expect(shownModels()[0]).toBe('Modèle 01');
    expect(screen.getByText('40 éléments')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });

  it('asks the server for page 1, 15 a page, newest first, then the page chosen', async () => {
    const requests = server();
    renderApp(<Catalogue />);
    await waitFor(() => expect(shownModels()).toHaveLength(15));
    expect(last(requests)).toEqual({ page: '1', per_page: '15', order: 'desc' });
    await click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(shownModels()[0]).toBe('Modèle 16'));
    expect(last(requests)).toMatchObject({ page: '2' });
    await click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(shownModels()).toEqual(['Modèle 31', ...catalogue.slice(31, 40).map((h) => h.model)]));
    expect(screen.getByRole('button', { name: 'Page suivante' }).hasAttribute('disabled')).toBe(true);
  });

  it('searches once the typing pauses, from page 1, and says when nothing matches', async () => {
    const requests = server();
    renderApp(<Catalogue />);
    await waitFor(() => expect(shownModels()).toHaveLength(15));
    await click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(shownModels()[0]).toBe('Modèle 16'));
    const box = screen.getByRole('textbox', { name: 'Rechercher' });
    const before = requests.length;
    await act(async () => {
      fireEvent.change(box, { target: { value: 'Modèle 3' } });
      fireEvent.change(box, { target: { value: 'Modèle 33' } });
    });
    await waitFor(() => expect(shownModels()).toEqual(['Modèle 33']));
    // one request for what was typed last, none for the keystroke before it
    expect(requests.slice(before).map((r) => r.query)).toEqual([{ search: 'Modèle 33', page: '1', per_page: '15', order: 'desc' }]);
    await act(async () => fireEvent.change(box, { target: { value: 'Caisse' } }));
    expect(await screen.findByText('Aucun résultat pour « Caisse »')).toBeTruthy();
    expect(screen.queryByText('Aucun matériel au catalogue')).toBeNull();
  });

  it('an empty list says its empty text and shows no pages', async () => {
    server([]);
    renderApp(<Catalogue />);
    expect(await screen.findByText('Aucun matériel au catalogue')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });

  it('a sortable header sorts ascending, then descending, from page 1, and says so to screen readers', async () => {
    const requests = server();
    renderApp(<Catalogue />);
    await waitFor(() => expect(shownModels()).toHaveLength(15));
    await click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(shownModels()[0]).toBe('Modèle 16'));
    const header = screen.getByRole('columnheader', { name: 'Modèle' });
    expect(header.getAttribute('aria-sort')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: 'Type' })).queryByRole('button')).toBeNull();
    await click(within(header).getByRole('button'));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    expect(last(requests)).toMatchObject({ sort: 'model', order: 'asc', page: '1' });
    await click(within(header).getByRole('button'));
    await waitFor(() => expect(shownModels()[0]).toBe('Modèle 40'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(last(requests)).toMatchObject({ sort: 'model', order: 'desc', page: '1' });
  });

  it('a filter changed on page 3 asks for page 1 of the filtered list', async () => {
    const requests = server();
    renderApp(<Catalogue />);
    await waitFor(() => expect(shownModels()).toHaveLength(15));
    await click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(shownModels()[0]).toBe('Modèle 31'));
    await click(screen.getByRole('button', { name: 'Tiroirs seulement' }));
    // 10 drawers: one page; asking for page 3 of them would show an empty table
    await waitFor(() => expect(shownModels()).toHaveLength(10));
    expect(last(requests)).toMatchObject({ kind: 'drawer', page: '1' });
    expect(requests.some((r) => r.query.kind === 'drawer' && r.query.page !== '1')).toBe(false);
  });

  it('shows a refusal’s French message in an alert', async () => {
    fakeApi(() => refusal(403, "Vous n'avez pas accès au catalogue", 'forbidden'));
    renderApp(<Catalogue />);
    expect((await screen.findByRole('alert')).textContent).toBe("Vous n'avez pas accès au catalogue");
  });

  it('a click on a row opens it', async () => {
    server();
    const opened = vi.fn();
    renderApp(<Catalogue onRowClick={opened} />);
    await waitFor(() => expect(shownModels()).toHaveLength(15));
    await click(bodyRows()[1]);
    expect(opened).toHaveBeenCalledWith(catalogue[1]);
  });

  it('on a phone, only the columns marked for it, with their phone rendering', async () => {
    window.matchMedia = (query: string) =>
      ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }) as never;
    server();
    renderApp(<Catalogue />);
    await waitFor(() => expect(shownModels()).toHaveLength(15));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Modèle', 'Prix']);
    expect(bodyRows()[0].textContent).toBe('Modèle 011 € HT');
  });
});
