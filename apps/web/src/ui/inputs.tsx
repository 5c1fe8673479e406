import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * NumberInput reports a string while what is typed is not yet a number ("-", "0,") and whenever a comma
 * is the decimal separator: read both, spaces, € and % aside. Empty or unreadable → undefined.
 */
export const parseTyped = (v: number | string): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  const n = Number.parseFloat(v.replace(/[\s\u202f€%]/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
};

/** What the field shows for a scaled value (cents, basis points, grams…). */
const shown = (value: number | null | undefined, scale: number) =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : value / scale;

export type ScaledProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value?: number | null;
  onChange(scaled: number | undefined): void;
  /** How many stored units one typed unit is (100 by default: cents, basis points; 1000 for grams from kg). */
  scale?: number;
};

/**
 * A NumberInput showing `value / scale` and reporting `typed × scale`, rounded (cents from euros, basis points
 * from percents, grams from kilograms). It keeps what is being typed until it reads as the value, so typing is never undone.
 */
export const ScaledInput = ({ value, onChange, scale = 100, ...props }: ScaledProps) => {
  const [text, setText] = useState<string | number>(shown(value, scale));
  useEffect(() => {
    const typed = parseTyped(text);
    const scaled = typed === undefined ? undefined : Math.round(typed * scale);
    const current = value === null || value === undefined || !Number.isFinite(value) ? undefined : value;
    if (scaled !== current) setText(shown(value, scale));
  }, [value, text, scale]);
  return (
    <NumberInput
      decimalSeparator=","
      {...props}
      value={text}
      onChange={(v) => {
        setText(v);
        const typed = parseTyped(v);
        onChange(typed === undefined ? undefined : Math.round(typed * scale));
      }}
    />
  );
};

/** Money typed in euros, kept in integer cents (SPEC §9); `allowNegative` for a price difference. */
export const MoneyInput = ({ allowNegative = false, ...props }: ScaledProps) => (
  <ScaledInput
    decimalScale={2}
    fixedDecimalScale
    thousandSeparator=" "
    suffix=" €"
    allowNegative={allowNegative}
    min={allowNegative ? undefined : 0}
    {...props}
  />
);

/** A rate typed in percent, kept in basis points (5,25 % → 525). */
export const RateInput = (props: ScaledProps) => (
  <ScaledInput decimalScale={2} suffix=" %" min={0} max={100} allowNegative={false} {...props} />
);

/** A whole quantity (choices, positions, seats, hours): no decimals, not below `min` (0 by default). */
export const QuantityInput = (props: NumberInputProps) => <NumberInput allowDecimal={false} allowNegative={false} min={0} {...props} />;
