import { Button, Collapse, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { CursorPager } from '../../../../ui/CursorPager';
import { type Column, DataTable } from '../../../../ui/DataTable';
import { PageHeader } from '../../../../ui/PageHeader';
import { useScreenSize } from '../../../../ui/screen';
import { type CursorSource, useCursorList } from '../../../../ui/useCursorList';
import { useOpenFromUrl } from '../../../../ui/useOpenFromUrl';
import { ledgerResources } from '../../ledger-api';
import { deliveryStatusOptions, paymentOptions, rangePlaceholder, sourceOptions, statusOptions, typeOptions } from './common';
import { TicketDrawer } from './TicketDrawer';

/** One select of the tickets' filters: `key` is the list's query parameter. */
export interface TicketFilter {
  key: string;
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  w: number;
  searchable?: boolean;
}

/** The filters both scopes offer (a restaurant adds its cash-register users and its registers). */
export const ticketFilters = {
  status: { key: 'status', label: 'Statut', placeholder: 'Tous les statuts', data: statusOptions, w: 170 },
  type: { key: 'type', label: 'Type', placeholder: 'Tous les types', data: typeOptions, w: 160 },
  delivery: { key: 'delivery_status', label: 'Livraison', placeholder: 'Tous les statuts', data: deliveryStatusOptions, w: 170 },
  source: { key: 'source', label: 'Source', placeholder: 'Toutes les sources', data: sourceOptions, w: 170 },
  payment: { key: 'payment_method', label: 'Mode de paiement', placeholder: 'Tous les paiements', data: paymentOptions, w: 180 },
} satisfies Record<string, TicketFilter>;

type Range = [string | null, string | null];
type Opened = { id: string; restaurantId: string };

interface TicketsViewProps<T extends { id: string }> {
  title: string;
  description: string;
  /** The list's endpoint (a restaurant's tickets, or the network's). */
  tickets: CursorSource<T>;
  /** The scope's own query parameters (the network's restaurant filter). */
  query?: Record<string, string | undefined>;
  filters: TicketFilter[];
  /** Shown above the filters, outside their phone's fold (the network's restaurant filter). */
  scopeFilter?: ReactNode;
  /** The columns shown (`small`: a phone); `open` opens a ticket in the drawer. */
  columns: (open: (t: T) => void, small: boolean) => Column<T>[];
  /** The restaurant a ticket is read from: the page's own, or each ticket's on the network. */
  restaurantOf: (t: T) => string;
  /** The page's restaurant; without it a quick search hit names its ticket's restaurant (`?ticket=<id>&restaurant=<id>`). */
  restaurantId?: string;
  emptyText: string;
}

/**
 * The tickets' screen of both scopes (/caisse/tickets, /franchisor/tickets): searched and filtered, keyset-paged,
 * a ticket opened in the restaurant's drawer (its restaurant's calls: print, send, cancel).
 */
export function TicketsView<T extends { id: string }>(props: TicketsViewProps<T>) {
  const { restaurantId, restaurantOf } = props;
  const small = useScreenSize() === 'sm';
  const noFilters = useMemo(() => Object.fromEntries(props.filters.map((f) => [f.key, null])), [props.filters]);
  const [range, setRange] = useState<Range>([null, null]);
  const [filters, setFilters] = useState<Record<string, string | null>>(noFilters);
  const [open, setOpen] = useState<Opened | null>(null);
  // a quick search hit opens its ticket's drawer (`?ticket=<id>`, and its restaurant on the network)
  useOpenFromUrl(restaurantId ? ['ticket'] : ['ticket', 'restaurant'], ({ ticket, restaurant }) =>
    setOpen({ id: ticket, restaurantId: restaurantId ?? restaurant }),
  );
  const list = useCursorList(props.tickets, {
    ...props.query,
    from: range[0] ?? undefined,
    to: range[1] ?? range[0] ?? undefined,
    ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v ?? undefined])),
  });
  const drawerRestaurant = open?.restaurantId ?? restaurantId;
  const ledger = useMemo(() => (drawerRestaurant ? ledgerResources(drawerRestaurant) : null), [drawerRestaurant]);
  const activeFilters = (range[0] !== null ? 1 : 0) + Object.values(filters).filter((v) => v !== null).length;
  const [showFilters, setShowFilters] = useState(false);
  const show = (t: T) => setOpen({ id: t.id, restaurantId: restaurantOf(t) });

  return (
    <>
      <PageHeader title={props.title} description={props.description} />
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
      {props.scopeFilter && (
        <Group gap="xs" mb="sm" wrap="wrap" align="flex-end">
          {props.scopeFilter}
        </Group>
      )}
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
          {props.filters.map((f) => (
            <Select
              key={f.key}
              label={f.label}
              placeholder={f.placeholder}
              data={f.data}
              value={filters[f.key] ?? null}
              onChange={(value) => setFilters((all) => ({ ...all, [f.key]: value }))}
              clearable
              searchable={f.searchable}
              w={f.w}
            />
          ))}
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
        columns={props.columns(show, small)}
        rowKey={(t) => t.id}
        searchPlaceholder="Rechercher un n°, un client, un montant"
        emptyText={activeFilters ? 'Aucun ticket ne correspond à ces filtres.' : props.emptyText}
        onRowClick={show}
        pager={<CursorPager list={list} />}
        minWidth={small ? 0 : undefined}
      />
      {ledger && (
        <TicketDrawer
          ledger={ledger}
          ticketId={open?.id ?? null}
          onClose={() => setOpen(null)}
          onOpen={(id) => setOpen((o) => (o ? { ...o, id } : o))}
        />
      )}
    </>
  );
}
