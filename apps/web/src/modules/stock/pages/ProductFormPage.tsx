import {
  allergenLabels,
  baseUnitsPer,
  type StockProduct,
  type StockProductDeletion,
  type StockUnit,
  stockProductInputSchema,
  stockUnitLabels,
  unitPriceCents,
} from '@fitfit/contracts';
import { Badge, Card, Group, MultiSelect, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../ui/DeleteButton';
import { EntityFormPage } from '../../../ui/EntityFormPage';
import { FormButtons } from '../../../ui/FormButtons';
import { MoneyInput, RateInput, ScaledInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { quoted, useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { catalogueEffects, optionsFrom, stockAdmin, useProvidersLookup, useStockCategoriesLookup } from '../api';
import { PriceHistoryChart } from '../components/PriceHistoryChart';
import { unitPriceText } from '../components/units';

type Values = {
  name: string;
  category_id: string | null;
  provider_id: string | null;
  unit: StockUnit;
  package_label: string;
  package_base_quantity: number | undefined;
  package_price_cents: number | undefined;
  vat_rate_bp: number | undefined;
  reference: string;
  allergens: string[];
  archived: boolean;
};
const empty: Values = {
  name: '',
  category_id: null,
  provider_id: null,
  unit: 'kg',
  package_label: '',
  package_base_quantity: undefined,
  package_price_cents: undefined,
  vat_rate_bp: 550,
  reference: '',
  allergens: [],
  archived: false,
};
const toValues = (p: StockProduct): Values => ({
  name: p.name,
  category_id: p.category_id,
  provider_id: p.provider_id,
  unit: p.unit,
  package_label: p.package_label,
  package_base_quantity: p.package_base_quantity,
  package_price_cents: p.package_price_cents,
  vat_rate_bp: p.vat_rate_bp,
  reference: p.reference ?? '',
  allergens: p.allergens,
  archived: p.archived,
});
const unitOptions = (Object.keys(stockUnitLabels) as StockUnit[]).map((u) => ({ value: u, label: stockUnitLabels[u] }));
const allergenOptions = Object.entries(allergenLabels).map(([value, label]) => ({ value, label }));

/** /stock/configs/products/create-a-product and /stock/configs/products/:id */
export default function ProductFormPage() {
  return (
    <EntityFormPage<StockProduct> resource={stockAdmin.products} backTo="/stock/configs/products" backLabel="Retour aux produits">
      {(product) => <ProductForm key={product ? product.id : 'new'} product={product} />}
    </EntityFormPage>
  );
}

function ProductForm({ product }: { product: StockProduct | null }) {
  const navigate = useNavigate();
  const providers = useProvidersLookup();
  const categories = useStockCategoriesLookup();
  const remove = useDeleteAction({
    resource: stockAdmin.products,
    noun: 'le produit',
    affects: catalogueEffects.products,
    consequence: 'Un produit déjà commandé, inventorié ou utilisé dans une recette est archivé au lieu d’être supprimé.',
    said: (label, answer) =>
      (answer as StockProductDeletion | undefined)?.outcome === 'archived'
        ? `${quoted(label)} est utilisé : il a été archivé`
        : `${quoted(label)} a été supprimé`,
  });
  const editor = useEditor<Values, StockProduct>({
    resource: stockAdmin.products,
    item: product,
    validate: stockProductInputSchema,
    empty,
    toValues,
    toBody: (v) => ({ ...v, reference: v.reference || null }),
    created: (saved) => `« ${saved.name} » ajouté au catalogue`,
    updated: (saved) => `« ${saved.name} » enregistré`,
    affects: catalogueEffects.products,
    announceInvalid: true,
    onSaved: (saved) => navigate(`/stock/configs/products/${saved.id}`),
  });
  const { form } = editor;
  const unit = form.values.unit;
  const per = baseUnitsPer[unit];
  const price =
    form.values.package_base_quantity && form.values.package_price_cents !== undefined
      ? unitPriceCents(form.values.package_price_cents, form.values.package_base_quantity, unit)
      : undefined;
  return (
    <>
      <PageHeader
        title={product ? product.name : 'Créer un produit de stock'}
        description={product ? `${product.provider_name} · ${product.category_name}` : 'Ajouter un produit au catalogue de stock'}
        actions={
          product && (
            <Group>
              {product.archived && <Badge color="gray">Archivé</Badge>}
              <DeleteButton onDelete={() => remove(product.id, product.name)} then={() => navigate('/stock/configs/products')} />
            </Group>
          )
        }
      />
      <form onSubmit={editor.submit} noValidate>
        <Stack>
          <Card withBorder>
            <Stack>
              <TextInput label="Nom" withAsterisk placeholder="Crème liquide 35 %" {...form.getInputProps('name')} />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label="Fournisseur"
                  withAsterisk
                  searchable
                  data={optionsFrom(providers.data)}
                  {...form.getInputProps('provider_id')}
                />
                <Select
                  label="Catégorie"
                  withAsterisk
                  searchable
                  data={optionsFrom(categories.data)}
                  {...form.getInputProps('category_id')}
                />
                <TextInput label="Référence fournisseur" maxLength={40} {...form.getInputProps('reference')} />
              </SimpleGrid>
            </Stack>
          </Card>
          <Card withBorder>
            <Text fw={600} mb="xs">
              Conditionnement et prix
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select label="Unité de stock" withAsterisk allowDeselect={false} data={unitOptions} {...form.getInputProps('unit')} />
              <TextInput label="Conditionnement" withAsterisk placeholder="carton 6 × 1 L" {...form.getInputProps('package_label')} />
              <ScaledInput
                key={unit}
                label={`Contenance (${stockUnitLabels[unit]})`}
                description={
                  unit === 'piece'
                    ? 'Nombre de pièces du conditionnement'
                    : `En ${stockUnitLabels[unit]}, au ${unit === 'kg' ? 'gramme' : 'millilitre'} près`
                }
                withAsterisk
                scale={per}
                decimalScale={unit === 'piece' ? 0 : 3}
                allowNegative={false}
                min={0}
                {...form.getInputProps('package_base_quantity')}
              />
              <MoneyInput label="Prix HT du conditionnement" withAsterisk {...form.getInputProps('package_price_cents')} />
              <RateInput label="TVA" withAsterisk {...form.getInputProps('vat_rate_bp')} />
              <TextInput
                label="Prix unitaire HT"
                readOnly
                value={price !== undefined ? unitPriceText(price, unit) : '—'}
                variant="filled"
              />
            </SimpleGrid>
          </Card>
          <Card withBorder>
            <MultiSelect
              label="Allergènes"
              placeholder={form.values.allergens.length ? undefined : 'Aucun'}
              data={allergenOptions}
              searchable
              {...form.getInputProps('allergens')}
            />
            {product && (
              <Switch
                mt="md"
                label="Archivé (retiré des mercuriales et des commandes)"
                {...form.getInputProps('archived', { type: 'checkbox' })}
              />
            )}
          </Card>
          {product && (
            <Card withBorder>
              <Text fw={600} mb="xs">
                Historique des prix
              </Text>
              <PriceHistoryChart
                resource={stockAdmin.products}
                prices={stockAdmin.productPrices}
                productId={product.id}
                unit={product.unit}
              />
            </Card>
          )}
          <FormButtons
            submitLabel={product ? 'Enregistrer' : 'Créer le produit'}
            saving={editor.saving}
            cancelTo="/stock/configs/products"
          />
        </Stack>
      </form>
    </>
  );
}
