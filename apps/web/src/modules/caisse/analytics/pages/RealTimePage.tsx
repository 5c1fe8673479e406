import { frDay, plural, type RealTime, ticketSourceLabels } from '@fitfit/contracts';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { formatDateTime } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/format';
import { PageHeader } from '../../../../ui/PageHeader';
import { QueryState } from '../../../../ui/QueryState';
import { restaurantPage } from '../../../../ui/RestaurantPage';
import { useTimezone } from '../../components/ledger/common';
import { analyticsResources } from '../api';
import { type StreamState, useRealTime } from '../components/useRealTime';

/** The day's key figures of the real-time screens (a restaurant's, or the network's). */
export const realTimeStats = (r: Pick<RealTime, 'totals' | 'open_orders' | 'total_orders'>) => [
  { label: 'CA TTC', value: formatMoney(r.totals.ttc_cents) },
  { label: 'CA HT', value: formatMoney(r.totals.ht_cents) },
  { label: 'Couverts', value: r.totals.covers.toLocaleString('fr-FR') },
  { label: `Commandes (${r.open_orders} en cours)`, value: r.total_orders.toLocaleString('fr-FR') },
  { label: 'Ticket moyen', value: formatMoney(r.totals.average_ticket_cents) },
];

export const stateBadge: Record<StreamState, { color: string; label: string }> = {
  connecting: { color: 'gray', label: 'Connexion…' },
  live: { color: 'green', label: 'En direct' },
  reconnecting: { color: 'orange', label: 'Reconnexion…' },
};

type BreakdownRow = Pick<RealTime['by_source'][number], 'label' | 'tickets' | 'ttc_cents'> & { key: string | null };

export function Breakdown({
  title,
  rows,
  empty = "Aucune vente pour l'instant.",
}: {
  title: string;
  rows: BreakdownRow[];
  empty?: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Table fz="sm" verticalSpacing={4}>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key ?? 'none'}>
                <Table.Td>{r.label}</Table.Td>
                <Table.Td ta="right">{plural(r.tickets, 'ticket', 'tickets')}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.ttc_cents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** /caisse/real-time: today's sales as they happen, pushed by the server (no polling). */
export default restaurantPage(function RealTimePage({ restaurantId }) {
  const timezone = useTimezone();
  const source = useMemo(() => analyticsResources(restaurantId), [restaurantId]);
  const { query, state } = useRealTime(source);
  const r = query.data;
  const badge = stateBadge[state];
  const stats = r ? realTimeStats(r) : [];
  return (
    <Stack>
      <PageHeader
        title="Temps réel"
        description={r ? `Journée du ${frDay(r.today)}, mise à jour à chaque ticket` : 'Les ventes du jour, mises à jour à chaque ticket'}
        actions={
          <Badge color={badge.color} variant="dot" size="lg" tt="none" role="status">
            {badge.label}
          </Badge>
        }
      />
      <QueryState query={query}>
        {r && (
          <>
            <SimpleGrid type="container" cols={{ base: 2, '560px': 3, '900px': 5 }}>
              {stats.map((s) => (
                <Card key={s.label} withBorder radius="md" padding="sm">
                  <Text size="xs" c="dimmed" fw={600}>
                    {s.label}
                  </Text>
                  <Text fw={700} fz="xl" aria-live="polite">
                    {s.value}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            <SimpleGrid type="container" cols={{ base: 1, '700px': 2, '1200px': 4 }}>
              <Breakdown title="Par source" rows={r.by_source} />
              <Breakdown title="Par mode de paiement" rows={r.by_payment} />
              <Breakdown title="Par vendeur" rows={r.by_pos_user} />
              <Breakdown title="Livraisons par statut" rows={r.by_delivery_status} empty="Aucune livraison pour l'instant." />
            </SimpleGrid>
            <Card withBorder radius="md" padding="lg" component="section" aria-label="Derniers tickets">
              <Group justify="space-between" mb="sm">
                <Title order={3} size="h4">
                  Derniers tickets
                </Title>
                <Text size="xs" c="dimmed">
                  Calculé à {formatDateTime(r.computed_at, timezone).slice(11)}
                </Text>
              </Group>
              {r.last_tickets.length === 0 ? (
                <Text c="dimmed" size="sm">
                  Aucun ticket aujourd'hui.
                </Text>
              ) : (
                <Table fz="sm" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">N°</Table.Th>
                      <Table.Th scope="col">Heure</Table.Th>
                      <Table.Th scope="col">Source</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Couverts
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Total TTC
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {r.last_tickets.map((t) => (
                      <Table.Tr key={t.id}>
                        <Table.Td>{t.number}</Table.Td>
                        <Table.Td>{formatDateTime(t.closed_at, timezone).slice(11)}</Table.Td>
                        <Table.Td>{ticketSourceLabels[t.source as keyof typeof ticketSourceLabels] ?? t.source}</Table.Td>
                        <Table.Td ta="right">{t.covers}</Table.Td>
                        <Table.Td ta="right">{formatMoney(t.total_ttc_cents)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Card>
          </>
        )}
      </QueryState>
    </Stack>
  );
});
