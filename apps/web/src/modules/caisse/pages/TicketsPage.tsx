import type { PosUser, TicketSummary } from '@fitfit/contracts';
import { Button, Collapse, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CursorPager } from '../../../ui/CursorPager';
import { DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useScreenSize } from '../../../ui/screen';
import { useCursorList } from '../../../ui/useCursorList';
import { useOpenFromUrl } from '../../../ui/useOpenFromUrl';
import { useLookupList } from '../../../ui/usePagedList';
import { caisseResources } from '../api';
import {
  deliveryStatusOptions,
  paymentOptions,
  rangePlaceholder,
  sourceOptions,
  statusOptions,
  typeOptions,
  useTimezone,
} from '../components/ledger/common';
import { TicketDrawer } from '../components/ledger/TicketDrawer';
import { smallTicketColumns, ticketColumns } from '../components/ledger/ticketColumns';
import { ledgerResources } from '../ledger-api';

type Range = [string | null, string | null];
const noFilters = {
  status: null,
  type: null,
  delivery_status: null,
  source: null,
  payment_method: null,
  pos_user_id: null,
  register_id: null,
};
type Filters = Record<keyof typeof noFilters, string | null>;

/** /caisse/tickets: the restaurant's tickets, searched and filtered, each one opened in a drawer. */
export default restaurantPage(function Tickets({ restaurantId }) {
  const ledger = ledgerResources(restaurantId);
  const timezone = useTimezone();
  const small = useScreenSize() === 'sm';
  const [range, setRange] = useState<Range>([null, null]);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [openId, setOpenId] = useState<string | null>(null);
  // a quick search hit opens its ticket's drawer (`?ticket=<id>`)
  useOpenFromUrl(['ticket'], ({ ticket }) => setOpenId(ticket));
  const registers = useQuery({ queryKey: ledger.registers.keys.all, queryFn: ledger.listRegisters });
  const posUsers = useLookupList<PosUser>(caisseResources(restaurantId).posUsers, { sort: 'last_name' });
  const list = useCursorList<TicketSummary>(ledger.tickets, {
    from: range[0] ?? undefined,
    to: range[1] ?? range[0] ?? undefined,
    ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v ?? undefined])),
  });
  const activeFilters = (range[0] !== null ? 1 : 0) + Object.values(filters).filter((v) => v !== null).length;
  const filtered = activeFilters > 0;
  const [showFilters, setShowFilters] = useState(false);
  const set = (key: keyof Filters) => (value: string | null) => setFilters((f) => ({ ...f, [key]: value }));

  const columns = ticketColumns(timezone, setOpenId);
  // a phone keeps the key columns at their content's width (fixed widths added up past 390 px and cut « Actions »)
  const shown = small ? columns.filter((c) => smallTicketColumns.includes(c.key)).map((c) => ({ ...c, width: undefined })) : columns;

  return (
    <>
      <PageHeader title="Tickets" description="Les tickets de la caisse : détail, impression, envoi de facture, annulation" />
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
            label="Livraison"
            placeholder="Tous les statuts"
            data={deliveryStatusOptions}
            value={filters.delivery_status}
            onChange={set('delivery_status')}
            clearable
            w={170}
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
          <Select
            label="Utilisateur caisse"
            placeholder="Tous les utilisateurs"
            data={(posUsers.data ?? []).map((u) => ({ value: u.id, label: u.display_name }))}
            value={filters.pos_user_id}
            onChange={set('pos_user_id')}
            clearable
            searchable
            w={190}
          />
          <Select
            label="Caisse"
            placeholder="Toutes les caisses"
            data={(registers.data ?? []).map((r) => ({ value: r.id, label: r.removed ? `${r.label} (retirée)` : r.label }))}
            value={filters.register_id}
            onChange={set('register_id')}
            clearable
            w={170}
          />
          {filtered && (
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
        emptyText={
          filtered ? 'Aucun ticket ne correspond à ces filtres.' : "Aucun ticket pour l'instant : ils arrivent des terminaux de caisse."
        }
        onRowClick={(t) => setOpenId(t.id)}
        pager={<CursorPager list={list} />}
        minWidth={small ? 0 : undefined}
      />
      <TicketDrawer ledger={ledger} ticketId={openId} onClose={() => setOpenId(null)} onOpen={setOpenId} />
    </>
  );
});
