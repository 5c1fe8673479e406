import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirm } from '../src/ui/confirm';
import { renderApp } from './render';

/** Opens a confirmation; `answer` settles when the user answers. */
const ask = async (options: Parameters<typeof confirm>[0]) => {
  let answer!: Promise<boolean>;
  await act(async () => {
    answer = confirm(options);
  });
  return { answer };
};

describe('confirm', () => {
  it('asks with its title and message, « Annuler » and « Continuer » by default; « Continuer » answers true', async () => {
    renderApp(null);
    const { answer } = await ask({ title: 'Clôturer la journée ?', message: 'Les tickets du jour ne pourront plus être modifiés.' });
    const dialog = await screen.findByRole('dialog', { name: 'Clôturer la journée ?' });
    expect(dialog.textContent).toContain('Les tickets du jour ne pourront plus être modifiés.');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' })));
    expect(await answer).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('« Annuler » answers false', async () => {
    renderApp(null);
    const { answer } = await ask({ title: 'Supprimer ?', message: 'Définitif.', confirmLabel: 'Supprimer', cancelLabel: 'Garder' });
    const keep = await screen.findByRole('button', { name: 'Garder' });
    await act(async () => fireEvent.click(keep));
    expect(await answer).toBe(false);
  });

  it('closing with Escape answers false', async () => {
    renderApp(null);
    const { answer } = await ask({ title: 'Supprimer ?', message: 'Définitif.' });
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(await answer).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a dangerous action’s button is the dark red (white on Mantine’s red is under AA)', async () => {
    renderApp(null);
    await ask({ title: 'Supprimer ?', message: 'Définitif.', confirmLabel: 'Supprimer', danger: true });
    const button = await screen.findByRole('button', { name: 'Supprimer' });
    expect(button.getAttribute('style')).toContain('--mantine-color-red-9');
  });
});
