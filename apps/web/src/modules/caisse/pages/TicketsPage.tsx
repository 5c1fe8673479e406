import type { PosUser, TicketSummary } from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useLookupList } from '../../../ui/usePagedList';
import { caisseResources } from '../api';
import { useTimezone } from '../components/ledger/common';
import { type TicketFilter, TicketsView, ticketFilters } from '../components/ledger/TicketsView';
import { smallTicketColumns, ticketColumns } from '../components/ledger/ticketColumns';
import { ledgerResources } from '../ledger-api';

/** /caisse/tickets: the restaurant's tickets, searched and filtered, each one opened in a drawer. */
export default restaurantPage(function Tickets({ restaurantId }) {
  const ledger = ledgerResources(restaurantId);
  const timezone = useTimezone();
  const registers = useQuery({ queryKey: ledger.registers.keys.all, queryFn: ledger.listRegisters });
  const posUsers = useLookupList<PosUser>(caisseResources(restaurantId).posUsers, { sort: 'last_name' });
  const { status, type, delivery, source, payment } = ticketFilters;
  const filters: TicketFilter[] = [
    status,
    type,
    delivery,
    source,
    payment,
    {
      key: 'pos_user_id',
      label: 'Utilisateur caisse',
      placeholder: 'Tous les utilisateurs',
      data: (posUsers.data ?? []).map((u) => ({ value: u.id, label: u.display_name })),
      w: 190,
      searchable: true,
    },
    {
      key: 'register_id',
      label: 'Caisse',
      placeholder: 'Toutes les caisses',
      data: (registers.data ?? []).map((r) => ({ value: r.id, label: r.removed ? `${r.label} (retirée)` : r.label })),
      w: 170,
    },
  ];

  return (
    <TicketsView<TicketSummary>
      title="Tickets"
      description="Les tickets de la caisse : détail, impression, envoi de facture, annulation"
      tickets={ledger.tickets}
      filters={filters}
      restaurantId={restaurantId}
      restaurantOf={() => restaurantId}
      columns={(open, small) => {
        const columns = ticketColumns(timezone, open);
        // a phone keeps the key columns at their content's width (fixed widths added up past 390 px and cut « Actions »)
        return small ? columns.filter((c) => smallTicketColumns.includes(c.key)).map((c) => ({ ...c, width: undefined })) : columns;
      }}
      emptyText="Aucun ticket pour l'instant : ils arrivent des terminaux de caisse."
    />
  );
});
