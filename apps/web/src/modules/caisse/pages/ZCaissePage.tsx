import type { Closing } from '@fitfit/contracts';
import { useNavigate } from 'react-router';
import { CursorPager } from '../../../ui/CursorPager';
import { DataTable } from '../../../ui/DataTable';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useScreenSize } from '../../../ui/screen';
import { useCursorList } from '../../../ui/useCursorList';
import { type ClosingPeriod, ClosingsView, closingColumns, monthLabel } from '../components/ledger/ClosingsView';
import { useDayChangeHour, useTimezone } from '../components/ledger/common';
import { businessDays, formatDay } from '../components/ledger/days';
import { ledgerResources } from '../ledger-api';

type Ledger = ReturnType<typeof ledgerResources>;

/** The restaurant's closings of a period, keyset-paged: days, or the sums of its months or years. */
function Closings({ ledger, period }: { ledger: Ledger; period: ClosingPeriod }) {
  const timezone = useTimezone();
  const navigate = useNavigate();
  const small = useScreenSize() === 'sm';
  const list = useCursorList<Closing>(ledger.closings, { period });
  const details = (c: Closing) => c.id && navigate(`/caisse/z-caisse/details-cloture-de-caisse/${c.id}`);
  const columns = closingColumns<Closing>({
    period,
    periodLabel: (c) =>
      period === 'day' ? formatDay(c.business_date) : period === 'month' ? monthLabel(c.from_date) : c.from_date.slice(0, 4),
    boldPeriod: true,
    timezoneOf: () => timezone,
    details,
  }).filter((c) => c.key !== 'ht');
  const shown =
    period !== 'day'
      ? columns.filter((c) => !['number', 'variance', 'closed', 'actions'].includes(c.key))
      : small
        ? columns.filter((c) => ['date', 'revenue', 'variance', 'actions'].includes(c.key))
        : columns;
  return (
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
  );
}

/** /caisse/z-caisse: the daily closings (Z) and their monthly and yearly sums; closes today or yesterday. */
export default restaurantPage(function ZCaisse({ restaurantId }) {
  const ledger = ledgerResources(restaurantId);
  const { today, yesterday } = businessDays(useTimezone(), useDayChangeHour());
  return (
    <ClosingsView
      description="Clôtures de caisse (Z) : définitives, chaînées et signées d'une empreinte"
      closing={{ ledger, today, yesterday, path: (day) => `/caisse/z-caisse/cloturer/${day}` }}
      exportPath="/caisse/z-caisse/exporter-une-periode"
    >
      {(period) => <Closings ledger={ledger} period={period} />}
    </ClosingsView>
  );
});
