import { GENERIC_ERROR_MESSAGE } from '@fitfit/contracts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from '../src/ui/ToastHost';
import { toast } from '../src/ui/toast';

afterEach(cleanup);

describe('toasts', () => {
  it('show the same message once, however often it is raised, and different messages each', async () => {
    render(<ToastHost scheme="light" />);
    await act(async () => {
      toast.error('Le champ e-mail est invalide');
      toast.error('Le champ e-mail est invalide');
      toast.fromError(new Error('réseau'));
      toast.fromError(new Error('réseau'));
      toast.success('Le module a été modifié');
    });
    expect(await screen.findAllByText('Le champ e-mail est invalide')).toHaveLength(1);
    expect(screen.getAllByText('Le module a été modifié')).toHaveLength(1);
    expect(screen.getAllByText(GENERIC_ERROR_MESSAGE)).toHaveLength(1);
  });

  it('sit at the top centre, away from the page actions and the form buttons', async () => {
    const { container } = render(<ToastHost scheme="light" />);
    act(() => {
      toast.info('Bonjour');
    });
    await waitFor(() => expect(container.querySelector('.Toastify__toast-container--top-center')).not.toBeNull());
  });

  it('raised before the host is on screen (its library loads on demand), a toast shows once it is', async () => {
    await act(async () => {
      toast.success('Le produit a été créé');
    });
    expect(screen.queryByText('Le produit a été créé')).toBeNull();
    render(<ToastHost scheme="light" />);
    expect(await screen.findByText('Le produit a été créé')).toBeTruthy();
  });
});
