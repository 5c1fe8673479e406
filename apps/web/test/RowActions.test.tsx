import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RowActions } from '../src/ui/RowActions';
import { renderApp } from './render';

describe('RowActions', () => {
  it('edit and delete are named after the row, and their clicks stay out of the row’s own', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const rowClick = vi.fn();
    renderApp(
      <table>
        <tbody>
          <tr onClick={rowClick}>
            <td>
              <RowActions label="Tartare" onEdit={onEdit} onDelete={onDelete} />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Modifier Tartare' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer Tartare' })));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(rowClick).not.toHaveBeenCalled();
  });

  it('a delete that is not allowed is disabled and does nothing; no handler, no button', async () => {
    const onDelete = vi.fn();
    renderApp(<RowActions label="Salle" onDelete={onDelete} deleteDisabled deleteHint="Des tables y sont rattachées" />);
    const button = screen.getByRole('button', { name: 'Supprimer Salle' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => fireEvent.click(button));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Modifier Salle' })).toBeNull();
  });
});
