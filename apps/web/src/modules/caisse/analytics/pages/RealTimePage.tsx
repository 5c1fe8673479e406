import { type RealTime, ticketSourceLabels } from '@fitfit/contracts';
import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { formatDateTime } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/format';
import { restaurantPage } from '../../../../ui/RestaurantPage';
import { useTimezone } from '../../components/ledger/common';
import { analyticsResources } from '../api';
import { Breakdown, RealTimeView } from '../components/RealTimeView';

/** /caisse/real-time: today's sales as they happen, pushed by the server (no polling). */
export default restaurantPage(function RealTimePage({ restaurantId }) {
  const timezone = useTimezone();
  const source = useMemo(() => analyticsResources(restaurantId), [restaurantId]);
  return (
    <RealTimeView<RealTime>
      title="Temps réel"
      source={source}
      computedAt={(r) => formatDateTime(r.computed_at, timezone).slice(11)}
      lastTickets={[
        { title: 'N°', render: (t) => t.number },
        { title: 'Heure', render: (t) => formatDateTime(t.closed_at, timezone).slice(11) },
        { title: 'Source', render: (t) => ticketSourceLabels[t.source as keyof typeof ticketSourceLabels] ?? t.source },
        { title: 'Couverts', right: true, render: (t) => t.covers },
        { title: 'Total TTC', right: true, render: (t) => formatMoney(t.total_ttc_cents) },
      ]}
    >
      {(r) => (
        <SimpleGrid type="container" cols={{ base: 1, '700px': 2, '1200px': 4 }}>
          <Breakdown title="Par source" rows={r.by_source} />
          <Breakdown title="Par mode de paiement" rows={r.by_payment} />
          <Breakdown title="Par vendeur" rows={r.by_pos_user} />
          <Breakdown title="Livraisons par statut" rows={r.by_delivery_status} empty="Aucune livraison pour l'instant." />
        </SimpleGrid>
      )}
    </RealTimeView>
  );
});
