import { frDay, plural, type RealTime } from '@fitfit/contracts';
import { Badge, Card, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../../lib/format';
import { PageHeader } from '../../../../ui/PageHeader';
import { QueryState } from '../../../../ui/QueryState';
import type { RealTimeSource } from '../api';
import { type StreamState, useRealTime } from './useRealTime';

/** The day's key figures of the real-time screens (a restaurant's, or the network's). */
const realTimeStats = (r: Pick<RealTime, 'totals' | 'open_orders' | 'total_orders'>) => [
  { label: 'CA TTC', value: formatMoney(r.totals.ttc_cents) },
  { label: 'CA HT', value: formatMoney(r.totals.ht_cents) },
  { label: 'Couverts', value: r.totals.covers.toLocaleString('fr-FR') },
  { label: `Commandes (${r.open_orders} en cours)`, value: r.total_orders.toLocaleString('fr-FR') },
  { label: 'Ticket moyen', value: formatMoney(r.totals.average_ticket_cents) },
];

const stateBadge: Record<StreamState, { color: string; label: string }> = {
  connecting: { color: 'gray', label: 'Connexion…' },
  live: { color: 'green', label: 'En direct' },
  reconnecting: { color: 'orange', label: 'Reconnexion…' },
};

type BreakdownRow = Pick<RealTime['by_source'][number], 'label' | 'tickets' | 'ttc_cents'> & { key: string | null };

/** A breakdown of the day's sales (by source, payment, seller…): a card with one line per value. */
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

type Figures = Pick<RealTime, 'today' | 'totals' | 'open_orders' | 'total_orders'> & { last_tickets: { id: string }[] };
/** A column of the last tickets' table. */
export interface LastTicketColumn<L> {
  title: string;
  right?: boolean;
  render: (t: L) => ReactNode;
}

interface RealTimeViewProps<T extends Figures> {
  title: string;
  /** Where the figures are read and the stream opened (a restaurant's, or the network's). */
  source: RealTimeSource<T>;
  /** Under the header: the network's restaurant filter. */
  scopeFilter?: ReactNode;
  /** Between the key figures and the last tickets: the scope's breakdowns. */
  children: (r: T) => ReactNode;
  lastTickets: LastTicketColumn<T['last_tickets'][number]>[];
  /** Beside the last tickets' title: when the figures were computed (the restaurant's screen). */
  computedAt?: (r: T) => string;
  /** The last tickets scroll sideways on a phone (the network's, one column more). */
  scroll?: boolean;
}

/**
 * The real-time screen of both scopes (/caisse/real-time, /franchisor/real-time): today's sales as they happen,
 * pushed by the server (no polling), with the stream's state.
 */
export function RealTimeView<T extends Figures>(props: RealTimeViewProps<T>) {
  const { query, state } = useRealTime(props.source);
  const r = query.data;
  const badge = stateBadge[state];
  const stats = r ? realTimeStats(r) : [];
  const table = r && (
    <Table fz="sm" striped miw={props.scroll ? 480 : undefined}>
      <Table.Thead>
        <Table.Tr>
          {props.lastTickets.map((c) => (
            <Table.Th key={c.title} scope="col" ta={c.right ? 'right' : undefined}>
              {c.title}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {r.last_tickets.map((t) => (
          <Table.Tr key={t.id}>
            {props.lastTickets.map((c) => (
              <Table.Td key={c.title} ta={c.right ? 'right' : undefined}>
                {c.render(t)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack>
      <PageHeader
        title={props.title}
        description={r ? `Journée du ${frDay(r.today)}, mise à jour à chaque ticket` : 'Les ventes du jour, mises à jour à chaque ticket'}
        actions={
          <Badge color={badge.color} variant="dot" size="lg" tt="none" role="status">
            {badge.label}
          </Badge>
        }
      />
      {props.scopeFilter}
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
            {props.children(r)}
            <Card withBorder radius="md" padding="lg" component="section" aria-label="Derniers tickets">
              {props.computedAt ? (
                <Group justify="space-between" mb="sm">
                  <Title order={3} size="h4">
                    Derniers tickets
                  </Title>
                  <Text size="xs" c="dimmed">
                    Calculé à {props.computedAt(r)}
                  </Text>
                </Group>
              ) : (
                <Title order={3} size="h4" mb="sm">
                  Derniers tickets
                </Title>
              )}
              {r.last_tickets.length === 0 ? (
                <Text c="dimmed" size="sm">
                  Aucun ticket aujourd'hui.
                </Text>
              ) : props.scroll ? (
                <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-label': 'Derniers tickets, défilable' }}>
                  {table}
                </ScrollArea>
              ) : (
                table
              )}
            </Card>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
