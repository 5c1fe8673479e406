import { allergenLabels, type Tag } from '@fitfit/contracts';
import { Alert, Badge, Center, ColorSwatch, Group, Loader, NumberInput, type NumberInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';

/** A card tag, as a coloured badge (everywhere a product appears). */
export const TagBadge = ({ tag }: { tag: Pick<Tag, 'name' | 'color'> }) => (
  <Badge color={tag.color} variant="filled" size="sm" radius="sm" autoContrast>
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

/** A money input in euros whose value is integer cents. */
export const EuroInput = ({
  value,
  onChange,
  allowNegative = false,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & { value: number; onChange(cents: number): void }) => (
  <NumberInput
    {...props}
    value={Number.isFinite(value) ? value / 100 : ''}
    onChange={(v) => onChange(Math.round(toNumber(v) * 100))}
    decimalScale={2}
    fixedDecimalScale
    decimalSeparator=","
    allowNegative={allowNegative}
    suffix=" €"
    min={allowNegative ? undefined : 0}
  />
);

/** A percentage input whose value is basis points. */
export const RateInput = ({
  value,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & { value: number; onChange(bp: number): void }) => (
  <NumberInput
    {...props}
    value={Number.isFinite(value) ? value / 100 : ''}
    onChange={(v) => onChange(Math.round(toNumber(v) * 100))}
    decimalScale={2}
    decimalSeparator=","
    suffix=" %"
    min={0}
    max={100}
    allowNegative={false}
  />
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
