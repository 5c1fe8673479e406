import { type NetworkTicket, orderTypeLabels, ticketSourceLabels } from '@fitfit/contracts';
import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/dates';
import type { Column } from '../../../ui/DataTable';
import { label, money, TicketStatusBadge, TicketsView, ticketFilters } from '../../caisse';
import { networkResources } from '../api';
import { RestaurantFilter, useRestaurantFilter, useTimezoneOf } from '../components/RestaurantFilter';

const { status, type, source, payment } = ticketFilters;

/**
 * /franchisor/tickets: the tickets of the whole network, newest first, with the restaurant filter and the
 * restaurant screen's filters; a ticket opens in the restaurant screen's drawer (its restaurant's calls, which a
 * franchisor may make for its marks' restaurants: print, send, cancel).
 */
export default function FranchisorTicketsPage() {
  const { restaurantId } = useRestaurantFilter();
  const timezoneOf = useTimezoneOf();

  const columns = (show: (t: NetworkTicket) => void): Column<NetworkTicket>[] => [
    {
      key: 'restaurant',
      title: 'Restaurant',
      render: (t) => (
        <Text size="sm" fw={500}>
          {t.restaurant_name}
        </Text>
      ),
      phoneRender: (t) => (
        <>
          <Text size="sm" fw={600}>
            n°{t.number}
          </Text>
          <Text size="xs" c="dimmed">
            {t.restaurant_name}
          </Text>
        </>
      ),
    },
    { key: 'number', title: 'N°', width: 80, render: (t) => t.number },
    { key: 'date', title: 'Date', width: 150, render: (t) => formatDateTime(t.closed_at, timezoneOf(t.restaurant_id)) },
    { key: 'type', title: 'Type', render: (t) => label(orderTypeLabels, t.type) },
    { key: 'source', title: 'Source', render: (t) => label(ticketSourceLabels, t.source) },
    { key: 'status', title: 'Statut', width: 140, render: (t) => <TicketStatusBadge status={t.status} /> },
    { key: 'total', title: 'Total TTC', align: 'right', width: 110, render: (t) => money(t.total_ttc_cents) },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      width: 80,
      render: (t) => (
        <Tooltip label="Voir le ticket">
          <ActionIcon variant="subtle" aria-label={`Voir le ticket n°${t.number} de ${t.restaurant_name}`} onClick={() => show(t)}>
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
  return (
    <TicketsView<NetworkTicket>
      title="Tickets du réseau"
      description="Les tickets de tous vos restaurants : détail, impression, envoi de facture"
      tickets={networkResources(restaurantId).tickets}
      query={{ restaurant_id: restaurantId ?? undefined }}
      scopeFilter={<RestaurantFilter />}
      filters={[status, type, source, payment]}
      restaurantOf={(t) => t.restaurant_id}
      columns={(show, small) =>
        small ? columns(show).filter((c) => ['restaurant', 'status', 'total', 'actions'].includes(c.key)) : columns(show)
      }
      emptyText="Aucun ticket pour l'instant dans votre réseau."
    />
  );
}
