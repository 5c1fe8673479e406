import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { toast } from '../../../ui/toast';
import { optionsFrom, stockResources, useStockLists } from '../api';
import { OrdersView } from '../components/OrdersView';

/** /stock/restorer-orders: the restaurant's orders to its providers. */
export default restaurantPage(function OrdersPage({ restaurantId }) {
  const stock = stockResources(restaurantId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { providers } = useStockLists(stock);
  const [creating, setCreating] = useState(false);
  const [newProvider, setNewProvider] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    if (!newProvider) return;
    setBusy(true);
    try {
      const order = await stock.createOrder({ provider_id: newProvider });
      await queryClient.invalidateQueries({ queryKey: stock.orders.keys.all });
      toast.success(`Brouillon ${order.reference} créé`);
      navigate(`/stock/restorer-orders/${order.id}`);
    } catch (error) {
      toast.fromError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <OrdersView
      title="Commandes"
      description="Commandes aux fournisseurs : brouillon, envoi du bon de commande, réception"
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Nouvelle commande
        </Button>
      }
      orders={stock.orders}
      providers={providers.data}
      toolbar={({ status, provider }) => (
        <Group>
          {status}
          {provider(240)}
        </Group>
      )}
      withDelivery
      onRowClick={(o) => navigate(`/stock/restorer-orders/${o.id}`)}
      searchPlaceholder="Rechercher une commande, un fournisseur"
    >
      <Modal opened={creating} onClose={() => setCreating(false)} title="Nouvelle commande">
        <Stack>
          <Select
            label="Fournisseur"
            withAsterisk
            searchable
            data={optionsFrom(providers.data)}
            value={newProvider}
            onChange={setNewProvider}
          />
          <Text size="sm" c="dimmed">
            Le brouillon reprend les quantités suggérées : la moyenne hebdomadaire reçue de ce fournisseur sur quatre semaines.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCreating(false)}>
              Annuler
            </Button>
            <Button onClick={create} disabled={!newProvider} loading={busy}>
              Créer le brouillon
            </Button>
          </Group>
        </Stack>
      </Modal>
    </OrdersView>
  );
});
