import { plural } from '@fitfit/contracts';
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../../lib/format';
import { QueryState } from '../../../../ui/QueryState';
import { ledgerResources } from '../../ledger-api';
import type { Range } from './ranges';

/**
 * The analyses' deliveries of the range: the delivery orders by their status now (the last change a terminal sent,
 * else the one sealed with the ticket) and the average time from the order's ticket to its « Livrée ».
 */
export function DeliveryPanel({ restaurantId, range }: { restaurantId: string; range: Range }) {
  const query = useQuery({
    queryKey: ['caisse', restaurantId, 'analytics', 'deliveries', range],
    queryFn: ({ signal }) => ledgerResources(restaurantId).deliveries(range, signal),
  });
  const d = query.data;
  return (
    <Card withBorder radius="md" padding="lg" mt="md" component="section" aria-labelledby="deliveries-title">
      <Title id="deliveries-title" order={3} size="h4" mb="sm">
        Livraisons
      </Title>
      <QueryState query={query}>
        {d &&
          (d.tickets === 0 ? (
            <Text c="dimmed" size="sm">
              Aucune commande en livraison sur la période.
            </Text>
          ) : (
            <Stack gap="sm">
              <Group gap="xl">
                <div>
                  <Text size="xs" c="dimmed" fw={600}>
                    Commandes en livraison
                  </Text>
                  <Text fw={700} fz="lg">
                    {d.tickets.toLocaleString('fr-FR')} · {formatMoney(d.ttc_cents)}
                  </Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed" fw={600}>
                    Délai moyen de la commande à la livraison
                  </Text>
                  <Text fw={700} fz="lg">
                    {d.average_minutes_to_delivered === null
                      ? '—'
                      : `${d.average_minutes_to_delivered.toLocaleString('fr-FR', { maximumFractionDigits: 0 })} min`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {d.timed
                      ? `sur ${plural(d.timed, 'livraison', 'livraisons')} dont la remise a été signalée par un terminal`
                      : 'aucune remise signalée par un terminal'}
                  </Text>
                </div>
              </Group>
              <Table fz="sm" withTableBorder striped captionSide="top">
                <Table.Caption>Par statut actuel</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Statut</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Commandes
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Part
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Total TTC
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.by_status.map((r) => (
                    <Table.Tr key={r.key ?? 'none'}>
                      <Table.Td>{r.label}</Table.Td>
                      <Table.Td ta="right">{r.tickets.toLocaleString('fr-FR')}</Table.Td>
                      <Table.Td ta="right">
                        {((r.tickets / d.tickets) * 100).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}&nbsp;%
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(r.ttc_cents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ))}
      </QueryState>
    </Card>
  );
}
