import type { NetworkClosingRow } from '@fitfit/contracts';
import { ActionIcon, Button, Group, SegmentedControl, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { CursorPager } from '../../../ui/CursorPager';
import { type Column, DataTable, type RowProps } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useScreenSize } from '../../../ui/screen';
import { useCursorList } from '../../../ui/useCursorList';
import { usePagedList } from '../../../ui/usePagedList';
import { useClosableDays } from '../../caisse/components/ledger/ClosingSafeguards';
import { alertColor, money } from '../../caisse/components/ledger/common';
import { businessDays, formatDay } from '../../caisse/components/ledger/days';
import { ledgerResources } from '../../caisse/ledger-api';
import { networkResources } from '../api';
import { RestaurantFilter, useRestaurantFilter, useTimezoneOf } from '../components/RestaurantFilter';

export const detailsPath = (id: string) => `/franchisor/z-caisse/details-cloture-de-caisse/${id}`;
type Period = 'day' | 'month' | 'year';
const periods = [
  { value: 'day', label: 'Journalières' },
  { value: 'month', label: 'Mensuelles' },
  { value: 'year', label: 'Annuelles' },
];
const monthLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric' });
const periodLabel = (c: NetworkClosingRow, period: Period) =>
  period === 'day' ? formatDay(c.business_date) : period === 'month' ? monthLabel(`${c.business_date}-01`) : c.business_date;

/** The network's total of a month or a year: in bold on a tinted row, after the restaurants of that period. */
const TotalAwareRow = ({ row, onClick, style, children }: RowProps<NetworkClosingRow>) => (
  <Table.Tr
    onClick={onClick}
    style={row.restaurant_id === null ? { ...style, fontWeight: 700, background: 'var(--mantine-color-default-hover)' } : style}
    data-network-total={row.restaurant_id === null ? '' : undefined}
  >
    {children}
  </Table.Tr>
);

/** Daily closings: keyset-paged. */
function DailyClosings(props: TableProps) {
  const list = useCursorList<NetworkClosingRow>(networkResources(props.restaurantId).closings, {
    restaurant_id: props.restaurantId ?? undefined,
  });
  return <ClosingsTable {...props} list={list} pager={<CursorPager list={list} />} />;
}

/** Months or years: each restaurant's sum of its days, then the network's total; paged by page. */
function PeriodClosings(props: TableProps) {
  const list = usePagedList<NetworkClosingRow>(networkResources(props.restaurantId).closings, {
    filters: { period: props.period, restaurant_id: props.restaurantId ?? undefined },
  });
  return <ClosingsTable {...props} list={list} />;
}

interface TableProps {
  period: Period;
  restaurantId: string | null;
}

function ClosingsTable({
  period,
  list,
  pager,
}: TableProps & { list: Parameters<typeof DataTable<NetworkClosingRow>>[0]['list']; pager?: React.ReactNode }) {
  const navigate = useNavigate();
  const small = useScreenSize() === 'sm';
  const details = (c: NetworkClosingRow) => c.id && navigate(detailsPath(c.id));
  const timezoneOf = useTimezoneOf();
  const daily = period === 'day';
  const columns: Column<NetworkClosingRow>[] = [
    {
      key: 'restaurant',
      title: 'Restaurant',
      render: (c) => (
        <Text size="sm" fw={c.restaurant_id === null ? 700 : 500}>
          {c.restaurant_name}
        </Text>
      ),
      phoneRender: (c) => (
        <>
          <Text size="sm" fw={600}>
            {periodLabel(c, period)}
          </Text>
          <Text size="xs" c={c.restaurant_id === null ? undefined : 'dimmed'} fw={c.restaurant_id === null ? 700 : undefined}>
            {c.restaurant_name}
          </Text>
        </>
      ),
    },
    { key: 'date', title: daily ? 'Journée' : 'Période', render: (c) => periodLabel(c, period) },
    { key: 'number', title: 'N°', width: 70, render: (c) => c.number ?? '—' },
    { key: 'tickets', title: 'Tickets', align: 'right', width: 90, render: (c) => c.tickets_count },
    { key: 'ht', title: 'CA HT', align: 'right', width: 120, render: (c) => money(c.total_ht_cents) },
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
          <Text
            size="sm"
            c={c.cash_variance_cents === 0 ? undefined : alertColor}
            fw={c.cash_variance_cents === 0 && c.restaurant_id !== null ? undefined : 600}
          >
            {money(c.cash_variance_cents)}
          </Text>
        ),
    },
    {
      key: 'closed',
      title: 'Clôturée par',
      render: (c) => (c.closed_at ? `${c.closed_by_name ?? '—'}, ${formatDateTime(c.closed_at, timezoneOf(c.restaurant_id))}` : '—'),
    },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      width: 80,
      render: (c) =>
        c.id ? (
          <Tooltip label="Voir le détail">
            <ActionIcon
              variant="subtle"
              aria-label={`Voir la clôture du ${formatDay(c.business_date)} de ${c.restaurant_name}`}
              onClick={() => details(c)}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null,
    },
  ];
  const shown = !daily
    ? columns.filter((c) =>
        (small ? ['restaurant', 'ht', 'revenue'] : ['restaurant', 'date', 'tickets', 'ht', 'revenue', 'variance']).includes(c.key),
      )
    : small
      ? columns.filter((c) => ['restaurant', 'revenue', 'variance', 'actions'].includes(c.key))
      : columns.filter((c) => c.key !== 'ht');
  return (
    <DataTable
      list={list}
      columns={shown}
      rowKey={(c) => c.id ?? `${c.restaurant_id ?? 'network'}-${c.business_date}`}
      rowComponent={TotalAwareRow}
      noSearch
      emptyText="Aucune clôture pour l'instant dans votre réseau."
      onRowClick={daily ? details : undefined}
      pager={pager}
      minWidth={small ? 0 : undefined}
    />
  );
}

export const closePath = (day: string, restaurantId: string) => `/franchisor/z-caisse/cloturer/${day}?restaurant=${restaurantId}`;

/**
 * /franchisor/z-caisse: the closings of every restaurant of the network — daily, or monthly and yearly with the
 * network's total of each period; closes a day of the chosen restaurant.
 */
export default function FranchisorZCaissePage() {
  const { restaurantId, chosen } = useRestaurantFilter();
  const [period, setPeriod] = useState<Period>('day');
  // the chosen restaurant's own business day (its timezone and day-change hour)
  const { today, yesterday } = businessDays(chosen?.timezone, chosen?.day_change_hour);
  // a closed day of the chosen restaurant no longer offers to close
  const closable = useClosableDays(chosen ? ledgerResources(chosen.id) : null, today, yesterday);

  return (
    <>
      <PageHeader
        title="Rapport de clôture journalier"
        description="Les clôtures de caisse (Z) de tous vos restaurants : définitives, chaînées et signées d'une empreinte"
        actions={
          <>
            {chosen && (
              <>
                {closable.today && (
                  <Button leftSection={<IconLock size={16} />} component={Link} to={closePath(today, chosen.id)}>
                    Clôturer aujourd'hui
                  </Button>
                )}
                {closable.yesterday && (
                  <Button variant="default" leftSection={<IconLock size={16} />} component={Link} to={closePath(yesterday, chosen.id)}>
                    Clôturer hier
                  </Button>
                )}
              </>
            )}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              component={Link}
              to="/franchisor/z-caisse/exporter-une-periode"
            >
              Exporter une période
            </Button>
          </>
        }
      />
      <Group mb="sm" align="flex-end" gap="sm">
        <RestaurantFilter />
        <SegmentedControl aria-label="Clôtures" data={periods} value={period} onChange={(v) => setPeriod(v as Period)} />
        {!chosen && (
          <Text size="sm" c="dimmed" pb={8}>
            Choisissez un restaurant pour clôturer une de ses journées.
          </Text>
        )}
      </Group>
      {period === 'day' ? (
        <DailyClosings period={period} restaurantId={restaurantId} />
      ) : (
        <PeriodClosings key={period} period={period} restaurantId={restaurantId} />
      )}
    </>
  );
}
