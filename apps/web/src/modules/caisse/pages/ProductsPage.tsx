import type { Product } from '@fitfit/contracts';
import { Button, Group, Image, Stack, Switch, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconCategory, IconPhoto, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMayWrite } from '../../../ui/access';
import { DataTable } from '../../../ui/DataTable';
import { FilterSelect } from '../../../ui/FilterSelect';
import { ImagePreview } from '../../../ui/ImagePreview';
import { PageHeader } from '../../../ui/PageHeader';
import { ReorderButtons } from '../../../ui/ReorderButtons';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { RowActions } from '../../../ui/RowActions';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { usePagedList } from '../../../ui/usePagedList';
import { useRefresh } from '../../../ui/useRefresh';
import { type Caisse, caisseResources, cardEffects, useCategoriesLookup, useTagsLookup } from '../api';
import { CardView } from '../components/CardView';
import { CategoriesModal } from '../components/CategoriesModal';
import { ColorDot, money, TagBadges } from '../components/common';
import { DragHandle, SortableProducts, SortableRow } from '../components/SortableProducts';

export default restaurantPage(function Products({ restaurantId }) {
  const caisse = caisseResources(restaurantId);
  const [params, setParams] = useSearchParams();
  const tab = params.get('vue') === 'carte' ? 'carte' : 'produits';
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const mayWrite = useMayWrite();
  return (
    <>
      <PageHeader
        title="Produits"
        description="Plats et boissons de la carte : prix par type de commande, TVA, options, allergènes, photo."
        actions={
          mayWrite && (
            <>
              <Button variant="default" leftSection={<IconCategory size={16} />} onClick={() => setCategoriesOpen(true)}>
                Catégories
              </Button>
              <Button component={Link} to="/caisse/products/create-a-dish" leftSection={<IconPlus size={16} />}>
                Créer un plat
              </Button>
            </>
          )
        }
      />
      <Tabs value={tab} onChange={(v) => setParams(v === 'carte' ? { vue: 'carte' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="produits">Produits</Tabs.Tab>
          <Tabs.Tab value="carte">Voir la carte</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="produits">
          <ProductList caisse={caisse} />
        </Tabs.Panel>
        <Tabs.Panel value="carte">
          <CardView caisse={caisse} />
        </Tabs.Panel>
      </Tabs>
      <CategoriesModal caisse={caisse} opened={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
    </>
  );
});

function ProductList({ caisse }: { caisse: Caisse }) {
  const navigate = useNavigate();
  const refreshAll = useRefresh();
  const affects = cardEffects.products(caisse);
  const [category, setCategory] = useState<string | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [available, setAvailable] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ src: string; title: string } | null>(null);
  const [optimistic, setOptimistic] = useState<Product[] | null>(null);
  const categories = useCategoriesLookup();
  const tags = useTagsLookup();
  const list = usePagedList<Product>(caisse.products, {
    sort: 'position',
    order: 'asc',
    filters: { category_id: category ?? undefined, tag_id: tag ?? undefined, available: available ?? undefined },
  });
  const remove = useDeleteAction({ resource: caisse.products, noun: 'le produit', affects });
  // availability and order show on the list and the card only
  const refresh = () => refreshAll(caisse.products.keys.all, caisse.card.key);
  const toggle = async (p: Product, value: boolean) => {
    try {
      await caisse.setAvailability(p.id, value);
      toast.success(value ? `« ${p.name} » est disponible` : `« ${p.name} » est indisponible`);
      await refresh();
    } catch (error) {
      toast.fromError(error);
    }
  };
  const move = async (p: Product, position: number) => {
    try {
      await caisse.moveProduct(p.id, position);
      await refresh();
    } catch (error) {
      toast.fromError(error);
    }
  };
  /** Drag and drop only follows the order of the card: products sorted by category, then position. */
  const sortable = list.state.sort === 'position' && list.state.order === 'asc';
  const rows = optimistic ?? list.data?.data ?? [];
  const shown = optimistic && list.data ? { ...list, data: { ...list.data, data: optimistic } } : list;
  const drop = async (p: Product, over: Product) => {
    if (optimistic) return;
    const from = rows.findIndex((r) => r.id === p.id);
    const to = rows.findIndex((r) => r.id === over.id);
    const next = [...rows];
    next.splice(to, 0, ...next.splice(from, 1));
    setOptimistic(next);
    try {
      await caisse.moveProduct(p.id, over.position);
      await refresh();
    } catch (error) {
      toast.fromError(error);
    } finally {
      setOptimistic(null);
    }
  };
  const lastInCategory = (p: Product) => {
    const counts = categories.data?.find((c) => c.id === p.category_id)?.products_count;
    return counts !== undefined && p.position >= counts - 1;
  };
  return (
    <>
      <SortableProducts rows={rows} enabled={sortable} onMove={drop}>
        <DataTable
          list={shown}
          rowKey={(p) => p.id}
          rowComponent={SortableRow}
          searchPlaceholder="Rechercher un produit, une référence"
          emptyText="Aucun produit : créez votre premier plat."
          onRowClick={(p) => navigate(`/caisse/products/${p.id}`)}
          toolbar={
            <>
              <FilterSelect
                aria-label="Filtrer par catégorie"
                placeholder="Toutes les catégories"
                data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                value={category}
                onChange={setCategory}
              />
              <FilterSelect
                aria-label="Filtrer par étiquette"
                placeholder="Toutes les étiquettes"
                data={(tags.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                value={tag}
                onChange={setTag}
              />
              <FilterSelect
                aria-label="Filtrer par disponibilité"
                placeholder="Disponibilité"
                data={[
                  { value: 'true', label: 'Disponibles' },
                  { value: 'false', label: 'Indisponibles' },
                ]}
                value={available}
                onChange={setAvailable}
              />
            </>
          }
          columns={[
            {
              key: 'photo',
              title: 'Photo',
              width: 72,
              render: (p) =>
                p.photo_url ? (
                  <UnstyledButton
                    aria-label={`Voir la photo de ${p.name}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      setPreview({ src: p.photo_url as string, title: p.name });
                    }}
                  >
                    <Image src={p.photo_url} alt="" w={48} h={36} radius="sm" />
                  </UnstyledButton>
                ) : (
                  <IconPhoto size={20} color="var(--mantine-color-dimmed)" aria-label="Pas de photo" />
                ),
            },
            {
              key: 'name',
              phone: true,
              title: 'Nom',
              sort: 'name',
              render: (p) => (
                <Stack gap={4}>
                  <Text fw={500}>{p.name}</Text>
                  <TagBadges tags={p.tags} />
                </Stack>
              ),
            },
            {
              key: 'category',
              title: 'Catégorie',
              sort: 'position',
              render: (p) =>
                p.category_name ? (
                  <ColorDot color={p.category_color ?? '#868e96'} label={p.category_name} />
                ) : (
                  <Text c="dimmed">Sans catégorie</Text>
                ),
            },
            {
              key: 'price',
              phone: true,
              title: 'Prix sur place',
              sort: 'price',
              align: 'right',
              render: (p) => money(p.price_on_spot_cents),
            },
            {
              key: 'available',
              title: 'Disponible',
              render: (p) => (
                <Switch
                  checked={p.available}
                  aria-label={`Disponibilité de ${p.name}`}
                  onClick={(e) => e.stopPropagation()}
                  onChange={(e) => toggle(p, e.currentTarget.checked)}
                />
              ),
            },
            {
              key: 'order',
              title: 'Ordre',
              render: (p) => (
                <ReorderButtons
                  name={p.name}
                  first={p.position === 0}
                  last={lastInCategory(p)}
                  onUp={() => move(p, p.position - 1)}
                  onDown={() => move(p, p.position + 1)}
                  upHint="Monter dans sa catégorie"
                  downHint="Descendre dans sa catégorie"
                >
                  <DragHandle name={p.name} />
                </ReorderButtons>
              ),
            },
            {
              key: 'actions',
              phone: true,
              title: 'Actions',
              align: 'right',
              render: (p) => (
                <RowActions label={p.name} onEdit={() => navigate(`/caisse/products/${p.id}`)} onDelete={() => remove(p.id, p.name)} />
              ),
            },
          ]}
        />
      </SortableProducts>
      {rows.length > 0 &&
        (sortable ? (
          <Text size="xs" c="dimmed" mt="xs">
            Glissez la poignée (ou Espace puis flèches) ou utilisez les flèches pour changer l’ordre des produits dans leur catégorie sur
            les terminaux.
          </Text>
        ) : (
          <Group gap="xs" mt="xs">
            <Text size="xs" c="dimmed">
              Filtrez par catégorie pour réordonner : le tri actuel ne suit pas l’ordre de la carte.
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => list.toggleSort('position')}>
              Trier selon l’ordre de la carte
            </Button>
          </Group>
        ))}
      <ImagePreview src={preview?.src ?? null} title={preview?.title} onClose={() => setPreview(null)} />
    </>
  );
}
