import type { Closing } from '@fitfit/contracts';
import { ActionIcon, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { CursorPager } from '../../../ui/CursorPager';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useScreenSize } from '../../../ui/screen';
import { useCursorList } from '../../../ui/useCursorList';
import { useClosableDays } from '../components/ledger/ClosingSafeguards';
import { alertColor, money, useDayChangeHour, useTimezone } from '../components/ledger/common';
import { businessDays, formatDay } from '../components/ledger/days';
import { ledgerResources } from '../ledger-api';

const periods = [
  { value: 'day', label: 'Journalières' },
  { value: 'month', label: 'Mensuelles' },
  { value: 'year', label: 'Annuelles' },
];
const monthLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric' });

/** /caisse/z-caisse: the daily closings (Z) and their monthly and yearly sums; closes today or yesterday. */
export default restaurantPage(function ZCaisse({ restaurantId }) {
  const ledger = ledgerResources(restaurantId);
  const timezone = useTimezone();
  const navigate = useNavigate();
  const small = useScreenSize() === 'sm';
  const [period, setPeriod] = useState<'day' | 'month' | 'year'>('day');
  const list = useCursorList<Closing>(ledger.closings, { period });
  const dayChangeHour = useDayChangeHour();
  const { today, yesterday } = businessDays(timezone, dayChangeHour);
  // a closed day no longer offers to close
  const closable = useClosableDays(ledger, today, yesterday);
  const details = (c: Closing) => c.id && navigate(`/caisse/z-caisse/details-cloture-de-caisse/${c.id}`);

  const columns: Column<Closing>[] = [
    {
      key: 'date',
      title: period === 'day' ? 'Journée' : 'Période',
      render: (c) => (
        <Text size="sm" fw={600}>
          {period === 'day' ? formatDay(c.business_date) : period === 'month' ? monthLabel(c.from_date) : c.from_date.slice(0, 4)}
        </Text>
      ),
    },
    { key: 'number', title: 'N°', width: 70, render: (c) => c.number ?? '—' },
    { key: 'tickets', title: 'Tickets', align: 'right', width: 90, render: (c) => c.tickets_count },
    { key: 'revenue', title: 'CA TTC', align: 'right', width: 120, render: (c) => money(c.total_ttc_cents) },
    {
      key: 'variance',
      title: 'Écart de caisse',
      align: 'right',
      width: 130,
      render: (c) =>
        c.cash_variance_cents === null ? (
          '—'
        ) : (
          <Text size="sm" c={c.cash_variance_cents === 0 ? undefined : alertColor} fw={c.cash_variance_cents === 0 ? undefined : 600}>
            {money(c.cash_variance_cents)}
          </Text>
        ),
    },
    {
      key: 'closed',
      title: 'Clôturée par',
      render: (c) => (c.closed_at ? `${c.closed_by_name ?? '—'}, ${formatDateTime(c.closed_at, timezone)}` : '—'),
    },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      width: 80,
      render: (c) =>
        c.id ? (
          <Tooltip label="Voir le détail">
            <ActionIcon variant="subtle" aria-label={`Voir la clôture du ${formatDay(c.business_date)}`} onClick={() => details(c)}>
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null,
    },
  ];
  const shown =
    period !== 'day'
      ? columns.filter((c) => !['number', 'variance', 'closed', 'actions'].includes(c.key))
      : small
        ? columns.filter((c) => ['date', 'revenue', 'variance', 'actions'].includes(c.key))
        : columns;

  return (
    <>
      <PageHeader
        title="Rapport de clôture journalier"
        description="Clôtures de caisse (Z) : définitives, chaînées et signées d'une empreinte"
        actions={
          <>
            {closable.today && (
              <Button leftSection={<IconLock size={16} />} component={Link} to={`/caisse/z-caisse/cloturer/${today}`}>
                Clôturer aujourd'hui
              </Button>
            )}
            {closable.yesterday && (
              <Button variant="default" leftSection={<IconLock size={16} />} component={Link} to={`/caisse/z-caisse/cloturer/${yesterday}`}>
                Clôturer hier
              </Button>
            )}
            <Button variant="default" leftSection={<IconDownload size={16} />} component={Link} to="/caisse/z-caisse/exporter-une-periode">
              Exporter une période
            </Button>
          </>
        }
      />
      <Group mb="sm">
        <SegmentedControl aria-label="Clôtures" data={periods} value={period} onChange={(v) => setPeriod(v as typeof period)} />
      </Group>
      <DataTable
        list={list}
        columns={shown}
        rowKey={(c) => c.id ?? `${c.period}-${c.from_date}`}
        noSearch
        emptyText="Aucune clôture pour l'instant : clôturez la journée une fois le service terminé."
        onRowClick={period === 'day' ? details : undefined}
        pager={<CursorPager list={list} />}
        minWidth={small ? 0 : undefined}
      />
    </>
  );
});
