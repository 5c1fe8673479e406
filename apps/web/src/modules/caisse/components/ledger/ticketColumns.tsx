import { orderTypeLabels, type TicketSummary, ticketSourceLabels } from '@fitfit/contracts';
import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { formatDateTime } from '../../../../lib/dates';
import type { Column } from '../../../../ui/DataTable';
import { DeliveryStatusBadge, label, money, TicketStatusBadge } from './common';

/** The eye that opens a ticket in the tickets' drawer. */
export const OpenTicketButton = ({ number, onOpen }: { number: number; onOpen: () => void }) => (
  <Tooltip label="Voir le ticket">
    <ActionIcon variant="subtle" aria-label={`Voir le ticket n°${number}`} onClick={onOpen}>
      <IconEye size={18} />
    </ActionIcon>
  </Tooltip>
);

/** The tickets' table (/caisse/tickets, the analyses' Tickets tab): dates on the restaurant's clock. */
export const ticketColumns = (timezone: string | undefined, onOpen: (t: TicketSummary) => void): Column<TicketSummary>[] => [
  {
    key: 'number',
    title: 'N°',
    width: 80,
    render: (t) => (
      <Text fw={600} size="sm">
        {t.number}
      </Text>
    ),
  },
  { key: 'date', title: 'Date', width: 150, render: (t) => formatDateTime(t.closed_at, timezone) },
  {
    key: 'type',
    title: 'Type',
    render: (t) => (
      <>
        {label(orderTypeLabels, t.type)}
        {t.delivery_status && (
          <div>
            <DeliveryStatusBadge status={t.delivery_status} />
          </div>
        )}
      </>
    ),
  },
  { key: 'source', title: 'Source', render: (t) => label(ticketSourceLabels, t.source) },
  { key: 'customer', title: 'Client', render: (t) => t.customer_name ?? '—' },
  { key: 'status', title: 'Statut', width: 140, render: (t) => <TicketStatusBadge status={t.status} /> },
  { key: 'total', title: 'Total TTC', align: 'right', width: 110, render: (t) => money(t.total_ttc_cents) },
  {
    key: 'actions',
    title: 'Actions',
    align: 'right',
    width: 80,
    render: (t) => <OpenTicketButton number={t.number} onOpen={() => onOpen(t)} />,
  },
];
/** What a phone keeps of them. */
export const smallTicketColumns = ['number', 'status', 'total', 'actions'];
