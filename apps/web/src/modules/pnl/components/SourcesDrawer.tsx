import { frDay, type PnlLine, pnlSourceLabels } from '@fitfit/contracts';
import { Anchor, Badge, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../../ui/QueryState';
import type { PnlApi } from '../api';
import { money } from './format';

/** The sources of a line of the month: the closings, receptions, entries, configuration or rates it comes from. */
export function SourcesDrawer({ pnl, month, line, onClose }: { pnl: PnlApi; month: string; line: PnlLine | null; onClose(): void }) {
  const query = useQuery({
    queryKey: pnl.keys.sources(month, line?.key ?? ''),
    queryFn: ({ signal }) => pnl.sources(month, line?.key ?? '', signal),
    enabled: line !== null,
  });
  const s = query.data;
  return (
    <Drawer opened={line !== null} onClose={onClose} position="right" size="lg" title={line ? `Détail : ${line.label}` : ''}>
      <QueryState query={query}>
        {s && line && (
          <Stack>
            <Group justify="space-between">
              <Badge variant="light">{pnlSourceLabels[line.source]}</Badge>
              <Text fw={700} fz="lg">
                {money(s.total_cents)}
              </Text>
            </Group>
            <Text size="sm">{s.explanation}</Text>
            {s.rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                Aucune source ce mois-ci.
              </Text>
            ) : (
              <Table fz="sm" verticalSpacing={4} aria-label={`Sources de ${line.label}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Date</Table.Th>
                    <Table.Th scope="col">Source</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Montant
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {s.rows.map((r, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and keep their order
                    <Table.Tr key={i}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{frDay(r.date)}</Table.Td>
                      <Table.Td>
                        {r.link ? (
                          <Anchor component={Link} to={r.link} size="sm">
                            {r.label}
                          </Anchor>
                        ) : (
                          r.label
                        )}
                        {r.detail && (
                          <Text size="xs" c="dimmed">
                            {r.detail}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {money(r.amount_cents)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}
