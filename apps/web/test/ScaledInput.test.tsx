import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyInput, QuantityInput, ScaledInput } from '../src/ui/inputs';
import { renderApp } from './render';

/** A scaled field bound to state, with a button that sets the value from outside (a form reset, a loaded entry). */
const Bound = ({ initial, scale, outside }: { initial?: number; scale?: number; outside: number | undefined }) => {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <>
      {scale ? (
        <ScaledInput label="Champ" scale={scale} decimalScale={3} value={value} onChange={setValue} />
      ) : (
        <MoneyInput label="Champ" value={value} onChange={setValue} />
      )}
      <output>{value === undefined ? 'vide' : value}</output>
      <button type="button" onClick={() => setValue(outside)}>
        Réinitialiser
      </button>
    </>
  );
};
const field = () => screen.getByLabelText('Champ') as HTMLInputElement;
const type = (value: string) => act(async () => fireEvent.change(field(), { target: { value } }));
const reset = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' })));

describe('ScaledInput', () => {
  it('kilograms typed are kept in grams (scale 1000), rounded to the gram', async () => {
    renderApp(<Bound scale={1000} outside={undefined} />);
    await type('1,25');
    expect(screen.getByText('1250')).toBeTruthy();
    await type('0,0004');
    expect(screen.getByText('0')).toBeTruthy();
  });

  it('shows a value set from outside (a form reset), instead of what was typed before', async () => {
    renderApp(<Bound initial={1250} outside={399} />);
    expect(field().value).toBe('12,50 €');
    await type('7');
    expect(screen.getByText('700')).toBeTruthy();
    await reset();
    expect(field().value).toBe('3,99 €');
    expect(screen.getByText('399')).toBeTruthy();
  });

  it('a value emptied from outside empties the field', async () => {
    renderApp(<Bound initial={1250} outside={undefined} />);
    await reset();
    expect(field().value).toBe('');
    expect(screen.getByText('vide')).toBeTruthy();
  });
});

describe('QuantityInput', () => {
  it('takes whole, non-negative quantities only', async () => {
    const Quantity = () => {
      const [value, setValue] = useState<string | number>(2);
      return (
        <>
          <QuantityInput label="Couverts" value={value} onChange={setValue} />
          <output>{String(value)}</output>
        </>
      );
    };
    renderApp(<Quantity />);
    const input = screen.getByLabelText('Couverts') as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { value: '-3' } }));
    expect(input.value).not.toContain('-');
    await act(async () => fireEvent.change(input, { target: { value: '4.5' } }));
    expect(input.value).not.toMatch(/[.,]/);
  });
});
