import { type AnalyticsList, type CashMovement, cashMovementKindLabels, type SaleLine, type TicketSummary } from '@fitfit/contracts';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/dates';
import { CursorPager } from '../../../../ui/CursorPager';
import { type Column, DataTable } from '../../../../ui/DataTable';
import { useScreenSize } from '../../../../ui/screen';
import { useCursorList } from '../../../../ui/useCursorList';
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

/**
 * A listing tab of the analyses (SPEC §2: tickets, cash movements, all sales): the rows of the period, newest first,
 * page by page, a ticket opened in its drawer, and the whole period exported.
 */
export function ListPanel({ list, sources, range }: Props) {
  const timezone = useTimezone();
  const small = useScreenSize() === 'sm';
  const [openId, setOpenId] = useState<string | null>(null);
  // one row type for the three lists: each list's columns read its own rows' fields
  const rows = useCursorList<TicketSummary & CashMovement & SaleLine>(sources.resources[list], { from: range.from, to: range.to });
  const columns: Record<AnalyticsList, Column<TicketSummary & CashMovement & SaleLine>[]> = {
    tickets: ticketColumns(timezone, setOpenId),
    cash_movements: [
      { key: 'date', title: 'Date', width: 150, render: (m) => formatDateTime(m.occurred_at, timezone) },
      { key: 'kind', title: 'Type', render: (m) => label(cashMovementKindLabels, m.kind) },
      { key: 'reason', title: 'Motif', render: (m) => m.reason ?? '—' },
      { key: 'user', title: 'Utilisateur caisse', render: (m) => m.pos_user_name ?? '—' },
      { key: 'amount', title: 'Montant', align: 'right', width: 110, render: (m) => money(m.signed_cents) },
    ],
    lines: [
      { key: 'date', title: 'Date', width: 150, render: (l) => formatDateTime(l.closed_at, timezone) },
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
        render: (l) => <OpenTicketButton number={l.ticket_number} onOpen={() => setOpenId(l.ticket_id)} />,
      },
    ],
  };
  const smallKeys = [...smallTicketColumns, 'name', 'kind', 'amount'];
  const shown = small ? columns[list].filter((c) => smallKeys.includes(c.key)) : columns[list];
  return (
    <Stack>
      <DataTable
        list={rows}
        columns={shown}
        rowKey={(r) => r.id}
        searchPlaceholder={searchPlaceholders[list]}
        emptyText={emptyTexts[list]}
        onRowClick={list === 'cash_movements' ? undefined : (r) => setOpenId(list === 'lines' ? r.ticket_id : r.id)}
        pager={<CursorPager list={rows} />}
        minWidth={small ? 0 : undefined}
      />
      <ExportButtons onExport={(format) => sources.exportList(list, range, format)} />
      {list !== 'cash_movements' && (
        <TicketDrawer ledger={ledgerResources(sources.restaurantId)} ticketId={openId} onClose={() => setOpenId(null)} onOpen={setOpenId} />
      )}
    </Stack>
  );
}
