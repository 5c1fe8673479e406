import { type Cancellation, type CancellationSummary, frDay, plural } from '@fitfit/contracts';
import { Alert, Card, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/dates';
import { CursorPager } from '../../../../ui/CursorPager';
import { type Column, DataTable } from '../../../../ui/DataTable';
import { QueryState } from '../../../../ui/QueryState';
import { useScreenSize } from '../../../../ui/screen';
import { useCursorList } from '../../../../ui/useCursorList';
import { money, useTimezone } from '../../components/ledger/common';
import { TicketDrawer } from '../../components/ledger/TicketDrawer';
import { OpenTicketButton } from '../../components/ledger/ticketColumns';
import { ledgerResources } from '../../ledger-api';
import type { AdjustmentSources } from '../adjustments-api';
import { ExportButtons } from './ExportButtons';
import { FiguresTable } from './FiguresTable';
import type { Range } from './ranges';

type View = 'cancellations' | 'original_day';

/**
 * « Annulations »: each cancellation issued in the period (who cancelled, who had sold the ticket), its totals by day,
 * user and seller — or the period's sales net of cancellations by the original ticket's day. Every table exports.
 */
export function CancellationsPanel({ sources, range }: { sources: AdjustmentSources; range: Range }) {
  const [view, setView] = useState<View>('cancellations');
  const small = useScreenSize() === 'sm';
  const summary = useQuery({
    queryKey: sources.keys.summary(range),
    queryFn: ({ signal }) => sources.summary(range, signal),
    placeholderData: (previous) => previous,
  });
  return (
    <Stack>
      <Alert
        role="note"
        color="blue"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        title="Une annulation est datée du jour où elle est émise"
      >
        Le Z de ce jour la porte, même quand le ticket annulé est d’un autre jour : c’est ce que montrent les autres onglets. Pour voir
        chaque jour net des annulations de ses propres tickets, choisissez « Ventes nettes par jour d’origine ».
      </Alert>
      <SegmentedControl
        aria-label="Afficher"
        value={view}
        onChange={(v) => setView(v as View)}
        data={[
          { value: 'cancellations', label: 'Annulations' },
          { value: 'original_day', label: 'Ventes nettes par jour d’origine' },
        ]}
        // stacked on a phone: side by side the choices are wider than the screen
        orientation={small ? 'vertical' : 'horizontal'}
        fullWidth={small}
        style={small ? undefined : { alignSelf: 'flex-start' }}
      />
      <QueryState query={summary}>
        {summary.data &&
          (view === 'cancellations' ? (
            <CancellationList sources={sources} range={range} summary={summary.data} />
          ) : (
            <OriginalDays sources={sources} range={range} summary={summary.data} />
          ))}
      </QueryState>
    </Stack>
  );
}

function CancellationList({ sources, range, summary }: { sources: AdjustmentSources; range: Range; summary: CancellationSummary }) {
  const timezone = useTimezone();
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = useCursorList<Cancellation>(sources.cancellations, { from: range.from, to: range.to });
  const columns: Column<Cancellation>[] = [
    { key: 'date', title: 'Émise le', width: 150, render: (c) => formatDateTime(c.closed_at, timezone) },
    { key: 'number', title: 'Annulation', width: 100, render: (c) => `n°${c.number}` },
    {
      key: 'ticket',
      title: 'Ticket annulé',
      phone: true,
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm">n°{c.cancelled_ticket_number}</Text>
          <Text size="xs" c="dimmed">
            du {frDay(c.cancelled_business_date)}
          </Text>
        </Stack>
      ),
    },
    { key: 'reason', title: 'Motif', render: (c) => c.reason ?? '—' },
    { key: 'by', title: 'Annulé par', render: (c) => c.canceled_by_name ?? '—' },
    { key: 'seller', title: 'Vendeur du ticket', render: (c) => c.seller_name ?? 'Sans vendeur' },
    { key: 'amount', title: 'Montant', align: 'right', width: 110, phone: true, render: (c) => money(c.amount_cents) },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      width: 80,
      phone: true,
      render: (c) => <OpenTicketButton number={c.cancelled_ticket_number} onOpen={() => setOpenId(c.cancelled_ticket_id)} />,
    },
  ];
  const t = summary.totals;
  const keyed = (list: CancellationSummary['by_user'], title: string, label: string) => (
    <FiguresTable
      label={label}
      columns={[
        { title, render: (r) => r.label },
        { title: 'Annulations', figure: true, render: (r) => r.count },
        { title: 'Montant', figure: true, render: (r) => money(r.amount_cents) },
      ]}
      rows={list}
      rowKey={(r) => r.key}
      total={['Total', t.count, money(t.amount_cents)]}
      empty="Aucune annulation sur cette période."
    />
  );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 2 }} maw={520}>
        <Card withBorder radius="md" padding="sm">
          <Text size="xs" c="dimmed" fw={600}>
            Annulations
          </Text>
          <Text fw={700} fz="lg">
            {plural(t.count, 'ticket', 'tickets')}
          </Text>
        </Card>
        <Card withBorder radius="md" padding="sm">
          <Text size="xs" c="dimmed" fw={600}>
            Montant annulé
          </Text>
          <Text fw={700} fz="lg">
            {money(t.amount_cents)}
          </Text>
        </Card>
      </SimpleGrid>
      <DataTable
        list={rows}
        columns={columns}
        rowKey={(c) => c.id}
        searchPlaceholder="Rechercher un n° de ticket, un motif"
        emptyText="Aucune annulation sur cette période."
        onRowClick={(c) => setOpenId(c.cancelled_ticket_id)}
        pager={<CursorPager list={rows} />}
      />
      <ExportButtons onExport={(format) => sources.exportCancellations('list', range, format)} />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Stack gap="xs">
          <Title order={3} size="h5">
            Par jour (Z)
          </Title>
          <FiguresTable
            label="Annulations par jour"
            columns={[
              { title: 'Jour', render: (r) => frDay(r.business_date) },
              { title: 'Annulations', figure: true, render: (r) => r.count },
              { title: 'Montant', figure: true, render: (r) => money(r.amount_cents) },
            ]}
            rows={summary.by_day}
            rowKey={(r) => r.business_date}
            total={['Total', t.count, money(t.amount_cents)]}
            empty="Aucune annulation sur cette période."
          />
          <ExportButtons onExport={(format) => sources.exportCancellations('by_day', range, format)} />
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            Par personne qui a annulé
          </Title>
          {keyed(summary.by_user, 'Annulé par', 'Annulations par utilisateur')}
          <ExportButtons onExport={(format) => sources.exportCancellations('by_user', range, format)} />
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            Par vendeur du ticket annulé
          </Title>
          {keyed(summary.by_seller, 'Vendeur', 'Annulations par vendeur')}
          <ExportButtons onExport={(format) => sources.exportCancellations('by_seller', range, format)} />
        </Stack>
      </SimpleGrid>
      <TicketDrawer ledger={ledgerResources(sources.restaurantId)} ticketId={openId} onClose={() => setOpenId(null)} onOpen={setOpenId} />
    </Stack>
  );
}

function OriginalDays({ sources, range, summary }: { sources: AdjustmentSources; range: Range; summary: CancellationSummary }) {
  const days = summary.by_original_day;
  const sum = (k: keyof (typeof days)[number]) => money(days.reduce((a, d) => a + Number(d[k]), 0));
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        « CA TTC du Z » compte chaque annulation le jour où elle est émise ; « CA TTC net » retire de chaque jour les annulations de ses
        propres tickets, même émises plus tard (jusqu’à aujourd’hui).
      </Text>
      <FiguresTable
        label="Ventes nettes par jour d’origine"
        minWidth={760}
        columns={[
          { title: 'Jour', render: (d) => frDay(d.business_date) },
          { title: 'Vendu TTC', figure: true, render: (d) => money(d.sold_ttc_cents) },
          { title: 'Annulé ce jour (Z)', figure: true, render: (d) => money(d.cancelled_on_day_cents) },
          { title: 'CA TTC du Z', figure: true, render: (d) => money(d.z_ttc_cents) },
          { title: 'Annulations des tickets du jour', figure: true, render: (d) => money(d.cancelled_of_day_cents) },
          { title: 'CA TTC net', figure: true, render: (d) => money(d.net_ttc_cents) },
        ]}
        rows={days}
        rowKey={(d) => d.business_date}
        total={[
          'Total',
          sum('sold_ttc_cents'),
          sum('cancelled_on_day_cents'),
          sum('z_ttc_cents'),
          sum('cancelled_of_day_cents'),
          sum('net_ttc_cents'),
        ]}
        empty="Aucune vente sur cette période."
      />
      <ExportButtons onExport={(format) => sources.exportCancellations('by_original_day', range, format)} />
    </Stack>
  );
}
