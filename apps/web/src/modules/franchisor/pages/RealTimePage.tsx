import { type NetworkRealTime, plural, ticketSourceLabels } from '@fitfit/contracts';
import { Card, Group, SimpleGrid, Table, Title } from '@mantine/core';
import { useMemo } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';
import { Breakdown, RealTimeView } from '../../caisse';
import { networkRealTime } from '../api';
import { RestaurantFilter, useRestaurantFilter, useTimezoneOf } from '../components/RestaurantFilter';

/** /franchisor/real-time: today's sales of the network as they happen, per restaurant, pushed by the server. */
export default function FranchisorRealTimePage() {
  const { restaurantId } = useRestaurantFilter();
  const timezoneOf = useTimezoneOf();
  const source = useMemo(() => networkRealTime(restaurantId), [restaurantId]);
  return (
    <RealTimeView<NetworkRealTime>
      title="Temps réel du réseau"
      source={source}
      scopeFilter={
        <Group>
          <RestaurantFilter />
        </Group>
      }
      scroll
      lastTickets={[
        { title: 'Restaurant', render: (t) => t.restaurant_name },
        { title: 'N°', render: (t) => t.number },
        { title: 'Heure', render: (t) => formatDateTime(t.closed_at, timezoneOf(t.restaurant_id)).slice(11) },
        { title: 'Source', render: (t) => ticketSourceLabels[t.source as keyof typeof ticketSourceLabels] ?? t.source },
        { title: 'Total TTC', right: true, render: (t) => formatMoney(t.total_ttc_cents) },
      ]}
    >
      {(r) => (
        <>
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
        </>
      )}
    </RealTimeView>
  );
}
