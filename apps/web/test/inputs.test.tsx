import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MoneyInput, parseTyped, RateInput } from '../src/ui/inputs';

// jsdom has no media queries; Mantine reads the colour scheme through them
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});
afterEach(cleanup);

describe('parseTyped', () => {
  it('reads a comma or a dot as the decimal separator, spaces, € and % aside', () => {
    expect(parseTyped('12,5')).toBe(12.5);
    expect(parseTyped('1 234,56 €')).toBe(1234.56);
    expect(parseTyped('5,5 %')).toBe(5.5);
    expect(parseTyped(7)).toBe(7);
  });

  it('says undefined for what is not a number yet', () => {
    expect(parseTyped('')).toBeUndefined();
    expect(parseTyped('-')).toBeUndefined();
    expect(parseTyped(Number.NaN)).toBeUndefined();
  });
});

/** A scaled input bound to React state, reporting the values it hands to its form. */
const Bound = ({ kind, initial, seen }: { kind: 'money' | 'rate'; initial?: number; seen: (number | undefined)[] }) => {
  const [value, setValue] = useState<number | undefined>(initial);
  const Input = kind === 'money' ? MoneyInput : RateInput;
  return (
    <MantineProvider>
      <Input
        label="Champ"
        value={value}
        onChange={(v) => {
          seen.push(v);
          setValue(v);
        }}
      />
    </MantineProvider>
  );
};

const type = async (text: string) => {
  const input = screen.getByLabelText('Champ') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { value: text } });
  });
  return input;
};

describe('money and rate inputs', () => {
  it('money typed in euros with a comma is kept in integer cents', async () => {
    const seen: (number | undefined)[] = [];
    render(<Bound kind="money" initial={undefined} seen={seen} />);
    await type('12,5');
    expect(seen.at(-1)).toBe(1250);
  });

  it('a rate typed in percent is kept in basis points', async () => {
    const seen: (number | undefined)[] = [];
    render(<Bound kind="rate" initial={550} seen={seen} />);
    await type('5,25');
    expect(seen.at(-1)).toBe(525);
  });

  it('keeps what is being typed ("0,") instead of rewriting it, and empties to undefined', async () => {
    const seen: (number | undefined)[] = [];
    render(<Bound kind="money" initial={100} seen={seen} />);
    const input = await type('0,');
    expect(input.value).toContain('0,');
    await type('');
    expect(seen.at(-1)).toBeUndefined();
  });
});
