import { allergenLabels, type StockProduct } from '@fitfit/contracts';
import { Badge, Button, Group, Select, Switch, Text, Tooltip } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatMoney, formatRate } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { usePagedList } from '../../../ui/usePagedList';
import { optionsFrom, stockAdmin, useProvidersLookup, useStockCategoriesLookup } from '../api';
import { PriceListImport } from '../components/PriceListImport';
import { quantityText, unitPriceText } from '../components/units';

/** /stock/configs/products: the catalogue, filtered by provider and category; price-list import. */
export default function ProductsPage() {
  const navigate = useNavigate();
  const [providerId, setProviderId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [archived, setArchived] = useState(false);
  const [importing, setImporting] = useState(false);
  const providers = useProvidersLookup();
  const categories = useStockCategoriesLookup();
  const list = usePagedList<StockProduct>(stockAdmin.products, {
    sort: 'name',
    order: 'asc',
    filters: { provider_id: providerId ?? undefined, category_id: categoryId ?? undefined, archived: archived ? 'true' : 'false' },
  });
  const columns: Column<StockProduct>[] = [
    {
      key: 'name',
      title: 'Produit',
      sort: 'name',
      render: (p) => (
        <div>
          <Text fw={500} component={Link} to={`/stock/configs/products/${p.id}`}>
            {p.name}
          </Text>
          <Text size="xs" c="dimmed">
            {p.reference ?? 'Sans référence'}
          </Text>
        </div>
      ),
    },
    { key: 'category', title: 'Catégorie', sort: 'category_name', render: (p) => p.category_name },
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
    { key: 'price', title: 'Prix HT', sort: 'package_price_cents', align: 'right', render: (p) => formatMoney(p.package_price_cents) },
    {
      key: 'unit_price',
      title: 'Prix unitaire HT',
      sort: 'unit_price_cents',
      align: 'right',
      render: (p) => unitPriceText(p.unit_price_cents, p.unit),
    },
    { key: 'vat', title: 'TVA', align: 'right', render: (p) => formatRate(p.vat_rate_bp) },
    {
      key: 'allergens',
      title: 'Allergènes',
      render: (p) =>
        p.allergens.length ? (
          <Tooltip label={p.allergens.map((a) => allergenLabels[a as keyof typeof allergenLabels] ?? a).join(', ')}>
            <Badge variant="light" color="orange">
              {p.allergens.length}
            </Badge>
          </Tooltip>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Produits de stock"
        description="Catalogue commun des produits achetés par les restaurants"
        actions={
          <Group>
            <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
              Importer une liste de prix
            </Button>
            <Button leftSection={<IconPlus size={16} />} component={Link} to="/stock/configs/products/create-a-product">
              Créer un produit
            </Button>
          </Group>
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        onRowClick={(p) => navigate(`/stock/configs/products/${p.id}`)}
        searchPlaceholder="Rechercher un produit, une référence"
        emptyText={archived ? 'Aucun produit archivé' : 'Aucun produit'}
        toolbar={
          <Group>
            <Select
              aria-label="Filtrer par fournisseur"
              placeholder="Tous les fournisseurs"
              clearable
              searchable
              data={optionsFrom(providers.data)}
              value={providerId}
              onChange={setProviderId}
              w={220}
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
            <Switch label="Archivés" checked={archived} onChange={(e) => setArchived(e.currentTarget.checked)} />
          </Group>
        }
      />
      <PriceListImport opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
