import {
  type Coverage,
  type PnlFoodCost,
  type PnlIndicatorKey,
  type PnlIndicatorValues,
  pnlFoodCostBases,
  pnlIndicatorHints,
  pnlIndicatorKeys,
  pnlIndicatorLabels,
} from '@fitfit/contracts';
import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { Change } from '../../caisse';
import { formatBp, money } from './format';

export const showIndicator = (key: PnlIndicatorKey, v: number | null) =>
  key.endsWith('_bp') ? formatBp(v) : key === 'covers' ? (v ?? 0).toLocaleString('fr-FR') : money(v);

/** One card per indicator: the period's value, against the comparison (change) and the forecast. */
export function IndicatorCards({
  current,
  previous,
  forecast,
  keys = pnlIndicatorKeys,
  coverage,
  what,
  foodCost,
}: {
  /** The words of a partial comparison (« N-1 incomplet » by default). */
  what?: string;
  /** How the ratio matière was read, and why it is not shown when it is not. */
  foodCost?: PnlFoodCost;
  /** How much of the comparison range has history: no change is shown when it is partial. */
  coverage?: Coverage;
  current: PnlIndicatorValues;
  /** Omitted on the home: the figures alone. */
  previous?: PnlIndicatorValues;
  forecast?: PnlIndicatorValues;
  keys?: readonly PnlIndicatorKey[];
}) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '500px': 2, '900px': 3 }}>
      {keys.map((k) => (
        <Card key={k} withBorder radius="md" padding="md" component="section" aria-label={pnlIndicatorLabels[k]}>
          <Text size="sm" fw={600} c="dimmed">
            {pnlIndicatorLabels[k]}
          </Text>
          <Group align="baseline" gap="xs">
            <Text fz={24} fw={700}>
              {showIndicator(k, current[k])}
            </Text>
            {previous && current[k] !== null && previous[k] !== null && !k.endsWith('_bp') && (
              <Change current={current[k] ?? 0} previous={previous[k] ?? 0} coverage={coverage} what={what} compact />
            )}
          </Group>
          {previous && forecast && (
            <Text size="xs" c="dimmed">
              Comparaison : {showIndicator(k, previous[k])} · Prévision : {showIndicator(k, forecast[k])}
            </Text>
          )}
          {k === 'food_cost_bp' && foodCost && (
            <Text size="xs" c="dimmed">
              {foodCost.note ?? `Ratio ${pnlFoodCostBases[foodCost.basis]}`}
            </Text>
          )}
          {pnlIndicatorHints[k] && (
            <Text size="xs" c="dimmed">
              Repère : {pnlIndicatorHints[k]}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
