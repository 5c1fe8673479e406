import type { MercurialeRow } from '@fitfit/contracts';
import { Group, Modal, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { usePagedList } from '../../../ui/usePagedList';
import { optionsFrom, stockResources, useStockLists } from '../api';
import { PriceHistoryChart } from '../components/PriceHistoryChart';
import { quantityText, unitPriceText } from '../components/units';

/** /stock/mercuriales: what the restaurant can buy, at which price, and what it last paid. */
export default restaurantPage(function MercurialesPage({ restaurantId }) {
  const stock = stockResources(restaurantId);
  const { providers, categories } = useStockLists(stock);
  const [providerId, setProviderId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [shown, setShown] = useState<MercurialeRow | null>(null);
  const list = usePagedList<MercurialeRow>(stock.mercuriales, {
    sort: 'name',
    order: 'asc',
    filters: { provider_id: providerId ?? undefined, category_id: categoryId ?? undefined },
  });
  const columns: Column<MercurialeRow>[] = [
    {
      key: 'name',
      title: 'Produit',
      sort: 'name',
      render: (p) => (
        <div>
          <Text fw={500}>{p.name}</Text>
          <Text size="xs" c="dimmed">
            {p.category_name}
          </Text>
        </div>
      ),
    },
    { key: 'provider', title: 'Fournisseur', sort: 'provider_name', render: (p) => p.provider_name },
    {
      key: 'package',
      title: 'Conditionnement',
      render: (p) => (
        <div>
          <Text size="sm">{p.package_label}</Text>
          <Text size="xs" c="dimmed">
            {quantityText(p.package_base_quantity, p.unit)}
          </Text>
        </div>
      ),
    },
    { key: 'price', title: 'Prix HT', align: 'right', render: (p) => formatMoney(p.package_price_cents) },
    {
      key: 'unit',
      title: 'Prix unitaire HT',
      sort: 'unit_price_cents',
      align: 'right',
      render: (p) => unitPriceText(p.unit_price_cents, p.unit),
    },
    {
      key: 'last',
      title: 'Dernier prix payé',
      align: 'right',
      render: (p) =>
        p.last_purchase_price_cents === null ? (
          '—'
        ) : (
          <div>
            <Text size="sm" c={p.last_purchase_price_cents !== p.package_price_cents ? 'red.9' : undefined}>
              {formatMoney(p.last_purchase_price_cents)}
            </Text>
            <Text size="xs" c="dimmed">
              {p.last_purchase_at ? new Date(p.last_purchase_at).toLocaleDateString('fr-FR') : ''}
            </Text>
          </div>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Mercuriales"
        description="Prix des fournisseurs par conditionnement et par unité ; cliquez sur un produit pour son historique"
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        onRowClick={(p) => setShown(p)}
        searchPlaceholder="Rechercher un produit, une référence"
        emptyText="Aucun produit"
        toolbar={
          <Group>
            <Select
              aria-label="Filtrer par fournisseur"
              placeholder="Tous les fournisseurs"
              clearable
              data={optionsFrom(providers.data)}
              value={providerId}
              onChange={setProviderId}
              w={240}
            />
            <Select
              aria-label="Filtrer par catégorie"
              placeholder="Toutes les catégories"
              clearable
              searchable
              data={optionsFrom(categories.data)}
              value={categoryId}
              onChange={setCategoryId}
              w={220}
            />
          </Group>
        }
      />
      <Modal opened={shown !== null} onClose={() => setShown(null)} title={shown ? `Historique des prix — ${shown.name}` : ''} size="lg">
        {shown && <PriceHistoryChart resource={stock.mercuriales} productId={shown.id} unit={shown.unit} />}
      </Modal>
    </>
  );
});
