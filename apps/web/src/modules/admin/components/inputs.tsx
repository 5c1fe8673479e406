import { NumberInput, type NumberInputProps } from '@mantine/core';

type Props = Omit<NumberInputProps, 'value' | 'onChange'> & { value: number | undefined | null; onChange(value: number | undefined): void };

const toNumber = (v: string | number) => (v === '' || v === undefined ? undefined : Number(v));

/** Money typed in euros, kept in integer cents. */
export const MoneyInput = ({ value, onChange, ...props }: Props) => (
  <NumberInput
    decimalScale={2}
    decimalSeparator=","
    thousandSeparator=" "
    min={0}
    suffix=" €"
    {...props}
    value={value === undefined || value === null ? '' : value / 100}
    onChange={(v) => {
      const n = toNumber(v);
      onChange(n === undefined ? undefined : Math.round(n * 100));
    }}
  />
);

/** A rate typed in percent, kept in basis points (5,25 % → 525). */
export const RateInput = ({ value, onChange, ...props }: Props) => (
  <NumberInput
    decimalScale={2}
    decimalSeparator=","
    min={0}
    max={100}
    suffix=" %"
    {...props}
    value={value === undefined || value === null ? '' : value / 100}
    onChange={(v) => {
      const n = toNumber(v);
      onChange(n === undefined ? undefined : Math.round(n * 100));
    }}
  />
);

/** "5,25 %" from basis points. */
export const formatRate = (bp: number) => `${(bp / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
