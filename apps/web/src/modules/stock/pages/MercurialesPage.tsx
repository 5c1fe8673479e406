import {
  baseUnitsPer,
  type MercurialeRow,
  type StorageArea,
  stockProductSettingInputSchema,
  stockUnitLabels,
  storageAreaLabels,
  storageAreas,
} from '@fitfit/contracts';
import { ActionIcon, Group, Modal, Select, Text, Tooltip } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/DataTable';
import { FormModal } from '../../../ui/FormModal';
import { ScaledInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useEditor } from '../../../ui/useEditor';
import { usePagedList } from '../../../ui/usePagedList';
import { optionsFrom, stockResources, useStockLists } from '../api';
import { PriceHistoryChart } from '../components/PriceHistoryChart';
import { alertTextColor, quantityText, unitPriceText } from '../components/units';

type ParValues = { par_base_quantity: number | null; storage_area: StorageArea | null };

/** /stock/mercuriales: what the restaurant can buy, at which price, and what it last paid. */
export default restaurantPage(function MercurialesPage({ restaurantId }) {
  const stock = stockResources(restaurantId);
  const { providers, categories } = useStockLists(stock);
  const [providerId, setProviderId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [shown, setShown] = useState<MercurialeRow | null>(null);
  const par = useEditor<ParValues, MercurialeRow, unknown>({
    validate: stockProductSettingInputSchema,
    empty: { par_base_quantity: null, storage_area: null },
    toValues: (p) => ({ par_base_quantity: p.par_base_quantity, storage_area: p.storage_area as StorageArea | null }),
    save: (values, item) =>
      stock.saveProductSetting(item?.id as string, {
        par_base_quantity: values.par_base_quantity ?? null,
        storage_area: values.storage_area ?? null,
      }),
    affects: [stock.mercuriales.keys.all],
    created: 'Stock cible enregistré',
    updated: 'Stock cible enregistré',
  });
  const editing = par.editing;
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
            <Text size="sm" c={p.last_purchase_price_cents !== p.package_price_cents ? alertTextColor : undefined}>
              {formatMoney(p.last_purchase_price_cents)}
            </Text>
            <Text size="xs" c="dimmed">
              {p.last_purchase_at ? new Date(p.last_purchase_at).toLocaleDateString('fr-FR') : ''}
            </Text>
          </div>
        ),
    },
    {
      key: 'par',
      title: 'Stock cible',
      align: 'right',
      render: (p) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <div>
            <Text size="sm">{p.par_base_quantity === null ? '—' : quantityText(p.par_base_quantity, p.unit)}</Text>
            {p.storage_area && (
              <Text size="xs" c="dimmed">
                {storageAreaLabels[p.storage_area as StorageArea] ?? p.storage_area}
              </Text>
            )}
          </div>
          <Tooltip label="Modifier le stock cible">
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Modifier le stock cible de ${p.name}`}
              onClick={(e) => {
                e.stopPropagation();
                par.openEdit(p);
              }}
            >
              <IconTarget size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Mercuriales"
        description="Prix des fournisseurs par conditionnement et par unité, stock cible de chaque produit ; cliquez sur un produit pour son historique"
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
      <FormModal editor={par} title={editing ? `Stock cible — ${editing.name}` : 'Stock cible'} size="md">
        {editing && (
          <>
            <Text size="sm" c="dimmed">
              Les commandes proposent de quoi revenir à ce niveau, déduction faite du stock restant. Sans stock cible, elles se fondent sur
              les réceptions des quatre dernières semaines.
            </Text>
            <ScaledInput
              label={`Stock cible (${stockUnitLabels[editing.unit]})`}
              description={`Conditionnement : ${editing.package_label} (${quantityText(editing.package_base_quantity, editing.unit)})`}
              placeholder="Aucun"
              scale={baseUnitsPer[editing.unit]}
              decimalScale={editing.unit === 'piece' ? 0 : 3}
              allowNegative={false}
              min={0}
              data-autofocus
              {...par.form.getInputProps('par_base_quantity')}
            />
            <Select
              label="Zone de stockage"
              description="Où le produit est compté lors des inventaires"
              placeholder="Selon la catégorie"
              clearable
              data={storageAreas.map((a) => ({ value: a, label: storageAreaLabels[a] }))}
              {...par.form.getInputProps('storage_area')}
            />
          </>
        )}
      </FormModal>
      <Modal opened={shown !== null} onClose={() => setShown(null)} title={shown ? `Historique des prix — ${shown.name}` : ''} size="lg">
        {shown && <PriceHistoryChart resource={stock.mercuriales} prices={stock.productPrices} productId={shown.id} unit={shown.unit} />}
      </Modal>
    </>
  );
});
