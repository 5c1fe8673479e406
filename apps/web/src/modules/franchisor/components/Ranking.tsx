import type { NetworkDashboard } from '@fitfit/contracts';
import { ScrollArea, Table, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { useScreenSize } from '../../../ui/screen';
import { Change } from '../../caisse';

/** The restaurants of the network, best revenue first: revenue, N-1 and growth, average ticket, tickets, share. */
export function Ranking({ ranking, periodLabel }: { ranking: NetworkDashboard['ranking']; periodLabel: string }) {
  const small = useScreenSize() === 'sm';
  if (ranking.length === 0) return <Text c="dimmed">Aucun restaurant dans votre réseau pour l'instant.</Text>;
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-label': 'Classement des restaurants, défilable' }}>
      <Table striped highlightOnHover miw={small ? 0 : 760} aria-label={`Classement des restaurants — ${periodLabel}`}>
        <Table.Thead>
          <Table.Tr>
            {!small && (
              <Table.Th scope="col" w={48}>
                Rang
              </Table.Th>
            )}
            <Table.Th scope="col">Restaurant</Table.Th>
            <Table.Th scope="col" ta="right">
              CA TTC
            </Table.Th>
            {!small && (
              <Table.Th scope="col" ta="right">
                N-1
              </Table.Th>
            )}
            <Table.Th scope="col" ta="right">
              Évolution
            </Table.Th>
            {!small && (
              <>
                <Table.Th scope="col" ta="right">
                  Ticket moyen
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Tickets
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Couverts
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Part du réseau
                </Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ranking.map((r) => (
            <Table.Tr key={r.restaurant_id}>
              {!small && <Table.Td fw={700}>{r.rank}</Table.Td>}
              <Table.Th scope="row" fw={500}>
                {small ? `${r.rank}. ${r.name}` : r.name}
              </Table.Th>
              <Table.Td ta="right">{formatMoney(r.current.ttc_cents)}</Table.Td>
              {!small && <Table.Td ta="right">{formatMoney(r.previous.ttc_cents)}</Table.Td>}
              <Table.Td ta="right">
                <Change current={r.current.ttc_cents} previous={r.previous.ttc_cents} coverage={r.previous_coverage} />
              </Table.Td>
              {!small && (
                <>
                  <Table.Td ta="right">{formatMoney(r.current.average_ticket_cents)}</Table.Td>
                  <Table.Td ta="right">{r.current.tickets.toLocaleString('fr-FR')}</Table.Td>
                  <Table.Td ta="right">{r.current.covers.toLocaleString('fr-FR')}</Table.Td>
                  <Table.Td ta="right">{r.share_percent.toLocaleString('fr-FR')}&nbsp;%</Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
