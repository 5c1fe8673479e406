import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useLookupList } from '../../../ui/usePagedList';
import { optionsFrom, stockAdmin, useProvidersLookup } from '../api';
import { OrdersView } from '../components/OrdersView';

const { orders: commands, restaurants } = stockAdmin;

/** /stock/orders: every restaurant's orders; only drafts may be deleted. */
export default function AdminOrdersPage() {
  const [restaurantId, setRestaurantId] = useState<string | null>(null);
  const providers = useProvidersLookup();
  const restaurantList = useLookupList(restaurants);
  const remove = useDeleteAction({ resource: commands, noun: 'la commande' });
  return (
    <OrdersView
      title="Commandes (tous restaurants)"
      description="Commandes fournisseurs de tous les restaurants ; seuls les brouillons peuvent être supprimés"
      orders={commands}
      query={{ restaurant_id: restaurantId ?? undefined }}
      providers={providers.data}
      toolbar={({ status, provider }) => (
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
          {provider(220)}
          {status}
        </Group>
      )}
      withRestaurant
      extraColumns={[
        {
          key: 'actions',
          title: '',
          align: 'right',
          render: (o) => (o.status === 'draft' ? <RowActions label={o.reference} onDelete={() => remove(o.id, o.reference)} /> : null),
        },
      ]}
      searchPlaceholder="Rechercher une commande, un restaurant, un fournisseur"
    />
  );
}
