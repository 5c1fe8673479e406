import { percentChange } from '@fitfit/contracts';
import { Text } from '@mantine/core';

/** "+12,5 %" in green, "−3 %" in red, against the comparison; "—" when there is nothing to compare with. */
export function Change({ current, previous }: { current: number; previous: number }) {
  const p = percentChange(current, previous);
  if (p === null)
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  const color =
    p > 0
      ? 'light-dark(var(--mantine-color-green-9), var(--mantine-color-green-4))'
      : p < 0
        ? 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))'
        : undefined;
  return (
    <Text span size="sm" fw={600} style={{ color }}>
      {p > 0 ? '+' : ''}
      {p.toLocaleString('fr-FR')} %
    </Text>
  );
}
