import { caisseLedgerEndpoints } from '@fitfit/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { restaurantEntry } from '../src/lib/resource';
import { CursorPager } from '../src/ui/CursorPager';
import { DataTable } from '../src/ui/DataTable';
import type { CursorSource } from '../src/ui/useCursorList';
import { useCursorList } from '../src/ui/useCursorList';
import { type FakeRequest, fakeApi } from './fake-api';
import { renderApp } from './render';

type Ticket = { id: string; number: number; register: string };
// the fake server answers these rows: the test reads them as its own small ticket
const tickets = restaurantEntry('r1', 'caisse', 'tickets', { list: caisseLedgerEndpoints.tickets }) as unknown as CursorSource<Ticket>;
const all: Ticket[] = Array.from({ length: 7 }, (_, i) => ({ id: `t${7 - i}`, number: 7 - i, register: i % 2 ? 'Bar' : 'Salle' }));

/**
 * Keyset paging as the API does it: newest first, 3 a page; the cursor is the number of the last ticket shown, and a
 * page asked with a cursor starts after it (whatever page number it is called).
 */
const server = (rows = all) =>
  fakeApi((req) => {
    const { cursor, register, search = '' } = req.query;
    const perPage = Number(req.query.per_page);
    const found = rows.filter((t) => (!register || t.register === register) && String(t.number).includes(search));
    const after = cursor ? found.filter((t) => t.number < Number(cursor)) : found;
    const data = after.slice(0, perPage);
    const more = after.length > perPage;
    return {
      data,
      current_page: Number(req.query.page),
      per_page: perPage,
      total_entries: found.length,
      total_pages: Math.ceil(found.length / perPage),
      next_cursor: more ? String(data.at(-1)?.number) : null,
    };
  });

const Journal = () => {
  const [register, setRegister] = useState<string | undefined>();
  const list = useCursorList(tickets, { register }, 3);
  return (
    <>
      <button type="button" onClick={() => setRegister('Salle')}>
        Salle seulement
      </button>
      <DataTable
        list={list}
        columns={[{ key: 'number', title: 'Numéro', render: (t) => `N° ${t.number}` }]}
        rowKey={(t) => t.id}
        emptyText="Aucun ticket"
        pager={<CursorPager list={list} />}
      />
    </>
  );
};

const shown = () => [...screen.getAllByRole('rowgroup')[1].querySelectorAll('tr')].map((tr) => tr.textContent);
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const cursors = (requests: FakeRequest[]) => requests.map((r) => r.query.cursor ?? null);

describe('useCursorList with CursorPager', () => {
  it('goes forwards with the server’s cursors and back exactly where it was, numbering the pages', async () => {
    const requests = server();
    renderApp(<Journal />);
    await waitFor(() => expect(shown()).toEqual(['N° 7', 'N° 6', 'N° 5']));
    expect(screen.getByText('Page 1 sur 3 · 7 éléments')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page précédente' }).hasAttribute('disabled')).toBe(true);
    await click('Page suivante');
    await waitFor(() => expect(shown()).toEqual(['N° 4', 'N° 3', 'N° 2']));
    expect(requests.at(-1)?.query).toMatchObject({ cursor: '5', page: '2', per_page: '3' });
    await click('Page suivante');
    await waitFor(() => expect(shown()).toEqual(['N° 1']));
    expect(screen.getByText('Page 3 sur 3 · 7 éléments')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page suivante' }).hasAttribute('disabled')).toBe(true);
    await click('Page précédente');
    await waitFor(() => expect(shown()).toEqual(['N° 4', 'N° 3', 'N° 2']));
    await click('Page précédente');
    await waitFor(() => expect(shown()).toEqual(['N° 7', 'N° 6', 'N° 5']));
    expect(screen.getByText('Page 1 sur 3 · 7 éléments')).toBeTruthy();
    // back uses the cursors already seen: page 2 is asked after 5 again, never from another cursor
    expect(new Set(cursors(requests))).toEqual(new Set([null, '5', '2']));
  });

  it('a filter starts over from the first page', async () => {
    const requests = server();
    renderApp(<Journal />);
    await waitFor(() => expect(shown()).toEqual(['N° 7', 'N° 6', 'N° 5']));
    await click('Page suivante');
    await waitFor(() => expect(shown()).toEqual(['N° 4', 'N° 3', 'N° 2']));
    await click('Salle seulement');
    await waitFor(() => expect(shown()).toEqual(['N° 7', 'N° 5', 'N° 3']));
    expect(requests.at(-1)?.query).toEqual({ register: 'Salle', page: '1', per_page: '3' });
    expect(screen.getByText('Page 1 sur 2 · 4 éléments')).toBeTruthy();
  });

  it('a search starts over from the first page once the typing pauses', async () => {
    const requests = server();
    renderApp(<Journal />);
    await waitFor(() => expect(shown()).toEqual(['N° 7', 'N° 6', 'N° 5']));
    await click('Page suivante');
    await waitFor(() => expect(shown()).toEqual(['N° 4', 'N° 3', 'N° 2']));
    await act(async () => fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher' }), { target: { value: '6' } }));
    await waitFor(() => expect(shown()).toEqual(['N° 6']));
    expect(requests.at(-1)?.query).toEqual({ search: '6', page: '1', per_page: '3' });
  });

  it('shows no pager when everything fits on one page', async () => {
    server(all.slice(0, 2));
    renderApp(<Journal />);
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Page suivante' })).toBeNull();
    expect(screen.queryByText(/Page 1/)).toBeNull();
  });
});
