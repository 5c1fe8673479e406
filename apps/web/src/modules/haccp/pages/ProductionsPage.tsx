import {
  defaultProductionLot,
  type ProductionRecord,
  type ProductionUnit,
  plural,
  productionInputs,
  productionUnits,
} from '@fitfit/contracts';
import { ActionIcon, Button, Card, Select, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useOpenFromUrl } from '../../../ui/useOpenFromUrl';
import { usePagedList } from '../../../ui/usePagedList';
import { haccpResources } from '../api';
import { DecimalInput } from '../components/DecimalInput';
import { LotTraceDrawer } from '../components/LotTraceDrawer';
import { frDay, type KnownLot, knownOf, LotPicker, LotSearch, lotLabel } from '../components/lots';
import { RecordList } from '../components/RecordList';
import { RecordFormModal, useRecordEditor } from '../components/recordEditor';

type Fields = {
  recipe_id: string | null;
  product: string;
  lot: string;
  quantity: number | undefined;
  unit: ProductionUnit;
  secondary_dlc: string;
  lots: string[];
};
const qty = (r: ProductionRecord) => `${String(r.quantity).replace('.', ',')} ${r.unit}`;

/**
 * Productions (PRODUCT §5): what the kitchen made from a recipe, its lot, quantity and secondary DLC, and the
 * lots it used — and the lot search of a recall, upstream to the deliveries and downstream to every production.
 */
export default restaurantPage(function Productions({ restaurantId }) {
  const haccp = haccpResources(restaurantId);
  const list = usePagedList<ProductionRecord>(haccp.productions, { sort: 'recorded_at' });
  const recipes = useQuery({
    queryKey: haccp.productionRecipes.key,
    queryFn: ({ signal }) => haccp.productionRecipeList(signal),
  });
  const recipeOptions = (recipes.data?.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  const [known, setKnown] = useState<Record<string, KnownLot>>({});
  const [traced, setTraced] = useState<string | null>(null);
  // a quick search hit opens its lot's trace (`?lot=<first version's id>`)
  useOpenFromUrl(['lot'], ({ lot }) => setTraced(lot));
  const editor = useRecordEditor<Fields, ProductionRecord>({
    haccp,
    resource: haccp.productions,
    inputs: productionInputs,
    empty: () => ({
      recipe_id: null,
      product: '',
      lot: defaultProductionLot(),
      quantity: undefined,
      unit: 'kg',
      secondary_dlc: '',
      lots: [],
    }),
    fieldsOf: (r) => ({
      recipe_id: r.recipe_id,
      product: r.recipe_id ? '' : r.product,
      lot: r.lot,
      quantity: r.quantity,
      unit: r.unit,
      secondary_dlc: r.secondary_dlc,
      lots: r.lots.map((l) => l.original_id),
    }),
    bodyOf: (f) => ({ ...f, product: f.recipe_id ? null : f.product }),
    saved: 'Production enregistrée',
  });
  const { form } = editor;
  const chosen = form.values.lots.map((id) => known[id]).filter((l): l is KnownLot => !!l?.dlc);
  const limit = chosen.sort((a, b) => (a.dlc as string).localeCompare(b.dlc as string))[0];
  return (
    <>
      <PageHeader
        title="Productions"
        description="Ce que la cuisine a produit : recette, lot, quantité, DLC secondaire (jamais au-delà de la DLC de ses ingrédients) et lots utilisés."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Nouvelle production
          </Button>
        }
      />
      <Card withBorder mb="md" padding="md">
        <LotSearch haccp={haccp} onPick={(lot) => setTraced(lot.id)} />
      </Card>
      <RecordList
        haccp={haccp}
        resource={haccp.productions}
        list={list}
        searchPlaceholder="Rechercher un produit, un lot"
        emptyText="Aucune production pour l'instant : enregistrez la première avec « Nouvelle production »."
        columns={[
          {
            key: 'product',
            title: 'Produit',
            render: (r) => (
              <>
                <Text size="sm">{r.product}</Text>
                <Text size="xs" c="dimmed">
                  {r.lots.length ? plural(r.lots.length, 'lot utilisé', 'lots utilisés') : 'sans lot'}
                </Text>
              </>
            ),
          },
          {
            key: 'lot',
            title: 'Lot',
            // a lot number is read and dictated whole during a recall: never broken at its hyphens
            render: (r) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {r.lot}
              </Text>
            ),
          },
          { key: 'quantity', title: 'Quantité', align: 'right', render: qty },
          { key: 'dlc', title: 'DLC secondaire', render: (r) => frDay(r.secondary_dlc) },
        ]}
        rowActions={(r) => (
          <Tooltip label="Traçabilité du lot">
            <ActionIcon variant="subtle" size="lg" aria-label={`Traçabilité du lot ${r.lot}`} onClick={() => setTraced(r.id)}>
              <IconRoute size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        onCorrect={(r) => {
          setKnown((k) => ({ ...k, ...knownOf(r.lots) }));
          editor.openEdit(r);
        }}
        describe={(r) => (
          <Stack gap={2}>
            <Text>
              {r.product}, lot {r.lot} : {qty(r)}, DLC secondaire {frDay(r.secondary_dlc)}
            </Text>
            {r.lots.map((l) => (
              <Text key={l.original_id} size="sm" c="dimmed">
                {lotLabel(l)}
              </Text>
            ))}
          </Stack>
        )}
      />
      <RecordFormModal editor={editor} title={{ create: 'Nouvelle production', correct: 'Corriger la production' }} nonCompliant={false}>
        {recipeOptions.length > 0 && (
          <Select
            size="lg"
            label="Recette"
            placeholder="Choisir une recette"
            description="Ou laissez vide et saisissez le produit"
            data={recipeOptions}
            searchable
            clearable
            nothingFoundMessage="Aucune recette"
            {...form.getInputProps('recipe_id')}
          />
        )}
        {!form.values.recipe_id && (
          <TextInput size="lg" label="Produit" withAsterisk maxLength={120} data-autofocus {...form.getInputProps('product')} />
        )}
        <TextInput
          size="lg"
          label="Numéro de lot"
          description="Proposé à partir de l'heure de production, modifiable"
          maxLength={80}
          {...form.getInputProps('lot')}
        />
        <SimpleGrid cols={2}>
          <DecimalInput
            label="Quantité"
            unit={form.values.unit}
            leftSectionWidth={form.values.unit.length > 2 ? 76 : 44}
            withAsterisk
            {...form.getInputProps('quantity')}
          />
          <Select size="lg" label="Unité" withAsterisk allowDeselect={false} data={[...productionUnits]} {...form.getInputProps('unit')} />
        </SimpleGrid>
        <LotPicker
          haccp={haccp}
          value={form.values.lots}
          onChange={(ids) => form.setFieldValue('lots', ids)}
          known={known}
          onKnown={setKnown}
          error={form.errors.lots as string | undefined}
        />
        <TextInput
          size="lg"
          type="date"
          label="DLC secondaire"
          withAsterisk
          max={limit?.dlc ?? undefined}
          description={limit?.dlc ? `Au plus tard le ${frDay(limit.dlc)} (${lotLabel(limit)})` : undefined}
          {...form.getInputProps('secondary_dlc')}
        />
      </RecordFormModal>
      <LotTraceDrawer haccp={haccp} lotId={traced} onClose={() => setTraced(null)} />
    </>
  );
});
