import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReorderButtons } from '../src/ui/ReorderButtons';
import { renderApp } from './render';

/** A form's ordered options, as the menu steps use them: move up, down, remove. */
const Options = ({ onRowClick = () => {} }: { onRowClick?: () => void }) => {
  const [items, setItems] = useState(['Entrée', 'Plat', 'Dessert']);
  const move = (i: number, by: number) =>
    setItems((list) => {
      const next = [...list];
      [next[i], next[i + by]] = [next[i + by], next[i]];
      return next;
    });
  return (
    <ul>
      {items.map((item, i) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a row's own click, as in a table; the test checks the buttons keep theirs
        <li key={item} onClick={onRowClick}>
          {item}
          <ReorderButtons
            name={item}
            first={i === 0}
            last={i === items.length - 1}
            onUp={() => move(i, -1)}
            onDown={() => move(i, 1)}
            onRemove={() => setItems((list) => list.filter((x) => x !== item))}
          />
        </li>
      ))}
    </ul>
  );
};

const order = () => screen.getAllByRole('listitem').map((li) => li.firstChild?.textContent);
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('ReorderButtons', () => {
  it('names each button after its row for screen readers', () => {
    renderApp(<Options />);
    const row = screen.getAllByRole('listitem')[1];
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Monter Plat', 'Descendre Plat', 'Retirer Plat']);
  });

  it('the first row cannot go up nor the last down: those buttons are disabled, out of the keyboard’s way', () => {
    renderApp(<Options />);
    const up = screen.getByRole('button', { name: 'Monter Entrée' }) as HTMLButtonElement;
    const down = screen.getByRole('button', { name: 'Descendre Dessert' }) as HTMLButtonElement;
    expect(up.disabled).toBe(true);
    expect(down.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Descendre Entrée' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Monter Dessert' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('are real buttons the keyboard reaches (Tab, then Enter or Space is the browser’s click)', () => {
    renderApp(<Options />);
    for (const button of screen.getAllByRole('button') as HTMLButtonElement[]) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.type).toBe('button'); // inside a form, never a submit
      expect(button.tabIndex).toBe(0);
    }
    const down = screen.getByRole('button', { name: 'Descendre Plat' });
    down.focus();
    expect(document.activeElement).toBe(down);
  });

  it('moves and removes rows, without the click reaching the row', async () => {
    const rowClick = vi.fn();
    renderApp(<Options onRowClick={rowClick} />);
    await press('Descendre Entrée');
    expect(order()).toEqual(['Plat', 'Entrée', 'Dessert']);
    await press('Monter Dessert');
    expect(order()).toEqual(['Plat', 'Dessert', 'Entrée']);
    // the moved row's buttons follow it: Entrée is now last
    expect((screen.getByRole('button', { name: 'Descendre Entrée' }) as HTMLButtonElement).disabled).toBe(true);
    await press('Retirer Plat');
    expect(order()).toEqual(['Dessert', 'Entrée']);
    expect(rowClick).not.toHaveBeenCalled();
  });

  it('has no remove button without onRemove', () => {
    renderApp(<ReorderButtons name="Plat" first={false} last={false} onUp={() => {}} onDown={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Retirer Plat' })).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
