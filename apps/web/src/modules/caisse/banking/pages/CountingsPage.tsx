import { type Counting, countingPlaceLabels } from '@fitfit/contracts';
import { Button, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/format';
import { useMayWrite } from '../../../../ui/access';
import { type Column, DataTable } from '../../../../ui/DataTable';
import { PageHeader } from '../../../../ui/PageHeader';
import { restaurantPage } from '../../../../ui/RestaurantPage';
import { usePagedList } from '../../../../ui/usePagedList';
import { alertColor, useTimezone } from '../../components/ledger/common';
import { formatDay } from '../../components/ledger/days';
import { bankingResources } from '../api';
import { CountingModal, useCountingEditor } from '../components/CountingModal';

/** /caisse/banking-countings: countings by denomination, expected vs counted; the day's closing takes the last ones. */
export default restaurantPage(function CountingsPage({ restaurantId }) {
  const banking = bankingResources(restaurantId);
  const timezone = useTimezone();
  const funds = useQuery({ queryKey: banking.fundsKey, queryFn: banking.funds });
  const list = usePagedList<Counting>(banking.countings, { sort: 'counted_at', order: 'desc' });
  const editor = useCountingEditor(banking);
  const mayWrite = useMayWrite();
  const columns: Column<Counting>[] = [
    {
      key: 'at',
      title: 'Date',
      sort: 'counted_at',
      phone: true,
      render: (c) => formatDateTime(c.counted_at, timezone),
      phoneRender: (c) => (
        <div>
          <Text size="sm">{formatDateTime(c.counted_at, timezone)}</Text>
          <Text size="xs" c="dimmed">
            {c.register_label ?? countingPlaceLabels[c.place]}
          </Text>
        </div>
      ),
    },
    { key: 'day', title: 'Journée', render: (c) => formatDay(c.business_date) },
    { key: 'place', title: 'Emplacement', render: (c) => c.register_label ?? countingPlaceLabels[c.place] },
    { key: 'expected', title: 'Attendu', align: 'right', render: (c) => formatMoney(c.expected_cents) },
    { key: 'counted', title: 'Compté', align: 'right', phone: true, render: (c) => formatMoney(c.counted_cents) },
    {
      key: 'variance',
      title: 'Écart',
      phone: true,
      sort: 'variance_cents',
      align: 'right',
      render: (c) => (
        <Text size="sm" fw={c.variance_cents ? 700 : 400} style={c.variance_cents ? { color: alertColor } : undefined}>
          {formatMoney(c.variance_cents)}
        </Text>
      ),
    },
    { key: 'reason', title: 'Motif', render: (c) => c.variance_reason ?? '—' },
    { key: 'by', title: 'Compté par', render: (c) => c.counted_by_name ?? '—' },
  ];
  return (
    <>
      <PageHeader
        title="Comptages"
        description="Comptage des espèces par coupure, attendu et compté ; la clôture d'une journée reprend le dernier comptage de chaque caisse pour cette journée"
        actions={
          mayWrite && (
            <Button leftSection={<IconCalculator size={16} />} onClick={editor.openCreate}>
              Nouveau comptage
            </Button>
          )
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(c) => c.id}
        searchPlaceholder="Rechercher un comptage"
        emptyText="Aucun comptage pour l'instant."
        minWidth={820}
      />
      <CountingModal banking={banking} editor={editor} funds={funds.data} />
    </>
  );
});
