import { frDay, plural, ticketSourceLabels } from '@fitfit/contracts';
import { Badge, Card, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { useRealTime } from '../../caisse/analytics/components/useRealTime';
import { Breakdown, realTimeStats, stateBadge } from '../../caisse/analytics/pages/RealTimePage';
import { networkRealTime } from '../api';
import { RestaurantFilter, useRestaurantFilter, useTimezoneOf } from '../components/RestaurantFilter';

/** /franchisor/real-time: today's sales of the network as they happen, per restaurant, pushed by the server. */
export default function FranchisorRealTimePage() {
  const { restaurantId } = useRestaurantFilter();
  const timezoneOf = useTimezoneOf();
  const source = useMemo(() => networkRealTime(restaurantId), [restaurantId]);
  const { query, state } = useRealTime(source);
  const r = query.data;
  const badge = stateBadge[state];
  const stats = r ? realTimeStats(r) : [];
  return (
    <Stack>
      <PageHeader
        title="Temps réel du réseau"
        description={r ? `Journée du ${frDay(r.today)}, mise à jour à chaque ticket` : 'Les ventes du jour, mises à jour à chaque ticket'}
        actions={
          <Badge color={badge.color} variant="dot" size="lg" tt="none" role="status">
            {badge.label}
          </Badge>
        }
      />
      <Group>
        <RestaurantFilter />
      </Group>
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
            <Card withBorder radius="md" padding="lg" component="section" aria-label="Par restaurant">
              <Title order={3} size="h4" mb="sm">
                Par restaurant
              </Title>
              <Table fz="sm" verticalSpacing={4} aria-label="Ventes du jour par restaurant">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Restaurant</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Tickets
                    </Table.Th>
                    <Table.Th scope="col" ta="right" visibleFrom="sm">
                      En cours
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      CA TTC
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.restaurants.map((x) => (
                    <Table.Tr key={x.restaurant_id}>
                      <Table.Th scope="row" fw={500}>
                        {x.name}
                      </Table.Th>
                      <Table.Td ta="right">{plural(x.tickets, 'ticket', 'tickets')}</Table.Td>
                      <Table.Td ta="right" visibleFrom="sm">
                        {x.open_orders}
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(x.ttc_cents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
            <SimpleGrid type="container" cols={{ base: 1, '900px': 3 }}>
              <Breakdown title="Par source" rows={r.by_source} />
              <Breakdown title="Par mode de paiement" rows={r.by_payment} />
              <Breakdown title="Par vendeur" rows={r.by_pos_user} />
            </SimpleGrid>
            <Card withBorder radius="md" padding="lg" component="section" aria-label="Derniers tickets">
              <Title order={3} size="h4" mb="sm">
                Derniers tickets
              </Title>
              {r.last_tickets.length === 0 ? (
                <Text c="dimmed" size="sm">
                  Aucun ticket aujourd'hui.
                </Text>
              ) : (
                <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-label': 'Derniers tickets, défilable' }}>
                  <Table fz="sm" striped miw={480}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">Restaurant</Table.Th>
                        <Table.Th scope="col">N°</Table.Th>
                        <Table.Th scope="col">Heure</Table.Th>
                        <Table.Th scope="col">Source</Table.Th>
                        <Table.Th scope="col" ta="right">
                          Total TTC
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {r.last_tickets.map((t) => (
                        <Table.Tr key={t.id}>
                          <Table.Td>{t.restaurant_name}</Table.Td>
                          <Table.Td>{t.number}</Table.Td>
                          <Table.Td>{formatDateTime(t.closed_at, timezoneOf(t.restaurant_id)).slice(11)}</Table.Td>
                          <Table.Td>{ticketSourceLabels[t.source as keyof typeof ticketSourceLabels] ?? t.source}</Table.Td>
                          <Table.Td ta="right">{formatMoney(t.total_ttc_cents)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea>
              )}
            </Card>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
