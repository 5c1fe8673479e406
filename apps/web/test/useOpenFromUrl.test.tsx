import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useOpenFromUrl } from '../src/ui/useOpenFromUrl';
import { renderRoutes } from './render';

/** The tickets page: a quick search hit names a ticket (and its day) in the URL. */
const Tickets = ({ open }: { open: (values: Record<string, string>) => void }) => {
  const [opened, setOpened] = useState('aucun');
  useOpenFromUrl(['ticket', 'day'], (values) => {
    open(values);
    setOpened(values.ticket);
  });
  return (
    <>
      <p>Ticket ouvert : {opened}</p>
      <Link to="/tickets?ticket=t2">Résultat t2</Link>
    </>
  );
};
const setup = (url: string) => {
  const open = vi.fn();
  const view = renderRoutes([{ path: '/tickets', element: <Tickets open={open} /> }], url);
  return { open, ...view };
};

describe('useOpenFromUrl', () => {
  it('opens the item the URL names, with its other parameters, then takes them out of the URL', async () => {
    const { open, router } = setup('/tickets?ticket=t1&day=2026-03-02&register=bar');
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith({ ticket: 't1', day: '2026-03-02' });
    expect(screen.getByText('Ticket ouvert : t1')).toBeTruthy();
    // the page's own parameters stay; the history entry is replaced, so Back does not reopen it
    expect(router.state.location.search).toBe('?register=bar');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a missing second parameter comes as an empty string; nothing named, nothing opened', () => {
    const first = setup('/tickets?ticket=t1');
    expect(first.open).toHaveBeenCalledWith({ ticket: 't1', day: '' });
    first.unmount();
    const none = setup('/tickets?day=2026-03-02');
    expect(none.open).not.toHaveBeenCalled();
    expect(none.router.state.location.search).toBe('?day=2026-03-02');
  });

  it('another hit chosen with the page already open opens it too', async () => {
    const { open, router } = setup('/tickets?ticket=t1');
    await act(async () => screen.getByRole('link', { name: 'Résultat t2' }).click());
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenLastCalledWith({ ticket: 't2', day: '' });
    expect(router.state.location.search).toBe('');
  });
});
