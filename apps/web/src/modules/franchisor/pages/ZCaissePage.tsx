import type { NetworkClosingRow } from '@fitfit/contracts';
import { Table, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { CursorPager } from '../../../ui/CursorPager';
import { type Column, DataTable, type RowProps } from '../../../ui/DataTable';
import { useScreenSize } from '../../../ui/screen';
import { useCursorList } from '../../../ui/useCursorList';
import { usePagedList } from '../../../ui/usePagedList';
import { businessDays, type ClosingPeriod, ClosingsView, closingColumns, formatDay, ledgerResources, monthLabel } from '../../caisse';
import { networkResources } from '../api';
import { RestaurantFilter, useRestaurantFilter, useTimezoneOf } from '../components/RestaurantFilter';

export const detailsPath = (id: string) => `/franchisor/z-caisse/details-cloture-de-caisse/${id}`;
const periodLabel = (c: NetworkClosingRow, period: ClosingPeriod) =>
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
  period: ClosingPeriod;
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
    ...closingColumns<NetworkClosingRow>({
      period,
      periodLabel: (c) => periodLabel(c, period),
      timezoneOf: (c) => timezoneOf(c.restaurant_id),
      details,
      restaurantNameOf: (c) => c.restaurant_name,
      isTotal: (c) => c.restaurant_id === null,
    }),
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
  // the chosen restaurant's own business day (its timezone and day-change hour)
  const { today, yesterday } = businessDays(chosen?.timezone, chosen?.day_change_hour);
  return (
    <ClosingsView
      description="Les clôtures de caisse (Z) de tous vos restaurants : définitives, chaînées et signées d'une empreinte"
      closing={{
        ledger: chosen ? ledgerResources(chosen.id) : null,
        today,
        yesterday,
        path: (day) => (chosen ? closePath(day, chosen.id) : ''),
      }}
      exportPath="/franchisor/z-caisse/exporter-une-periode"
      scopeFilter={<RestaurantFilter />}
      hint={
        !chosen && (
          <Text size="sm" c="dimmed" pb={8}>
            Choisissez un restaurant pour clôturer une de ses journées.
          </Text>
        )
      }
    >
      {(period) =>
        period === 'day' ? (
          <DailyClosings period={period} restaurantId={restaurantId} />
        ) : (
          <PeriodClosings key={period} period={period} restaurantId={restaurantId} />
        )
      }
    </ClosingsView>
  );
}
