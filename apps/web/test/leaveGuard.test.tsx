import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LeaveGuard } from '../src/ui/leaveGuard';
import { useEditor } from '../src/ui/useEditor';
import { renderRoutes } from './render';

type Values = { name: string };
const schema = z.object({ name: z.string().min(1) });

/** A page form (`item` given, null to create), saved through `save`, leaving for the list once saved. */
const PageForm = () => {
  const editor = useEditor<Values, { id: string }>({
    item: null,
    validate: schema,
    empty: { name: '' },
    toValues: () => ({ name: '' }),
    save: async (values) => ({ id: 'p1', ...values }),
    created: 'Créé',
    updated: 'Modifié',
  });
  return (
    <form onSubmit={editor.submit}>
      <TextInput label="Nom" {...editor.form.getInputProps('name')} />
      <button type="submit">Enregistrer</button>
      <Link to="/liste">Retour à la liste</Link>
      <Link to="/produit?onglet=prix">Onglet prix</Link>
    </form>
  );
};

/** A list page whose create form is a modal: it guards only while open. */
const ModalForm = () => {
  const editor = useEditor<Values, { id: string }>({
    validate: schema,
    empty: { name: '' },
    toValues: () => ({ name: '' }),
    save: async (values) => ({ id: 'p1', ...values }),
    created: 'Créé',
    updated: 'Modifié',
  });
  return (
    <>
      <button type="button" onClick={editor.openCreate}>
        Nouveau
      </button>
      {editor.opened && <TextInput label="Nom" {...editor.form.getInputProps('name')} />}
      <button type="button" onClick={editor.close}>
        Fermer
      </button>
      <Link to="/ailleurs">Ailleurs</Link>
    </>
  );
};

const routes = [
  {
    path: '/',
    element: (
      <>
        <LeaveGuard />
        <Outlet />
      </>
    ),
    children: [
      { path: 'produit', element: <PageForm /> },
      { path: 'modal', element: <ModalForm /> },
      { path: 'liste', element: <p>La liste</p> },
      { path: 'ailleurs', element: <p>Ailleurs</p> },
    ],
  },
];

const type = (value: string) => act(async () => fireEvent.change(screen.getByLabelText('Nom'), { target: { value } }));
const follow = (name: string) => act(async () => fireEvent.click(screen.getByRole('link', { name })));
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leave guard', () => {
  it('a clean form leaves without a question', async () => {
    const { router } = renderRoutes(routes, '/produit');
    await follow('Retour à la liste');
    expect(router.state.location.pathname).toBe('/liste');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a dirty form asks « Quitter sans enregistrer ? »: « Rester sur la page » keeps what was typed', async () => {
    const { router } = renderRoutes(routes, '/produit');
    await type('Tartare');
    await follow('Retour à la liste');
    expect(await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' })).toBeTruthy();
    await click('Rester sur la page');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/produit');
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Tartare');
  });

  it('« Quitter la page » goes where the user asked', async () => {
    const { router } = renderRoutes(routes, '/produit');
    await type('Tartare');
    await follow('Retour à la liste');
    await screen.findByRole('dialog');
    await click('Quitter la page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/liste'));
    expect(screen.getByText('La liste')).toBeTruthy();
  });

  it('a change of the query string on the same page (a tab) does not ask', async () => {
    const { router } = renderRoutes(routes, '/produit');
    await type('Tartare');
    await follow('Onglet prix');
    expect(router.state.location.search).toBe('?onglet=prix');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the tab asks the browser’s question only while a form is dirty', async () => {
    renderRoutes(routes, '/produit');
    expect(beforeUnloadPrevented()).toBe(false);
    await type('Tartare');
    expect(beforeUnloadPrevented()).toBe(true);
    await type('');
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('once saved, leaving needs no question', async () => {
    const { router } = renderRoutes(routes, '/produit');
    await type('Tartare');
    await click('Enregistrer');
    await follow('Retour à la liste');
    expect(router.state.location.pathname).toBe('/liste');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a modal form guards while open, not once closed', async () => {
    const { router } = renderRoutes(routes, '/modal');
    await click('Nouveau');
    await type('Frites');
    expect(beforeUnloadPrevented()).toBe(true);
    await click('Fermer');
    expect(beforeUnloadPrevented()).toBe(false);
    await follow('Ailleurs');
    expect(router.state.location.pathname).toBe('/ailleurs');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a form that left the page stops guarding', async () => {
    const { router } = renderRoutes(routes, '/produit');
    await type('Tartare');
    await follow('Retour à la liste');
    await click('Quitter la page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/liste'));
    expect(beforeUnloadPrevented()).toBe(false);
  });
});
