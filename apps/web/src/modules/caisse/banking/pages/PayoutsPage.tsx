import { type Payout, payoutProviderKind, payoutProviderLabels, payoutStatusLabels, plural } from '@fitfit/contracts';
import { ActionIcon, Badge, Button, Group, Select, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconFileImport, IconLink, IconPlus, IconReceipt, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/format';
import { useMayWrite } from '../../../../ui/access';
import { confirm } from '../../../../ui/confirm';
import { type Column, DataTable } from '../../../../ui/DataTable';
import { PageHeader } from '../../../../ui/PageHeader';
import { restaurantPage } from '../../../../ui/RestaurantPage';
import { toast } from '../../../../ui/toast';
import { usePagedList } from '../../../../ui/usePagedList';
import { useTimezone } from '../../components/ledger/common';
import { ImportStatementModal } from '../components/ImportStatementModal';
import { PayoutModal, ProposalModal, providerOptions, usePayoutEditor } from '../components/PayoutModals';
import { SlipsModal } from '../components/SlipsModal';
import { payoutResources } from '../payouts-api';

const statusOptions = Object.entries(payoutStatusLabels).map(([value, label]) => ({ value, label }));
const daysOf = (p: Payout) =>
  p.slips.length > 0
    ? `${p.slips.length > 1 ? 'Remises' : 'Remise'} de titres n° ${p.slips.join(', ')}`
    : p.days.length === 0
      ? '—'
      : p.days.length === 1
        ? formatDate(p.days[0])
        : `${formatDate(p.days[0])} → ${formatDate(p.days.at(-1) ?? '')} (${plural(p.days.length, 'jour', 'jours')})`;

/** /caisse/banking-payouts: « Remises et versements » — payouts of the card acquirer, platforms and titre issuers, matched with their days. */
export default restaurantPage(function PayoutsPage({ restaurantId }) {
  const payouts = payoutResources(restaurantId);
  const client = useQueryClient();
  const timezone = useTimezone();
  const mayWrite = useMayWrite();
  const [filters, setFilters] = useState<{ provider: string | null; status: string | null; from: string; to: string }>({
    provider: null,
    status: null,
    from: '',
    to: '',
  });
  const list = usePagedList<Payout>(payouts.list, {
    sort: 'received_on',
    order: 'desc',
    filters: {
      provider: filters.provider ?? undefined,
      status: filters.status ?? undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
    },
  });
  const [matching, setMatching] = useState<Payout | null>(null);
  const [importing, setImporting] = useState(false);
  const [settling, setSettling] = useState<Payout | null>(null);
  const create = usePayoutEditor(payouts, timezone, setMatching);
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
      await client.invalidateQueries({ queryKey: payouts.all });
    } catch (error) {
      toast.fromError(error);
    }
  };
  const columns: Column<Payout>[] = [
    {
      key: 'received_on',
      title: 'Reçu le',
      sort: 'received_on',
      phone: true,
      render: (p) => formatDate(p.received_on),
      phoneRender: (p) => (
        <div>
          <Text size="sm">{`${payoutProviderLabels[p.provider]} · ${formatDate(p.received_on)}`}</Text>
          <Text size="xs" c="dimmed">
            {`${payoutStatusLabels[p.status]} · ${daysOf(p)}`}
          </Text>
        </div>
      ),
    },
    { key: 'provider', title: 'Prestataire', render: (p) => payoutProviderLabels[p.provider] },
    { key: 'reference', title: 'Référence', render: (p) => p.reference || '—' },
    { key: 'amount', title: 'Reçu', sort: 'amount_cents', align: 'right', phone: true, render: (p) => formatMoney(p.amount_cents) },
    { key: 'commission', title: 'Commission', align: 'right', render: (p) => formatMoney(p.commission_cents) },
    { key: 'days', title: 'Journées couvertes', render: daysOf },
    {
      key: 'status',
      title: 'Statut',
      render: (p) => (
        <Badge color={p.status === 'matched' ? 'green' : 'orange'} variant="dot" tt="none">
          {payoutStatusLabels[p.status]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      phone: true,
      align: 'right',
      render: (p) =>
        mayWrite && (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {p.status === 'unmatched' ? (
              <>
                <Tooltip label="Rapprocher">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Rapprocher le versement du ${formatDate(p.received_on)}`}
                    onClick={() => setMatching(p)}
                  >
                    <IconLink size={16} />
                  </ActionIcon>
                </Tooltip>
                {payoutProviderKind[p.provider] === 'ticket' && (
                  <Tooltip label="Rembourser des remises de titres papier">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Rapprocher le versement du ${formatDate(p.received_on)} de remises de titres papier`}
                      onClick={() => setSettling(p)}
                    >
                      <IconReceipt size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label="Supprimer">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Supprimer le versement du ${formatDate(p.received_on)}`}
                    onClick={async () => {
                      if (
                        await confirm({ title: 'Supprimer ce versement ?', message: 'Il n’est rapproché d’aucune journée.', danger: true })
                      )
                        await act(() => payouts.remove(p.id), 'Versement supprimé');
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </>
            ) : (
              <Tooltip label="Défaire le rapprochement">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Défaire le rapprochement du versement du ${formatDate(p.received_on)}`}
                  onClick={async () => {
                    if (
                      await confirm({
                        title: 'Défaire le rapprochement ?',
                        message: 'Ses journées redeviennent à encaisser dans les fonds disponibles.',
                      })
                    )
                      await act(() => payouts.unmatch(p.id), 'Rapprochement défait');
                  }}
                >
                  <IconArrowBackUp size={16} />
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
        title="Remises et versements"
        description="Ce que l’acquéreur carte, les plateformes et les émetteurs de titres-restaurant versent en banque, rapproché des journées de ventes"
        actions={
          mayWrite && (
            <Group gap="xs">
              <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
                Importer un relevé
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={create.openCreate}>
                Nouveau versement
              </Button>
            </Group>
          )
        }
      />
      <Group mb="md" align="flex-end">
        <Select
          label="Prestataire"
          placeholder="Tous"
          clearable
          data={providerOptions}
          value={filters.provider}
          onChange={(provider) => setFilters({ ...filters, provider })}
        />
        <Select
          label="Statut"
          placeholder="Tous"
          clearable
          data={statusOptions}
          value={filters.status}
          onChange={(status) => setFilters({ ...filters, status })}
        />
        <TextInput
          label="Reçu du"
          type="date"
          value={filters.from}
          onChange={(e) => setFilters({ ...filters, from: e.currentTarget.value })}
        />
        <TextInput label="au" type="date" value={filters.to} onChange={(e) => setFilters({ ...filters, to: e.currentTarget.value })} />
      </Group>
      <DataTable
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        searchPlaceholder="Rechercher une référence"
        emptyText="Aucun versement pour l'instant."
        minWidth={900}
      />
      <PayoutModal editor={create} />
      <ProposalModal payouts={payouts} payout={matching} onClose={() => setMatching(null)} />
      <ImportStatementModal payouts={payouts} opened={importing} onClose={() => setImporting(false)} />
      <SlipsModal payouts={payouts} payout={settling} onClose={() => setSettling(null)} />
    </>
  );
});
