import { type FundKind, type FundMovement, fundKindLabels, plural } from '@fitfit/contracts';
import { Button, Card, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../../../app/session/store';
import { formatDateTime } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/format';
import { useMayWrite } from '../../../../ui/access';
import { type Column, DataTable } from '../../../../ui/DataTable';
import { PageHeader } from '../../../../ui/PageHeader';
import { QueryState } from '../../../../ui/QueryState';
import { restaurantPage } from '../../../../ui/RestaurantPage';
import { usePagedList } from '../../../../ui/usePagedList';
import { useTimezone } from '../../components/ledger/common';
import { bankingResources } from '../api';
import { PayoutsSummaryCard } from '../components/PayoutsSummaryCard';
import { TransferModal, useTransferEditor } from '../components/TransferModal';

const hints: Record<FundKind, string> = {
  cash: 'Dans les caisses et au coffre',
  card: 'Encaissé, pas encore versé par l’acquéreur',
  online: 'Plateformes et site, pas encore versé',
  ticket: 'Titres-restaurant à remettre',
  cheque: 'Chèques à remettre',
};

/** /caisse/banking-available-funds: what the restaurant holds, by kind and place, with the movements behind it. */
export default restaurantPage(function FundsPage({ restaurantId }) {
  const banking = bankingResources(restaurantId);
  const timezone = useTimezone();
  const [kind, setKind] = useState<FundKind>('cash');
  const funds = useQuery({ queryKey: banking.fundsKey, queryFn: banking.funds });
  const list = usePagedList<FundMovement>(banking.movements, { sort: 'at', order: 'desc', filters: { kind } });
  const cheques = useQuery({ queryKey: banking.chequesKey, queryFn: banking.cheques });
  const transfer = useTransferEditor(banking);
  const mayWrite = useMayWrite();
  // the restaurant's own people move its cash; the franchisor sees it
  const canTransfer = useSession((s) => s.currentUser?.role !== 'franchisor');
  const hint = (k: FundKind) =>
    k === 'cheque' && cheques.data?.length ? `${plural(cheques.data.length, 'chèque', 'chèques')} à remettre` : hints[k];
  const columns: Column<FundMovement>[] = [
    { key: 'at', title: 'Date', sort: 'at', render: (m) => formatDateTime(m.at, timezone) },
    {
      key: 'label',
      title: 'Mouvement',
      phone: true,
      render: (m) => m.label,
      phoneRender: (m) => (
        <div>
          <Text size="sm">{m.label}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(m.at, timezone)}
          </Text>
        </div>
      ),
    },
    {
      key: 'amount',
      title: 'Montant',
      phone: true,
      align: 'right',
      render: (m) => (
        <Text size="sm" fw={600} c={m.amount_cents < 0 ? 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))' : undefined}>
          {formatMoney(m.amount_cents)}
        </Text>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Fonds disponibles"
        description="Espèces, cartes, titres-restaurant et chèques à remettre"
        actions={
          canTransfer && mayWrite && funds.data ? (
            <Button leftSection={<IconArrowsExchange size={16} />} onClick={transfer.openCreate}>
              Transférer caisse ↔ coffre
            </Button>
          ) : undefined
        }
      />
      <QueryState query={funds}>
        {funds.data && (
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 5 }}>
              {funds.data.kinds.map((k) => (
                <Card key={k.kind} withBorder padding="md">
                  <Text size="sm" c="dimmed" fw={500}>
                    {fundKindLabels[k.kind]}
                  </Text>
                  <Text fz={22} fw={700}>
                    {formatMoney(k.amount_cents)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {hint(k.kind)}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            <PayoutsSummaryCard restaurantId={restaurantId} />
            <Card withBorder>
              <Title order={3} size="h5" mb="xs">
                Espèces par emplacement
              </Title>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Emplacement</Table.Th>
                    <Table.Th ta="right">Montant</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {funds.data.cash_places.map((p) => (
                    <Table.Tr key={`${p.place}-${p.register_id}`}>
                      <Table.Td>{p.label}</Table.Td>
                      <Table.Td ta="right">{formatMoney(p.amount_cents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="xs" c="dimmed" mt="xs">
                Une caisse contient les ventes, mouvements et transferts des journées pas encore clôturées ; à la clôture, les espèces
                comptées vont au coffre, d'où partent le fond de caisse du matin et les remises en banque.
              </Text>
            </Card>
            <Card withBorder>
              <Title order={3} size="h5" mb="sm">
                Mouvements
              </Title>
              <SegmentedControl
                mb="sm"
                aria-label="Nature des fonds"
                value={kind}
                onChange={(v) => setKind(v as FundKind)}
                data={Object.entries(fundKindLabels).map(([value, label]) => ({ value, label }))}
              />
              <DataTable
                list={list}
                columns={columns}
                rowKey={(m) => m.id}
                searchPlaceholder="Rechercher un mouvement"
                emptyText="Aucun mouvement."
              />
            </Card>
          </Stack>
        )}
      </QueryState>
      {funds.data && <TransferModal editor={transfer} funds={funds.data} />}
    </>
  );
});
