import { allergenLabels, allergens, type Product, type ProductInput, productInputSchema } from '@fitfit/contracts';
import { Card, Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../ui/DeleteButton';
import { EntityFormPage } from '../../../ui/EntityFormPage';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { type Caisse, caisseResources, cardEffects, useCategoriesLookup, useOptionsLookup, useTagsLookup } from '../api';
import { CardItemForm } from '../components/CardItemForm';
import { TagBadge } from '../components/common';
import { PricesAndTaxFields } from '../components/PricesAndTaxFields';
import { useCardItemEditor } from '../components/useCardItemEditor';

type Values = {
  name: string;
  description: string;
  category_id: string | null;
  tax_id: string;
  tag_ids: string[];
  option_group_ids: string[];
  price_on_spot_cents: number | undefined;
  price_takeaway_cents: number | undefined;
  price_delivery_cents: number | undefined;
  allergens: string[];
  available: boolean;
  sku: string;
  barcode: string;
};

const empty: Values = {
  name: '',
  description: '',
  category_id: null,
  tax_id: '',
  tag_ids: [],
  option_group_ids: [],
  price_on_spot_cents: 0,
  price_takeaway_cents: 0,
  price_delivery_cents: 0,
  allergens: [],
  available: true,
  sku: '',
  barcode: '',
};
const toValues = (product: Product): Values => ({
  name: product.name,
  description: product.description ?? '',
  category_id: product.category_id,
  tax_id: product.tax_id,
  tag_ids: product.tags.map((t) => t.id),
  option_group_ids: product.option_group_ids,
  price_on_spot_cents: product.price_on_spot_cents,
  price_takeaway_cents: product.price_takeaway_cents,
  price_delivery_cents: product.price_delivery_cents,
  allergens: product.allergens,
  available: product.available,
  sku: product.sku ?? '',
  barcode: product.barcode ?? '',
});

/** /caisse/products/create-a-dish and /caisse/products/:id */
export default restaurantPage(function ProductFormPage({ restaurantId }) {
  const caisse = caisseResources(restaurantId);
  return (
    <EntityFormPage<Product> resource={caisse.products} backTo="/caisse/products" backLabel="Retour aux produits">
      {(product) => <ProductForm key={product ? product.id : 'new'} caisse={caisse} product={product} />}
    </EntityFormPage>
  );
});

function ProductForm({ caisse, product }: { caisse: Caisse; product: Product | null }) {
  const navigate = useNavigate();
  const affects = cardEffects.products(caisse);
  const remove = useDeleteAction({ resource: caisse.products, noun: 'le produit', affects });
  const categories = useCategoriesLookup();
  const tags = useTagsLookup();
  const groups = useOptionsLookup();
  const card = useCardItemEditor<Values, Product>({
    resource: caisse.products,
    photo: caisse.photos.products,
    item: product,
    listPath: '/caisse/products',
    affects,
    schema: productInputSchema,
    toValues,
    empty,
    toBody: (values) => ({ ...values, description: values.description || null, sku: values.sku || null, barcode: values.barcode || null }),
    save: (body, row) => caisse.products.save(body as ProductInput, row),
    created: (saved) => `« ${saved.name} » ajouté à la carte`,
    updated: (saved) => `« ${saved.name} » enregistré`,
  });
  const { form } = card.editor;
  const tagById = new Map((tags.data ?? []).map((t) => [t.id, t]));

  return (
    <>
      <PageHeader
        title={product ? product.name : 'Créer un plat'}
        description={product ? 'Modifier le produit de la carte' : 'Ajouter un produit à la carte'}
        actions={product && <DeleteButton onDelete={() => remove(product.id, product.name)} then={() => navigate('/caisse/products')} />}
      />
      <CardItemForm card={card} listPath="/caisse/products" submitLabel={product ? 'Enregistrer' : 'Créer le plat'}>
        <Card withBorder>
          <Stack>
            <TextInput label="Nom" withAsterisk placeholder="Entrecôte grillée" {...form.getInputProps('name')} />
            <Textarea label="Description" autosize minRows={2} maxLength={1000} {...form.getInputProps('description')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Catégorie"
                placeholder="Sans catégorie"
                clearable
                data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                {...form.getInputProps('category_id')}
              />
              <MultiSelect
                label="Étiquettes"
                placeholder={form.values.tag_ids.length ? undefined : 'Aucune'}
                data={(tags.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
                searchable
                {...form.getInputProps('tag_ids')}
              />
            </SimpleGrid>
            {form.values.tag_ids.length > 0 && (
              <Group gap={4}>
                {form.values.tag_ids.map((t) => {
                  const tag = tagById.get(t);
                  return tag ? <TagBadge key={t} tag={tag} /> : null;
                })}
              </Group>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Référence (SKU)" maxLength={40} {...form.getInputProps('sku')} />
              <TextInput label="Code-barres (EAN)" inputMode="numeric" maxLength={14} {...form.getInputProps('barcode')} />
            </SimpleGrid>
            <Switch label="Disponible à la vente" {...form.getInputProps('available', { type: 'checkbox' })} />
          </Stack>
        </Card>
        <Card withBorder>
          <Text fw={600} mb="xs">
            Prix TTC et TVA
          </Text>
          <PricesAndTaxFields
            inputProps={form.getInputProps}
            taxId={form.values.tax_id}
            taxError={form.errors.tax_id}
            onTaxChange={(taxId) => form.setFieldValue('tax_id', taxId)}
            labels={['Sur place', 'À emporter', 'Livraison']}
          />
        </Card>
        <Card withBorder>
          <MultiSelect
            label="Groupes d'options"
            description="Proposés au moment de la commande (cuisson, accompagnement…)"
            placeholder={form.values.option_group_ids.length ? undefined : 'Aucun'}
            data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
            searchable
            {...form.getInputProps('option_group_ids')}
          />
        </Card>
        <Card withBorder>
          <Checkbox.Group label="Allergènes (règlement INCO, 14 allergènes)" {...form.getInputProps('allergens')}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
              {allergens.map((a) => (
                <Checkbox key={a} value={a} label={allergenLabels[a]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </Card>
      </CardItemForm>
    </>
  );
}
