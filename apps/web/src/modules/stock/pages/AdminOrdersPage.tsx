import { type StockOrderSummary, stockOrderStatusLabels } from '@fitfit/contracts';
import { Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { platformResource } from '../../../lib/resource';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useLookupList, usePagedList } from '../../../ui/usePagedList';
import { optionsOf } from '../../admin/api';
import { optionsFrom, useProvidersLookup } from '../api';
import { OrderStatusBadge } from '../components/OrderStatusBadge';

const commands = platformResource('admin/stock/commands');
const restaurants = platformResource('admin/restaurants');

/** /stock/orders: every restaurant's orders; only drafts may be deleted. */
export default function AdminOrdersPage() {
  const [status, setStatus] = useState<string | null>(null);
  const [providerId, setProviderId] = useState<string | null>(null);
  const [restaurantId, setRestaurantId] = useState<string | null>(null);
  const providers = useProvidersLookup();
  const restaurantList = useLookupList<{ id: string; name: string }>(restaurants);
  const list = usePagedList<StockOrderSummary>(commands, {
    sort: 'created_at',
    filters: { status: status ?? undefined, provider_id: providerId ?? undefined, restaurant_id: restaurantId ?? undefined },
  });
  const remove = useDeleteAction({ resource: commands, noun: 'la commande' });
  const columns: Column<StockOrderSummary>[] = [
    { key: 'reference', title: 'Commande', sort: 'number', render: (o) => <Text fw={500}>{o.reference}</Text> },
    { key: 'restaurant', title: 'Restaurant', render: (o) => o.restaurant_name },
    { key: 'provider', title: 'Fournisseur', sort: 'provider_name', render: (o) => o.provider_name },
    { key: 'status', title: 'Statut', sort: 'status', render: (o) => <OrderStatusBadge status={o.status} /> },
    { key: 'created', title: 'Créée le', sort: 'created_at', render: (o) => new Date(o.created_at).toLocaleDateString('fr-FR') },
    { key: 'total', title: 'Total HT', align: 'right', render: (o) => formatMoney(o.total_cents) },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (o) => (o.status === 'draft' ? <RowActions label={o.reference} onDelete={() => remove(o.id, o.reference)} /> : null),
    },
  ];
  return (
    <>
      <PageHeader
        title="Commandes (tous restaurants)"
        description="Commandes fournisseurs de tous les restaurants ; seuls les brouillons peuvent être supprimés"
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(o) => o.id}
        searchPlaceholder="Rechercher une commande, un restaurant, un fournisseur"
        emptyText="Aucune commande"
        toolbar={
          <Group>
            <Select
              aria-label="Filtrer par restaurant"
              placeholder="Tous les restaurants"
              clearable
              searchable
              data={optionsFrom(restaurantList.data)}
              value={restaurantId}
              onChange={setRestaurantId}
              w={240}
            />
            <Select
              aria-label="Filtrer par fournisseur"
              placeholder="Tous les fournisseurs"
              clearable
              data={optionsFrom(providers.data)}
              value={providerId}
              onChange={setProviderId}
              w={220}
            />
            <Select
              aria-label="Filtrer par statut"
              placeholder="Tous les statuts"
              clearable
              data={optionsOf(stockOrderStatusLabels)}
              value={status}
              onChange={setStatus}
              w={200}
            />
          </Group>
        }
      />
    </>
  );
}
