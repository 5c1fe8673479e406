import { type AnalyticsList, type CashMovement, cashMovementKindLabels, type SaleLine, type TicketSummary } from '@fitfit/contracts';
import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../../lib/dates';
import { CursorPager } from '../../../../ui/CursorPager';
import { type Column, DataTable } from '../../../../ui/DataTable';
import { useScreenSize } from '../../../../ui/screen';
import { type CursorSource, useCursorList } from '../../../../ui/useCursorList';
import { label, money, useTimezone } from '../../components/ledger/common';
import { TicketDrawer } from '../../components/ledger/TicketDrawer';
import { OpenTicketButton, smallTicketColumns, ticketColumns } from '../../components/ledger/ticketColumns';
import { ledgerResources } from '../../ledger-api';
import type { ListSources } from '../api';
import { ExportButtons } from './ExportButtons';
import type { Range } from './ranges';

interface Props {
  list: AnalyticsList;
  sources: ListSources;
  range: Range;
}

const searchPlaceholders: Record<AnalyticsList, string> = {
  tickets: 'Rechercher un n°, un client, un montant',
  cash_movements: 'Rechercher un motif',
  lines: 'Rechercher un article',
};
const emptyTexts: Record<AnalyticsList, string> = {
  tickets: 'Aucun ticket sur cette période.',
  cash_movements: 'Aucun mouvement de caisse sur cette période.',
  lines: 'Aucune vente sur cette période.',
};

/** One row type for the three lists (each list's columns read its own rows' fields); a network's rows name their restaurant. */
type Row = TicketSummary & CashMovement & SaleLine & { restaurant_id?: string; restaurant_name?: string };

/**
 * A listing tab of the analyses (SPEC §2: tickets, cash movements, all sales): the rows of the period, newest first,
 * page by page, a ticket opened in its drawer, and the whole period exported. The franchisor's network reads the same
 * tab (`sources.timezoneOf`): a « Restaurant » column first, each row on its restaurant's clock, a ticket opened with
 * its restaurant's calls.
 */
export function ListPanel({ list, sources, range }: Props) {
  const ownTimezone = useTimezone();
  const small = useScreenSize() === 'sm';
  const network = sources.timezoneOf;
  const restaurantOf = (r: Row) => sources.restaurantId ?? r.restaurant_id ?? '';
  const timezoneOf = (r: Row) => (network ? network(restaurantOf(r)) : ownTimezone);
  const [open, setOpen] = useState<{ id: string; restaurantId: string } | null>(null);
  const show = (id: string, r: Row) => setOpen({ id, restaurantId: restaurantOf(r) });
  // one row type for the three lists: each list's answer is typed by its descriptor, read here as the common row
  const rows = useCursorList(sources.resources[list] as CursorSource<Row>, { from: range.from, to: range.to, ...sources.query });
  const ticketsOf = ticketColumns(ownTimezone, () => undefined) as Column<Row>[];
  const columns: Record<AnalyticsList, Column<Row>[]> = {
    // the tickets' table, its date on each row's clock and its eye opening the row's restaurant's ticket
    tickets: ticketsOf.map((c) =>
      c.key === 'date'
        ? { ...c, render: (t) => formatDateTime(t.closed_at, timezoneOf(t)) }
        : c.key === 'actions'
          ? { ...c, render: (t) => <OpenTicketButton number={t.number} onOpen={() => show(t.id, t)} /> }
          : c,
    ),
    cash_movements: [
      { key: 'date', title: 'Date', width: 150, render: (m) => formatDateTime(m.occurred_at, timezoneOf(m)) },
      { key: 'kind', title: 'Type', render: (m) => label(cashMovementKindLabels, m.kind) },
      { key: 'reason', title: 'Motif', render: (m) => m.reason ?? '—' },
      { key: 'user', title: 'Utilisateur caisse', render: (m) => m.pos_user_name ?? '—' },
      { key: 'amount', title: 'Montant', align: 'right', width: 110, render: (m) => money(m.signed_cents) },
    ],
    lines: [
      { key: 'date', title: 'Date', width: 150, render: (l) => formatDateTime(l.closed_at, timezoneOf(l)) },
      { key: 'ticket', title: 'Ticket', width: 80, render: (l) => `n°${l.ticket_number}` },
      {
        key: 'name',
        title: 'Article',
        render: (l) => (
          <Stack gap={0}>
            <Text size="sm">{l.name}</Text>
            {l.options && (
              <Text size="xs" c="dimmed">
                {l.options}
              </Text>
            )}
          </Stack>
        ),
      },
      { key: 'quantity', title: 'Qté', align: 'right', width: 70, render: (l) => l.quantity },
      {
        key: 'discount',
        title: 'Remise',
        align: 'right',
        width: 100,
        render: (l) => (l.offered ? 'Offert' : l.discount_cents ? money(l.discount_cents) : '—'),
      },
      { key: 'total', title: 'Total TTC', align: 'right', width: 110, render: (l) => money(l.total_cents) },
      {
        key: 'actions',
        title: 'Actions',
        align: 'right',
        width: 80,
        render: (l) => <OpenTicketButton number={l.ticket_number} onOpen={() => show(l.ticket_id, l)} />,
      },
    ],
  };
  // a phone's tickets keep four columns: the number goes above the restaurant's name
  const stacked = small && list === 'tickets';
  const restaurant: Column<Row> = {
    key: 'restaurant',
    title: stacked ? 'Ticket' : 'Restaurant',
    render: (r) => (
      <>
        {stacked && (
          <Text size="sm" fw={600}>
            n°{r.number}
          </Text>
        )}
        <Text size={stacked ? 'xs' : 'sm'} fw={stacked ? undefined : 500} c={stacked ? 'dimmed' : undefined}>
          {r.restaurant_name}
        </Text>
      </>
    ),
  };
  const smallKeys = [...smallTicketColumns, 'name', 'kind', 'amount', 'restaurant'].filter((k) => !(network && stacked && k === 'number'));
  // a phone's lines name their restaurant under the article, so that the row's eye stays on screen
  const underArticle = (c: Column<Row>): Column<Row> => ({
    ...c,
    render: (r) => (
      <>
        {c.render(r)}
        <Text size="xs" c="dimmed">
          {r.restaurant_name}
        </Text>
      </>
    ),
  });
  const all = !network
    ? columns[list]
    : small && list === 'lines'
      ? columns[list].map((c) => (c.key === 'name' ? underArticle(c) : c))
      : [restaurant, ...columns[list]];
  const shown = small ? all.filter((c) => smallKeys.includes(c.key)) : all;
  const ledger = useMemo(() => (open?.restaurantId ? ledgerResources(open.restaurantId) : null), [open?.restaurantId]);
  return (
    <Stack>
      <DataTable
        list={rows}
        columns={shown}
        rowKey={(r) => r.id}
        searchPlaceholder={searchPlaceholders[list]}
        emptyText={emptyTexts[list]}
        onRowClick={list === 'cash_movements' ? undefined : (r) => show(list === 'lines' ? r.ticket_id : r.id, r)}
        pager={<CursorPager list={rows} />}
        minWidth={small ? 0 : undefined}
      />
      <ExportButtons onExport={(format) => sources.exportList(list, range, format)} />
      {list !== 'cash_movements' && ledger && (
        <TicketDrawer
          ledger={ledger}
          ticketId={open?.id ?? null}
          onClose={() => setOpen(null)}
          onOpen={(id) => setOpen((o) => (o ? { ...o, id } : o))}
        />
      )}
    </Stack>
  );
}
