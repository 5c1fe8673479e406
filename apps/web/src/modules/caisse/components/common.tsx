import { allergenLabels, type Tag } from '@fitfit/contracts';
import { Badge, ColorSwatch, Group } from '@mantine/core';
import { formatMoney } from '../../../lib/format';

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

export const money = formatMoney;
export const allergenName = (key: string) => allergenLabels[key as keyof typeof allergenLabels] ?? key;
