import { type Closing, plural, type TicketSummary } from '@fitfit/contracts';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/dates';
import { CursorPager } from '../../../../ui/CursorPager';
import { type Column, DataTable } from '../../../../ui/DataTable';
import { PageHeader } from '../../../../ui/PageHeader';
import { QueryState } from '../../../../ui/QueryState';
import { useCursorList } from '../../../../ui/useCursorList';
import type { useEntity } from '../../../../ui/usePagedList';
import type { Ledger } from '../../ledger-api';
import { ClosingFigures } from './ClosingFigures';
import { money, TicketStatusBadge, useTimezone } from './common';
import { formatLongDay } from './days';
import { TicketDrawer } from './TicketDrawer';

export const ClosingTickets = ({ ledger, closing }: { ledger: Ledger; closing: Closing }) => {
  const timezone = useTimezone();
  const [openId, setOpenId] = useState<string | null>(null);
  // the closing's own tickets (late ones included), cached among the tickets so a cancellation refreshes them
  const list = useCursorList(ledger.closingTickets(closing.id ?? ''));
  const columns: Column<TicketSummary>[] = [
    {
      key: 'number',
      title: 'N°',
      width: 80,
      render: (t) => (
        <Anchor component="button" type="button" fw={600} onClick={() => setOpenId(t.id)} aria-label={`Voir le ticket n°${t.number}`}>
          {t.number}
        </Anchor>
      ),
    },
    { key: 'date', title: 'Date', render: (t) => formatDateTime(t.closed_at, timezone) },
    { key: 'status', title: 'Statut', render: (t) => <TicketStatusBadge status={t.status} /> },
    { key: 'total', title: 'Total TTC', align: 'right', render: (t) => money(t.total_ttc_cents) },
  ];
  return (
    <>
      <DataTable
        list={list}
        columns={columns}
        rowKey={(t) => t.id}
        searchPlaceholder="Rechercher un n°, un client, un montant"
        emptyText="Aucun ticket dans cette clôture."
        onRowClick={(t) => setOpenId(t.id)}
        pager={<CursorPager list={list} />}
      />
      <TicketDrawer ledger={ledger} ticketId={openId} onClose={() => setOpenId(null)} onOpen={setOpenId} />
    </>
  );
};

/** A closing's page, on the restaurant side or the franchisor's (which names the restaurant in `restaurantName`). */
export function ClosingDetailsView({
  ledger,
  query,
  back,
  restaurantName,
}: {
  ledger: Ledger;
  query: ReturnType<typeof useEntity<Closing>>;
  back: string;
  restaurantName?: string;
}) {
  const closing = query.data;
  return (
    <>
      <Button component={Link} to={back} variant="subtle" leftSection={<IconArrowLeft size={16} />} mb="xs" px={0}>
        Retour aux clôtures
      </Button>
      <QueryState query={query}>
        {closing && (
          <Stack gap="lg">
            <PageHeader
              title={`Clôture n°${closing.number ?? '—'}${restaurantName ? ` — ${restaurantName}` : ''}`}
              description={`Journée du ${formatLongDay(closing.business_date)}${closing.closed_days > 1 ? ` (${closing.closed_days} journées)` : ''}`}
            />
            <ClosingFigures closing={closing} />
            <div>
              <Title order={3} mb="sm">
                Tickets de la clôture
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {plural(closing.tickets_count, 'ticket', 'tickets')}, {money(closing.total_ttc_cents)}
              </Text>
              <ClosingTickets ledger={ledger} closing={closing} />
            </div>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
