import { type Deposit, depositKindLabels, plural } from '@fitfit/contracts';
import { ActionIcon, Badge, Button, Card, Group, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconBan, IconBuildingBank, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate, todayIn } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/format';
import { useMayWrite } from '../../../../ui/access';
import { type Column, DataTable } from '../../../../ui/DataTable';
import { PageHeader } from '../../../../ui/PageHeader';
import { restaurantPage } from '../../../../ui/RestaurantPage';
import { toast } from '../../../../ui/toast';
import { usePagedList } from '../../../../ui/usePagedList';
import { useTimezone } from '../../components/ledger/common';
import { bankingResources } from '../api';
import { CancelDepositModal, DepositModal, useCancelDepositEditor, useDepositEditor } from '../components/DepositModals';

/** /caisse/banking-closures: deposits at the bank (remises en banque), their slips, cancellation, exports. */
export default restaurantPage(function DepositsPage({ restaurantId }) {
  const banking = bankingResources(restaurantId);
  const list = usePagedList<Deposit>(banking.deposits, { sort: 'deposited_on', order: 'desc' });
  const timezone = useTimezone();
  const create = useDepositEditor(banking, timezone);
  const cancel = useCancelDepositEditor(banking);
  const mayWrite = useMayWrite();
  const [range, setRange] = useState(() => {
    const today = todayIn(timezone);
    return { from: `${today.slice(0, 7)}-01`, to: today };
  });
  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      toast.fromError(error);
    }
  };
  const columns: Column<Deposit>[] = [
    {
      key: 'number',
      title: 'N°',
      sort: 'number',
      phone: true,
      render: (d) => d.number,
      phoneRender: (d) => (
        <div>
          <Text size="sm">{`n°${d.number} · ${formatDate(d.deposited_on)}`}</Text>
          <Text size="xs" c="dimmed">
            {d.status === 'canceled' ? `${depositKindLabels[d.kind]} · annulée` : depositKindLabels[d.kind]}
          </Text>
        </div>
      ),
    },
    { key: 'date', title: 'Date', sort: 'deposited_on', render: (d) => formatDate(d.deposited_on) },
    {
      key: 'kind',
      title: 'Nature',
      render: (d) =>
        d.cheques.length ? `${depositKindLabels[d.kind]} (${plural(d.cheques.length, 'chèque', 'chèques')})` : depositKindLabels[d.kind],
    },
    { key: 'slip', title: 'Bordereau', render: (d) => d.slip_number },
    { key: 'amount', title: 'Montant', sort: 'amount_cents', align: 'right', phone: true, render: (d) => formatMoney(d.amount_cents) },
    {
      key: 'status',
      title: 'Statut',
      render: (d) =>
        d.status === 'validated' ? (
          <Badge color="green" variant="dot" tt="none">
            {d.refunded_on ? `Validée · remboursée le ${formatDate(d.refunded_on)}` : 'Validée'}
          </Badge>
        ) : (
          <Tooltip label={d.cancel_reason ?? ''}>
            <Badge color="red" variant="dot" tt="none">
              Annulée
            </Badge>
          </Tooltip>
        ),
    },
    {
      key: 'actions',
      title: 'Actions',
      phone: true,
      align: 'right',
      render: (d) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Bordereau (PDF)">
            <ActionIcon
              variant="subtle"
              aria-label={`Imprimer le bordereau de la remise n°${d.number}`}
              onClick={() => run(() => banking.slip(d))}
            >
              <IconPrinter size={16} />
            </ActionIcon>
          </Tooltip>
          {d.status === 'validated' && mayWrite && (
            <Tooltip label="Annuler la remise">
              <ActionIcon variant="subtle" color="red" aria-label={`Annuler la remise n°${d.number}`} onClick={() => cancel.openEdit(d)}>
                <IconBan size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Remises en banque"
        description="Espèces, chèques et titres-restaurant déposés à la banque : bordereau, annulation motivée, export"
        actions={
          mayWrite && (
            <Button leftSection={<IconBuildingBank size={16} />} onClick={create.openCreate}>
              Nouvelle remise
            </Button>
          )
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(d) => d.id}
        searchPlaceholder="Rechercher un n° ou un bordereau"
        emptyText="Aucune remise pour l'instant."
        minWidth={820}
      />
      <Card withBorder mt="lg">
        <Title order={3} size="h5" mb="xs">
          Exporter une période
        </Title>
        <Group align="flex-end">
          <TextInput label="Du" type="date" value={range.from} onChange={(e) => setRange({ ...range, from: e.currentTarget.value })} />
          <TextInput label="Au" type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.currentTarget.value })} />
          {(['csv', 'xlsx', 'pdf'] as const).map((format) => (
            <Button key={format} variant="default" onClick={() => run(() => banking.exportDeposits({ ...range, format }))}>
              {format.toUpperCase()}
            </Button>
          ))}
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          Toutes les remises de la période, annulées comprises, avec le total des remises validées.
        </Text>
      </Card>
      <DepositModal editor={create} banking={banking} />
      <CancelDepositModal editor={cancel} />
    </>
  );
});
