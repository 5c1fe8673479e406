import { type Coverage, comparedChange, coverageNote } from '@fitfit/contracts';
import { Text } from '@mantine/core';

/**
 * "+12,5 %" in green, "−3 %" in red, against the comparison; "—" when there is nothing to compare with. A comparison
 * whose range is only partly known (comparison.ts) shows no percentage but says so: « N-1 incomplet : 4 jours sur 27 »
 * — in a table cell (`compact`), "—" named by the same words.
 */
export function Change({
  current,
  previous,
  coverage,
  what,
  compact = false,
}: {
  current: number;
  previous: number;
  coverage?: Coverage | null;
  /** The note's words (« N-1 incomplet », « Comparaison incomplète »). */
  what?: string;
  compact?: boolean;
}) {
  const note = coverage ? coverageNote(coverage, what) : null;
  if (note)
    return compact ? (
      <Text span size="sm" c="dimmed" title={note} aria-label={note}>
        —
      </Text>
    ) : (
      <Text span size="sm" c="dimmed" fs="italic">
        {note}
      </Text>
    );
  const p = comparedChange(current, previous, coverage);
  if (p === null)
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  const color =
    p > 0
      ? 'light-dark(#1f7a35, var(--mantine-color-green-4))' // 5.4:1 on white (Mantine's green 9: 4.4:1)
      : p < 0
        ? 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))'
        : undefined;
  return (
    <Text span size="sm" fw={600} style={{ color }}>
      {p > 0 ? '+' : ''}
      {p.toLocaleString('fr-FR')}&nbsp;%
    </Text>
  );
}
