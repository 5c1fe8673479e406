import { type DiscountDimension, discountDimensionLabels, formatRateBp } from '@fitfit/contracts';
import { Card, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../../ui/QueryState';
import { useScreenSize } from '../../../../ui/screen';
import { money } from '../../components/ledger/common';
import type { AdjustmentSources } from '../adjustments-api';
import { ExportButtons } from './ExportButtons';
import { FiguresTable } from './FiguresTable';
import type { Range } from './ranges';

const byLabels: Record<DiscountDimension, string> = {
  product: 'Par produit et menu',
  category: 'Par catégorie',
  pos_user: 'Par vendeur',
  reason: 'Par motif',
};

/**
 * « Remises »: the line discounts and offered lines the terminals sent, by product, category, seller or reason, with their
 * rate on gross sales (sales before them); the period's figures over every sale above.
 */
export function DiscountsPanel({ sources, range }: { sources: AdjustmentSources; range: Range }) {
  const [by, setBy] = useState<DiscountDimension>('product');
  const small = useScreenSize() === 'sm';
  const query = useQuery({
    queryKey: sources.keys.discounts(by, range),
    queryFn: ({ signal }) => sources.discounts(by, range, signal),
    placeholderData: (previous) => previous,
  });
  const d = query.data;
  const kpis = d
    ? [
        { label: 'Remises', value: money(d.totals.discount_cents) },
        { label: 'Offerts', value: money(d.totals.offered_cents) },
        { label: 'CA brut TTC', value: money(d.totals.gross_cents) },
        { label: 'Taux de remise', value: formatRateBp(d.totals.rate_bp) },
      ]
    : [];
  return (
    <Stack>
      <SegmentedControl
        aria-label="Remises par"
        value={by}
        onChange={(v) => setBy(v as DiscountDimension)}
        data={Object.entries(byLabels).map(([value, label]) => ({ value, label }))}
        // stacked on a phone: side by side the choices are wider than the screen
        orientation={small ? 'vertical' : 'horizontal'}
        fullWidth={small}
        style={small ? undefined : { alignSelf: 'flex-start' }}
      />
      <QueryState query={query}>
        {d && (
          <Stack>
            <SimpleGrid type="container" cols={{ base: 2, '700px': 4 }}>
              {kpis.map((k) => (
                <Card key={k.label} withBorder radius="md" padding="sm">
                  <Text size="xs" c="dimmed" fw={600}>
                    {k.label}
                  </Text>
                  <Text fw={700} fz="lg">
                    {k.value}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              CA brut : les ventes avant remises et offerts. Taux de remise : (remises + offerts) ÷ CA brut. Une annulation reprend les
              remises de son ticket le jour où elle est émise.
            </Text>
            <FiguresTable
              label={`Remises ${byLabels[by].toLowerCase()}`}
              minWidth={640}
              columns={[
                { title: discountDimensionLabels[by], render: (r) => r.label },
                { title: 'Remises', figure: true, render: (r) => money(r.discount_cents) },
                { title: 'Offerts', figure: true, render: (r) => money(r.offered_cents) },
                { title: 'CA brut TTC', figure: true, render: (r) => money(r.gross_cents) },
                { title: 'CA TTC', figure: true, render: (r) => money(r.ttc_cents) },
                { title: 'Taux de remise', figure: true, render: (r) => formatRateBp(r.rate_bp) },
              ]}
              rows={d.rows}
              rowKey={(r) => r.key}
              total={[
                'Toutes les ventes',
                money(d.totals.discount_cents),
                money(d.totals.offered_cents),
                money(d.totals.gross_cents),
                money(d.totals.ttc_cents),
                formatRateBp(d.totals.rate_bp),
              ]}
              empty="Aucune remise ni aucun offert sur cette période."
            />
            <ExportButtons onExport={(format) => sources.exportDiscounts(by, range, format)} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
