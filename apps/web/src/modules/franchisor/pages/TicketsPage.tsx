import { type NetworkTicket, orderTypeLabels, ticketSourceLabels } from '@fitfit/contracts';
import { ActionIcon, Button, Collapse, Group, Select, Text, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconEye, IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { CursorPager } from '../../../ui/CursorPager';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useScreenSize } from '../../../ui/screen';
import { useCursorList } from '../../../ui/useCursorList';
import { useOpenFromUrl } from '../../../ui/useOpenFromUrl';
import {
  label,
  money,
  paymentOptions,
  rangePlaceholder,
  sourceOptions,
  statusOptions,
  TicketStatusBadge,
  typeOptions,
} from '../../caisse/components/ledger/common';
import { TicketDrawer } from '../../caisse/components/ledger/TicketDrawer';
import { ledgerResources } from '../../caisse/ledger-api';
import { networkResources } from '../api';
import { RestaurantFilter, useRestaurantFilter, useTimezoneOf } from '../components/RestaurantFilter';

type Range = [string | null, string | null];
const noFilters = { status: null, type: null, source: null, payment_method: null };
type Filters = Record<keyof typeof noFilters, string | null>;

/**
 * /franchisor/tickets: the tickets of the whole network, newest first, with the restaurant filter and the
 * restaurant screen's filters; a ticket opens in the restaurant screen's drawer (its restaurant's calls, which a
 * franchisor may make for its marks' restaurants: print, send, cancel).
 */
export default function FranchisorTicketsPage() {
  const { restaurantId } = useRestaurantFilter();
  const timezoneOf = useTimezoneOf();
  const small = useScreenSize() === 'sm';
  const [range, setRange] = useState<Range>([null, null]);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [open, setOpen] = useState<{ id: string; restaurantId: string } | null>(null);
  // a quick search hit opens its ticket's drawer (`?ticket=<id>&restaurant=<id>`)
  useOpenFromUrl(['ticket', 'restaurant'], ({ ticket, restaurant }) => setOpen({ id: ticket, restaurantId: restaurant }));
  const [showFilters, setShowFilters] = useState(false);
  const list = useCursorList<NetworkTicket>(networkResources(restaurantId).tickets, {
    restaurant_id: restaurantId ?? undefined,
    from: range[0] ?? undefined,
    to: range[1] ?? range[0] ?? undefined,
    ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v ?? undefined])),
  });
  const ledger = useMemo(() => (open ? ledgerResources(open.restaurantId) : null), [open]);
  const activeFilters = (range[0] !== null ? 1 : 0) + Object.values(filters).filter((v) => v !== null).length;
  const set = (key: keyof Filters) => (value: string | null) => setFilters((f) => ({ ...f, [key]: value }));
  const show = (t: NetworkTicket) => setOpen({ id: t.id, restaurantId: t.restaurant_id });

  const columns: Column<NetworkTicket>[] = [
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
  const shown = small ? columns.filter((c) => ['restaurant', 'status', 'total', 'actions'].includes(c.key)) : columns;

  return (
    <>
      <PageHeader title="Tickets du réseau" description="Les tickets de tous vos restaurants : détail, impression, envoi de facture" />
      {small && (
        <Button
          variant="default"
          mb="sm"
          leftSection={<IconFilter size={16} />}
          aria-expanded={showFilters}
          onClick={() => setShowFilters((v) => !v)}
        >
          {activeFilters ? `Filtres (${activeFilters})` : 'Filtres'}
        </Button>
      )}
      <Group gap="xs" mb="sm" wrap="wrap" align="flex-end">
        <RestaurantFilter />
      </Group>
      <Collapse expanded={!small || showFilters}>
        <Group gap="xs" mb="sm" wrap="wrap" align="flex-end">
          <DatePickerInput
            type="range"
            label="Période"
            placeholder="Toutes les dates"
            styles={rangePlaceholder}
            value={range}
            onChange={(v) => setRange(v as Range)}
            valueFormat="DD/MM/YYYY"
            clearable
            allowSingleDateInRange
            w={{ base: '100%', sm: 240 }}
          />
          <Select
            label="Statut"
            placeholder="Tous les statuts"
            data={statusOptions}
            value={filters.status}
            onChange={set('status')}
            clearable
            w={170}
          />
          <Select
            label="Type"
            placeholder="Tous les types"
            data={typeOptions}
            value={filters.type}
            onChange={set('type')}
            clearable
            w={160}
          />
          <Select
            label="Source"
            placeholder="Toutes les sources"
            data={sourceOptions}
            value={filters.source}
            onChange={set('source')}
            clearable
            w={170}
          />
          <Select
            label="Mode de paiement"
            placeholder="Tous les paiements"
            data={paymentOptions}
            value={filters.payment_method}
            onChange={set('payment_method')}
            clearable
            w={180}
          />
          {activeFilters > 0 && (
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} />}
              onClick={() => {
                setRange([null, null]);
                setFilters(noFilters);
              }}
            >
              Effacer les filtres
            </Button>
          )}
        </Group>
      </Collapse>
      <DataTable
        list={list}
        columns={shown}
        rowKey={(t) => t.id}
        searchPlaceholder="Rechercher un n°, un client, un montant"
        emptyText={activeFilters ? 'Aucun ticket ne correspond à ces filtres.' : "Aucun ticket pour l'instant dans votre réseau."}
        onRowClick={show}
        pager={<CursorPager list={list} />}
        minWidth={small ? 0 : undefined}
      />
      {ledger && open && (
        <TicketDrawer
          ledger={ledger}
          ticketId={open.id}
          onClose={() => setOpen(null)}
          onOpen={(id) => setOpen((o) => (o ? { ...o, id } : o))}
        />
      )}
    </>
  );
}
