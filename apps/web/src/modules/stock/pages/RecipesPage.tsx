import {
  type Allergen,
  allergenLabels,
  baseUnitsPer,
  plural,
  type Recipe,
  type RecipeSummary,
  recipeInputSchema,
  type StockUnit,
  stockUnitLabels,
} from '@fitfit/contracts';
import { ActionIcon, Badge, Button, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../lib/format';
import { zodValidate } from '../../../lib/forms';
import { type Column, DataTable } from '../../../ui/DataTable';
import { FormModal } from '../../../ui/FormModal';
import { RateInput, ScaledInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { RowActions } from '../../../ui/RowActions';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { usePagedList } from '../../../ui/usePagedList';
import { inventoryEffects, stockResources } from '../api';
import { ProductPicker } from '../components/ProductPicker';
import { alertTextColor } from '../components/units';

type Ingredient = { product_id: string; name: string; unit: StockUnit; base_quantity: number | undefined; loss_bp: number | undefined };
type Values = {
  name: string;
  portions: number | string;
  steps: string;
  note: string;
  ingredients: Ingredient[];
  products: { caisse_product_id: string; portions: number }[];
};
const empty: Values = { name: '', portions: 1, steps: '', note: '', ingredients: [], products: [] };

const toBody = (v: Values) => ({
  name: v.name,
  portions: Number(v.portions),
  steps: v.steps
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean),
  note: v.note,
  ingredients: v.ingredients.map((i) => ({ product_id: i.product_id, base_quantity: i.base_quantity, loss_bp: i.loss_bp ?? 0 })),
  products: v.products,
});

const AllergenBadges = ({ allergens }: { allergens: string[] }) =>
  allergens.length ? (
    <Group gap={4}>
      {allergens.map((a) => (
        <Badge key={a} variant="default" size="sm">
          {allergenLabels[a as Allergen] ?? a}
        </Badge>
      ))}
    </Group>
  ) : (
    <Text size="sm" c="dimmed">
      Aucun
    </Text>
  );

/**
 * /haccp/recipes: the restaurant's recipes (fiches techniques): portions, ingredients with their loss, steps,
 * allergens derived from the ingredients, cost per portion at current prices, the card products they are sold as.
 */
export default restaurantPage(function RecipesPage({ restaurantId }) {
  const stock = stockResources(restaurantId);
  const list = usePagedList<RecipeSummary>(stock.recipes, { sort: 'name', order: 'asc' });
  const affects = [...inventoryEffects(stock), stock.recipeSellables.keys.all];
  const remove = useDeleteAction({ resource: stock.recipes, noun: 'la recette', affects });
  const sellables = useQuery({
    queryKey: stock.recipeSellables.keys.all,
    queryFn: ({ signal }) => stock.sellableList(signal).then((r) => r.data),
  });
  const editor = useEditor<Values, Recipe>({
    resource: stock.recipes,
    validate: (values) => zodValidate(recipeInputSchema)(toBody(values)),
    empty,
    toValues: (r) => ({
      name: r.name,
      portions: r.portions,
      steps: r.steps.join('\n'),
      note: r.note ?? '',
      ingredients: r.ingredients.map((i) => ({
        product_id: i.product_id,
        name: i.product_name,
        unit: i.unit,
        base_quantity: i.base_quantity,
        loss_bp: i.loss_bp,
      })),
      products: r.products.map((p) => ({ caisse_product_id: p.caisse_product_id, portions: p.portions })),
    }),
    toBody,
    created: 'La recette a été créée',
    updated: 'La recette a été modifiée',
    affects,
  });
  const edit = async (row: RecipeSummary) => {
    try {
      editor.openEdit(await stock.recipe(row.id));
    } catch (error) {
      toast.fromError(error);
    }
  };
  const columns: Column<RecipeSummary>[] = [
    {
      key: 'name',
      title: 'Recette',
      sort: 'name',
      phone: true,
      render: (r) => (
        <div>
          <Text fw={500}>{r.name}</Text>
          <Text size="xs" c="dimmed">
            {r.product_names.length ? `Vendue comme : ${r.product_names.join(', ')}` : 'Liée à aucun produit de la carte'}
          </Text>
        </div>
      ),
    },
    { key: 'portions', title: 'Portions', sort: 'portions', align: 'right', render: (r) => r.portions },
    { key: 'ingredients', title: 'Ingrédients', align: 'right', render: (r) => r.ingredient_count },
    {
      key: 'cost',
      title: 'Coût portion HT',
      align: 'right',
      phone: true,
      render: (r) => <Text fw={500}>{formatMoney(r.cost_per_portion_cents)}</Text>,
    },
    { key: 'allergens', title: 'Allergènes', render: (r) => <AllergenBadges allergens={r.allergens} /> },
    {
      key: 'actions',
      title: '',
      align: 'right',
      phone: true,
      render: (r) => <RowActions label={r.name} onEdit={() => void edit(r)} onDelete={() => remove(r.id, r.name)} />,
    },
  ];
  const { form } = editor;
  const ingredients = form.values.ingredients;
  const linkedElsewhere = new Set((sellables.data ?? []).filter((s) => s.recipe_id && s.recipe_id !== editor.editing?.id).map((s) => s.id));
  return (
    <>
      <PageHeader
        title="Recettes"
        description="Fiches recettes : ingrédients, pertes, étapes, allergènes et coût portion aux prix actuels"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Nouvelle recette
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        onRowClick={(r) => void edit(r)}
        searchPlaceholder="Rechercher une recette"
        emptyText="Aucune recette : créez la première avec « Nouvelle recette »"
        minWidth={0}
      />
      <FormModal editor={editor} title={editor.editing ? `Modifier « ${editor.editing.name} »` : 'Nouvelle recette'} size="xl">
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput label="Nom" withAsterisk style={{ gridColumn: 'span 2' }} {...form.getInputProps('name')} />
          <NumberInput label="Portions" withAsterisk min={1} allowDecimal={false} {...form.getInputProps('portions')} />
        </SimpleGrid>
        <Stack gap="xs">
          <Text fw={500} size="sm">
            Ingrédients ({plural(ingredients.length, 'ingrédient', 'ingrédients')}, quantités nettes pour toute la recette)
          </Text>
          {ingredients.map((ing, index) => (
            <Group key={ing.product_id} align="flex-end" wrap="wrap" gap="xs">
              <Text size="sm" style={{ flex: '1 1 12rem' }}>
                {ing.name}
              </Text>
              <ScaledInput
                label={`Quantité (${stockUnitLabels[ing.unit]})`}
                w={150}
                scale={baseUnitsPer[ing.unit]}
                decimalScale={ing.unit === 'piece' ? 0 : 3}
                allowNegative={false}
                {...form.getInputProps(`ingredients.${index}.base_quantity`)}
              />
              <RateInput label="Perte" w={110} {...form.getInputProps(`ingredients.${index}.loss_bp`)} />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Retirer ${ing.name}`}
                onClick={() => form.removeListItem('ingredients', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          {form.errors.ingredients && (
            <Text c={alertTextColor} size="sm">
              {form.errors.ingredients}
            </Text>
          )}
          <ProductPicker
            resource={stock.recipeIngredients}
            fetch={stock.recipeIngredientsPage}
            label="Ajouter un ingrédient"
            exclude={ingredients.map((i) => i.product_id)}
            onPick={(p) =>
              form.insertListItem('ingredients', { product_id: p.id, name: p.name, unit: p.unit, base_quantity: undefined, loss_bp: 0 })
            }
          />
        </Stack>
        <Textarea label="Étapes (une par ligne)" autosize minRows={3} {...form.getInputProps('steps')} />
        <MultiSelect
          label="Produits de la carte vendus avec cette recette"
          description="Chaque vente (seule ou dans une formule) consomme une portion"
          searchable
          data={(sellables.data ?? []).map((s) => ({
            value: s.id,
            label: linkedElsewhere.has(s.id) ? `${s.name} (a déjà une recette)` : s.name,
            disabled: linkedElsewhere.has(s.id),
          }))}
          value={form.values.products.map((p) => p.caisse_product_id)}
          onChange={(ids) =>
            form.setFieldValue(
              'products',
              ids.map((id) => form.values.products.find((p) => p.caisse_product_id === id) ?? { caisse_product_id: id, portions: 1 }),
            )
          }
          error={form.errors.products}
        />
        <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
      </FormModal>
    </>
  );
});
