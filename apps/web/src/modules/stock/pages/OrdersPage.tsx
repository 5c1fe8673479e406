import { type StockOrder, type StockOrderSummary, stockOrderStatusLabels } from '@fitfit/contracts';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { api } from '../../../lib/http';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { toast } from '../../../ui/toast';
import { usePagedList } from '../../../ui/usePagedList';
import { optionsOf } from '../../admin/api';
import { optionsFrom, stockResources, useStockLists } from '../api';
import { OrderStatusBadge } from '../components/OrderStatusBadge';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('fr-FR') : '—');

/** /stock/restorer-orders: the restaurant's orders to its providers. */
export default restaurantPage(function OrdersPage({ restaurantId }) {
  const stock = stockResources(restaurantId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { providers } = useStockLists(stock);
  const [status, setStatus] = useState<string | null>(null);
  const [providerId, setProviderId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [newProvider, setNewProvider] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = usePagedList<StockOrderSummary>(stock.orders, {
    sort: 'created_at',
    filters: { status: status ?? undefined, provider_id: providerId ?? undefined },
  });
  const create = async () => {
    if (!newProvider) return;
    setBusy(true);
    try {
      const order = await api.post<StockOrder>(stock.orders.path, { provider_id: newProvider });
      await queryClient.invalidateQueries({ queryKey: stock.orders.keys.all });
      toast.success(`Brouillon ${order.reference} créé`);
      navigate(`/stock/restorer-orders/${order.id}`);
    } catch (error) {
      toast.fromError(error);
    } finally {
      setBusy(false);
    }
  };
  const columns: Column<StockOrderSummary>[] = [
    { key: 'reference', title: 'Commande', sort: 'number', render: (o) => <Text fw={500}>{o.reference}</Text> },
    { key: 'provider', title: 'Fournisseur', sort: 'provider_name', render: (o) => o.provider_name },
    { key: 'status', title: 'Statut', sort: 'status', render: (o) => <OrderStatusBadge status={o.status} /> },
    { key: 'created', title: 'Créée le', sort: 'created_at', render: (o) => day(o.created_at) },
    { key: 'expected', title: 'Livraison souhaitée', render: (o) => (o.expected_on ? o.expected_on.split('-').reverse().join('/') : '—') },
    { key: 'total', title: 'Total HT', align: 'right', render: (o) => formatMoney(o.total_cents) },
    {
      key: 'received',
      title: 'Reçu HT',
      align: 'right',
      render: (o) => (o.received_total_cents ? formatMoney(o.received_total_cents) : '—'),
    },
  ];
  return (
    <>
      <PageHeader
        title="Commandes"
        description="Commandes aux fournisseurs : brouillon, envoi du bon de commande, réception"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Nouvelle commande
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(o) => o.id}
        onRowClick={(o) => navigate(`/stock/restorer-orders/${o.id}`)}
        searchPlaceholder="Rechercher une commande, un fournisseur"
        emptyText="Aucune commande"
        toolbar={
          <Group>
            <Select
              aria-label="Filtrer par statut"
              placeholder="Tous les statuts"
              clearable
              data={optionsOf(stockOrderStatusLabels)}
              value={status}
              onChange={setStatus}
              w={200}
            />
            <Select
              aria-label="Filtrer par fournisseur"
              placeholder="Tous les fournisseurs"
              clearable
              data={optionsFrom(providers.data)}
              value={providerId}
              onChange={setProviderId}
              w={240}
            />
          </Group>
        }
      />
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
    </>
  );
});
