import { allergenLabels, type Tag } from '@fitfit/contracts';
import { Alert, Badge, Center, ColorSwatch, Group, Loader, NumberInput, type NumberInputProps } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';

/** Relative luminance (WCAG) of a #rrggbb colour. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** Black or white, whichever reads best on `hex` (always ≥ 4.5:1 against any colour). */
export const readableOn = (hex: string) => (/^#[0-9a-f]{6}$/i.test(hex) && luminance(hex) > 0.179 ? '#000000' : '#ffffff');

/** A card tag, as a coloured badge (everywhere a product appears). */
export const TagBadge = ({ tag }: { tag: Pick<Tag, 'name' | 'color'> }) => (
  <Badge color={tag.color} c={readableOn(tag.color)} variant="filled" size="sm" radius="sm">
    {tag.name}
  </Badge>
);
export const TagBadges = ({ tags }: { tags: Pick<Tag, 'id' | 'name' | 'color'>[] }) =>
  tags.length ? (
    <Group gap={4}>
      {tags.map((t) => (
        <TagBadge key={t.id} tag={t} />
      ))}
    </Group>
  ) : null;

export const ColorDot = ({ color, label }: { color: string; label: string }) => (
  <Group gap={8} wrap="nowrap">
    <ColorSwatch color={color} size={14} aria-hidden />
    <span>{label}</span>
  </Group>
);

/** Rate in basis points → "5,5 %". */
export const formatRate = (bp: number) => `${(bp / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
export const money = formatMoney;
export const allergenName = (key: string) => allergenLabels[key as keyof typeof allergenLabels] ?? key;

/** NumberInput gives a string when it uses a comma as decimal separator: read both. */
const toNumber = (v: number | string) => (typeof v === 'number' ? v : Number.parseFloat(v.replace(/[\s€%]/g, '').replace(',', '.')));

type ScaledProps = Omit<NumberInputProps, 'value' | 'onChange'> & { value: number; onChange(scaled: number): void };

/**
 * A NumberInput showing `value / 100` and reporting `typed × 100` (cents from euros, basis points from
 * percents). It keeps what is being typed ("-", "0,") until it is a number, so typing is never undone.
 */
const ScaledInput = ({ value, onChange, ...props }: ScaledProps) => {
  const [text, setText] = useState<string | number>(Number.isFinite(value) ? value / 100 : '');
  useEffect(() => {
    const typed = Math.round(toNumber(text) * 100);
    if (Number.isNaN(typed) && Number.isNaN(value)) return;
    if (typed !== value) setText(Number.isFinite(value) ? value / 100 : '');
  }, [value, text]);
  return (
    <NumberInput
      {...props}
      value={text}
      onChange={(v) => {
        setText(v);
        onChange(Math.round(toNumber(v) * 100));
      }}
      decimalSeparator=","
    />
  );
};

/** A money input in euros whose value is integer cents. */
export const EuroInput = ({ allowNegative = false, ...props }: ScaledProps) => (
  <ScaledInput
    {...props}
    decimalScale={2}
    fixedDecimalScale
    allowNegative={allowNegative}
    suffix=" €"
    min={allowNegative ? undefined : 0}
  />
);

/** A percentage input whose value is basis points. */
export const RateInput = (props: ScaledProps) => (
  <ScaledInput {...props} decimalScale={2} suffix=" %" min={0} max={100} allowNegative={false} />
);

export const Loading = () => (
  <Center py="xl">
    <Loader aria-label="Chargement" />
  </Center>
);

export const QueryState = ({
  query,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}) => {
  if (query.isLoading) return <Loading />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  return <>{children}</>;
};

export const NoRestaurant = () => (
  <Alert color="yellow" role="alert">
    Choisissez d'abord un restaurant pour gérer sa carte.
  </Alert>
);
