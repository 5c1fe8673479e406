import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterSelect } from '../src/ui/FilterSelect';
import { renderApp } from './render';

const tags = [
  { value: 'vegan', label: 'Végétalien' },
  { value: 'spicy', label: 'Épicé' },
];

const Filter = ({ placeholder }: { placeholder: string }) => {
  const [value, setValue] = useState<string | null>('vegan');
  return (
    <>
      <FilterSelect aria-label="Filtrer par étiquette" placeholder={placeholder} data={tags} value={value} onChange={setValue} />
      <output>{value ?? 'aucun'}</output>
    </>
  );
};

/** The width Mantine puts on the root of the n-th select. */
const width = (n = 0) =>
  (screen.getAllByRole('combobox', { name: 'Filtrer par étiquette' })[n].closest('.mantine-Select-root') as HTMLElement).style.width;

describe('FilterSelect', () => {
  it('is as wide as its longest choice or its placeholder, whichever is longer', () => {
    renderApp(<Filter placeholder="Toutes les étiquettes" />);
    expect(width()).toBe('calc(21ch + 64px)');
    renderApp(<Filter placeholder="Toutes" />);
    expect(width(1)).toBe('calc(10ch + 64px)');
  });

  it('shows the chosen label and can be cleared back to « all »', async () => {
    renderApp(<Filter placeholder="Toutes les étiquettes" />);
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Végétalien');
    expect(screen.getByText('vegan')).toBeTruthy();
    const clear = document.querySelector('.mantine-Select-root button') as HTMLButtonElement;
    expect(clear).not.toBeNull();
    await act(async () => fireEvent.click(clear));
    expect(screen.getByText('aucun')).toBeTruthy();
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('');
  });
});
