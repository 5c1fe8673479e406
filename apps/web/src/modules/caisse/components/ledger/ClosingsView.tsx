import type { Closing } from '@fitfit/contracts';
import { ActionIcon, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/dates';
import { useMayWrite } from '../../../../ui/access';
import type { Column } from '../../../../ui/DataTable';
import { PageHeader } from '../../../../ui/PageHeader';
import type { ledgerResources } from '../../ledger-api';
import { useClosableDays } from './ClosingSafeguards';
import { alertColor, money } from './common';
import { formatDay } from './days';

export type ClosingPeriod = 'day' | 'month' | 'year';
const periods = [
  { value: 'day', label: 'Journalières' },
  { value: 'month', label: 'Mensuelles' },
  { value: 'year', label: 'Annuelles' },
];
export const monthLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric' });

interface ClosingColumnsOptions<T extends Closing> {
  period: ClosingPeriod;
  /** The day, month or year a row covers, as shown. */
  periodLabel: (c: T) => string;
  /** The restaurant's own list shows its periods in bold (the network shows its restaurants first). */
  boldPeriod?: boolean;
  timezoneOf: (c: T) => string | undefined;
  details: (c: T) => void;
  /** A row's restaurant, named in the eye's label on the network. */
  restaurantNameOf?: (c: T) => string;
  /** The network's total of a period: its variance in bold even at zero. */
  isTotal?: (c: T) => boolean;
}

/** The columns of a closings' table, a restaurant's or the network's (which adds its restaurant and the HT). */
export const closingColumns = <T extends Closing>(o: ClosingColumnsOptions<T>): Column<T>[] => [
  {
    key: 'date',
    title: o.period === 'day' ? 'Journée' : 'Période',
    render: (c) =>
      o.boldPeriod ? (
        <Text size="sm" fw={600}>
          {o.periodLabel(c)}
        </Text>
      ) : (
        o.periodLabel(c)
      ),
  },
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
          fw={c.cash_variance_cents === 0 && !o.isTotal?.(c) ? undefined : 600}
        >
          {money(c.cash_variance_cents)}
        </Text>
      ),
  },
  {
    key: 'closed',
    title: 'Clôturée par',
    render: (c) => (c.closed_at ? `${c.closed_by_name ?? '—'}, ${formatDateTime(c.closed_at, o.timezoneOf(c))}` : '—'),
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
            aria-label={`Voir la clôture du ${formatDay(c.business_date)}${o.restaurantNameOf ? ` de ${o.restaurantNameOf(c)}` : ''}`}
            onClick={() => o.details(c)}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null,
  },
];

interface ClosingsViewProps {
  description: string;
  /** The restaurant whose today or yesterday may be closed (null: none chosen on the network), and its business days. */
  closing: { ledger: ReturnType<typeof ledgerResources> | null; today: string; yesterday: string; path: (day: string) => string };
  exportPath: string;
  /** Before the periods: the network's restaurant filter. */
  scopeFilter?: ReactNode;
  /** After the periods: the network's hint to choose a restaurant. */
  hint?: ReactNode;
  /** The table of the chosen period. */
  children: (period: ClosingPeriod) => ReactNode;
}

/**
 * The closings' screen of both scopes (/caisse/z-caisse, /franchisor/z-caisse): daily closings (Z) or their monthly
 * and yearly sums, a close of today or yesterday while they are open, the period's export.
 */
export function ClosingsView({ description, closing, exportPath, scopeFilter, hint, children }: ClosingsViewProps) {
  const [period, setPeriod] = useState<ClosingPeriod>('day');
  const { ledger, today, yesterday, path } = closing;
  // a closed day no longer offers to close
  const closable = useClosableDays(ledger, today, yesterday);
  const mayWrite = useMayWrite();
  return (
    <>
      <PageHeader
        title="Rapport de clôture journalier"
        description={description}
        actions={
          <>
            {ledger && mayWrite && closable.today && (
              <Button leftSection={<IconLock size={16} />} component={Link} to={path(today)}>
                Clôturer aujourd'hui
              </Button>
            )}
            {ledger && mayWrite && closable.yesterday && (
              <Button variant="default" leftSection={<IconLock size={16} />} component={Link} to={path(yesterday)}>
                Clôturer hier
              </Button>
            )}
            <Button variant="default" leftSection={<IconDownload size={16} />} component={Link} to={exportPath}>
              Exporter une période
            </Button>
          </>
        }
      />
      <Group mb="sm" align="flex-end" gap="sm">
        {scopeFilter}
        <SegmentedControl aria-label="Clôtures" data={periods} value={period} onChange={(v) => setPeriod(v as ClosingPeriod)} />
        {hint}
      </Group>
      {children(period)}
    </>
  );
}
