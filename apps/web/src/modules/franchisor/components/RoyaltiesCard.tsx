import { monthLabel } from '@fitfit/contracts';
import { Card, Group, ScrollArea, Select, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, formatRate } from '../../../lib/format';
import { QueryState } from '../../../ui/QueryState';
import { networkResources } from '../api';

/**
 * Royalties and advertising fees due per restaurant (the mark's rates × revenue HT) over a year, then month by
 * month for the network: what the franchisor invoices.
 */
export function RoyaltiesCard({ restaurantId, today }: { restaurantId: string | null; today: string }) {
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(String(thisYear));
  const network = networkResources(restaurantId);
  const from = `${year}-01`;
  const to = `${year}-12`;
  const query = useQuery({
    queryKey: network.keys.royalties(from, to),
    queryFn: ({ signal }) => network.royalties(from, to, signal),
    placeholderData: (previous) => previous,
  });
  const r = query.data;
  const months = r ? [...new Set(r.rows.map((x) => x.month))] : [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="royalties-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h4" id="royalties-title">
          Redevances et contributions publicitaires
        </Title>
        <Select
          aria-label="Année des redevances"
          data={[thisYear, thisYear - 1, thisYear - 2].map(String)}
          value={year}
          onChange={(v) => v && setYear(v)}
          allowDeselect={false}
          w={110}
        />
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Taux de la marque × chiffre d'affaires HT du mois, arrondis au centime.
      </Text>
      <QueryState query={query}>
        {r &&
          (r.rows.length === 0 ? (
            <Text c="dimmed" size="sm">
              Aucun mois écoulé sur cette année.
            </Text>
          ) : (
            <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-label': 'Redevances, défilable' }}>
              <Table striped miw={640} aria-label={`Redevances ${year} par restaurant`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Restaurant</Table.Th>
                    <Table.Th scope="col" ta="right">
                      CA HT
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Redevance
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Publicité
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Total dû
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.by_restaurant.map((x) => {
                    const rates = r.rows.find((row) => row.restaurant_id === x.restaurant_id);
                    return (
                      <Table.Tr key={x.restaurant_id}>
                        <Table.Th scope="row" fw={500}>
                          {x.name}
                        </Table.Th>
                        <Table.Td ta="right">{formatMoney(x.ht_cents)}</Table.Td>
                        <Table.Td ta="right">
                          {formatMoney(x.royalty_cents)}
                          {rates && (
                            <Text span size="xs" c="dimmed">
                              {' '}
                              ({formatRate(rates.royalty_rate_bp)})
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right">
                          {formatMoney(x.advertising_cents)}
                          {rates && (
                            <Text span size="xs" c="dimmed">
                              {' '}
                              ({formatRate(rates.advertising_rate_bp)})
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right" fw={600}>
                          {formatMoney(x.due_cents)}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr fw={700}>
                    <Table.Th scope="row">Total {year}</Table.Th>
                    <Table.Td ta="right">{formatMoney(r.totals.ht_cents)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(r.totals.royalty_cents)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(r.totals.advertising_cents)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(r.totals.due_cents)}</Table.Td>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
              <Table mt="md" miw={640} fz="sm" aria-label={`Redevances ${year} par mois`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Mois</Table.Th>
                    <Table.Th scope="col" ta="right">
                      CA HT
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Redevance
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Publicité
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Total dû
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {months.map((m) => {
                    const of = r.rows.filter((x) => x.month === m);
                    const sum = (k: 'ht_cents' | 'royalty_cents' | 'advertising_cents' | 'due_cents') => of.reduce((a, x) => a + x[k], 0);
                    return (
                      <Table.Tr key={m}>
                        <Table.Th scope="row" fw={400} tt="capitalize">
                          {monthLabel(m)}
                        </Table.Th>
                        <Table.Td ta="right">{formatMoney(sum('ht_cents'))}</Table.Td>
                        <Table.Td ta="right">{formatMoney(sum('royalty_cents'))}</Table.Td>
                        <Table.Td ta="right">{formatMoney(sum('advertising_cents'))}</Table.Td>
                        <Table.Td ta="right">{formatMoney(sum('due_cents'))}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          ))}
      </QueryState>
    </Card>
  );
}
