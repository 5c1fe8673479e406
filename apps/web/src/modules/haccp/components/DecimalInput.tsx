import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { parseTyped } from '../../../ui/inputs';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value?: number | null;
  onChange(value: number | undefined): void;
  /** Shown before the number. */
  unit: string;
  /** Offers the "±" button (temperatures below zero). */
  signed?: boolean;
};

const shown = (v: number | null | undefined) => (v == null || !Number.isFinite(v) ? '' : String(v).replace('.', ','));

/**
 * A decimal measure typed on a phone's decimal keyboard (comma or dot). That keyboard has no minus sign on
 * every phone, so a signed measure gets a big "±" button (freezers read −18 °C). What is being typed is kept
 * until it reads as a number.
 */
export const DecimalInput = ({ value, onChange, label, unit, signed = false, ...props }: Props) => {
  const [text, setText] = useState(shown(value));
  // the value changed from outside (a reset, a correction loaded): show it, unless the text already reads as it
  useEffect(() => {
    if (parseTyped(text) !== (value ?? undefined)) setText(shown(value));
  }, [value, text]);
  const change = (next: string) => {
    setText(next);
    onChange(parseTyped(next));
  };
  const flip = () => change(text.startsWith('-') ? text.slice(1) : `-${text}`);
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      autoComplete="off"
      size="lg"
      value={text}
      onChange={(e) => change(e.currentTarget.value)}
      rightSection={
        signed ? (
          <ActionIcon
            variant="light"
            size="xl"
            onClick={flip}
            aria-label={`Changer le signe : ${typeof label === 'string' ? label : unit}`}
          >
            ±
          </ActionIcon>
        ) : undefined
      }
      rightSectionWidth={signed ? 56 : undefined}
      leftSection={unit}
      {...props}
    />
  );
};

/** A temperature in °C, below zero too. */
export const CelsiusInput = (props: Omit<Props, 'unit' | 'signed'>) => <DecimalInput unit="°C" signed {...props} />;
