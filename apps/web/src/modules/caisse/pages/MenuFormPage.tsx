import { type Menu, type MenuDayHours, type MenuInput, menuInputSchema } from '@fitfit/contracts';
import { Alert, Button, Card, Group, MultiSelect, SimpleGrid, Stack, Switch, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { formatRate } from '../../../lib/format';
import { DeleteButton } from '../../../ui/DeleteButton';
import { EntityFormPage } from '../../../ui/EntityFormPage';
import { HoursEditor } from '../../../ui/HoursEditor';
import { MoneyInput, QuantityInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { ReorderButtons } from '../../../ui/ReorderButtons';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { type Caisse, caisseResources, cardEffects, useProductsLookup, useTaxesLookup } from '../api';
import { CardItemForm } from '../components/CardItemForm';
import { MenuVatSplit, onSpotRate } from '../components/MenuVatSplit';
import { PricesAndTaxFields } from '../components/PricesAndTaxFields';
import { useCardItemEditor } from '../components/useCardItemEditor';

type Step = {
  title: string;
  min_choices: number;
  max_choices: number;
  products: { product_id: string; supplement_cents: number | undefined }[];
};
type Values = {
  name: string;
  description: string;
  tax_id: string;
  price_on_spot_cents: number | undefined;
  price_takeaway_cents: number | undefined;
  price_delivery_cents: number | undefined;
  active: boolean;
  steps: Step[];
  hours: MenuDayHours[];
};

/** /caisse/menus/create-a-menu and /caisse/menus/:id */
export default restaurantPage(function MenuFormPage({ restaurantId }) {
  const caisse = caisseResources(restaurantId);
  return (
    <EntityFormPage<Menu> resource={caisse.menus} backTo="/caisse/menus" backLabel="Retour aux menus">
      {(menu) => <MenuForm key={menu ? menu.id : 'new'} caisse={caisse} menu={menu} />}
    </EntityFormPage>
  );
});

const rateLabel = (bp: number | undefined) => (bp === undefined ? '…' : formatRate(bp));

const newStep = (): Step => ({ title: '', min_choices: 1, max_choices: 1, products: [] });

const toValues = (menu: Menu): Values => ({
  name: menu.name,
  description: menu.description ?? '',
  tax_id: menu.tax_id,
  price_on_spot_cents: menu.price_on_spot_cents,
  price_takeaway_cents: menu.price_takeaway_cents,
  price_delivery_cents: menu.price_delivery_cents,
  active: menu.active,
  steps: menu.steps.map((s) => ({
    title: s.title,
    min_choices: s.min_choices,
    max_choices: s.max_choices,
    products: s.products.map((p) => ({ product_id: p.product_id, supplement_cents: p.supplement_cents })),
  })),
  hours: menu.hours,
});
const empty: Values = {
  name: '',
  description: '',
  tax_id: '',
  price_on_spot_cents: 0,
  price_takeaway_cents: 0,
  price_delivery_cents: 0,
  active: true,
  steps: [newStep()],
  hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    closed: weekday === 0,
    ranges: weekday === 0 ? [] : [{ start: '11:30', end: '14:30' }],
  })),
};

function MenuForm({ caisse, menu }: { caisse: Caisse; menu: Menu | null }) {
  const navigate = useNavigate();
  const affects = cardEffects.menus(caisse);
  const remove = useDeleteAction({ resource: caisse.menus, noun: 'le menu', affects });
  const products = useProductsLookup();
  const taxes = useTaxesLookup();
  const productById = new Map((products.data ?? []).map((p) => [p.id, p]));
  const productName = new Map((products.data ?? []).map((p) => [p.id, p.name]));
  const taxById = new Map((taxes.data ?? []).map((t) => [t.id, t]));
  const card = useCardItemEditor<Values, Menu>({
    resource: caisse.menus,
    photo: caisse.photos.menus,
    item: menu,
    listPath: '/caisse/menus',
    affects,
    schema: menuInputSchema,
    toValues,
    empty,
    toBody: (values) => ({ ...values, description: values.description || null }),
    save: (body, row) => caisse.menus.save(body as MenuInput, row),
    created: (saved) => `Menu « ${saved.name} » créé`,
    updated: (saved) => `« ${saved.name} » enregistré`,
    announceInvalid: true,
  });
  const { form } = card.editor;

  const stepErrors = Object.entries(form.errors).filter(([k]) => k === 'steps');
  return (
    <>
      <PageHeader
        title={menu ? menu.name : 'Créer un menu'}
        description="Une formule : prix par type de commande, étapes de composition, horaires de disponibilité."
        actions={menu && <DeleteButton onDelete={() => remove(menu.id, menu.name)} then={() => navigate('/caisse/menus')} />}
      />
      <CardItemForm card={card} listPath="/caisse/menus" submitLabel={menu ? 'Enregistrer' : 'Créer le menu'}>
        <Card withBorder>
          <Stack>
            <TextInput label="Nom" withAsterisk placeholder="Formule midi" {...form.getInputProps('name')} />
            <Textarea label="Description" autosize minRows={2} maxLength={1000} {...form.getInputProps('description')} />
            <PricesAndTaxFields
              inputProps={form.getInputProps}
              taxId={form.values.tax_id}
              taxError={form.errors.tax_id}
              onTaxChange={(taxId) => form.setFieldValue('tax_id', taxId)}
              labels={['Prix sur place', 'Prix à emporter', 'Prix en livraison']}
            />
            <Switch label="Menu actif (proposé sur les terminaux)" {...form.getInputProps('active', { type: 'checkbox' })} />
          </Stack>
        </Card>
        <Card withBorder>
          <Group justify="space-between" mb="sm">
            <Title order={4}>Composition</Title>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('steps', newStep())}
              disabled={form.values.steps.length >= 10}
            >
              Ajouter une étape
            </Button>
          </Group>
          {stepErrors.map(([k, v]) => (
            <Alert key={k} color="red" mb="sm">
              {String(v)}
            </Alert>
          ))}
          <Stack>
            {form.values.steps.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
              <Card key={i} withBorder bg="var(--mantine-color-gray-light)">
                <Group justify="space-between" mb="xs">
                  <Text fw={600}>Étape {i + 1}</Text>
                  <ReorderButtons
                    name={`l'étape ${i + 1}`}
                    first={i === 0}
                    last={i === form.values.steps.length - 1}
                    onUp={() => form.reorderListItem('steps', { from: i, to: i - 1 })}
                    onDown={() => form.reorderListItem('steps', { from: i, to: i + 1 })}
                    onRemove={() => form.removeListItem('steps', i)}
                    removeHint="Retirer l'étape"
                  />
                </Group>
                <SimpleGrid cols={{ base: 1, xs: 3 }}>
                  <TextInput label="Titre" withAsterisk placeholder="Entrée, Plat, Dessert…" {...form.getInputProps(`steps.${i}.title`)} />
                  <QuantityInput label="Choix minimum" max={20} {...form.getInputProps(`steps.${i}.min_choices`)} />
                  <QuantityInput label="Choix maximum" min={1} max={20} {...form.getInputProps(`steps.${i}.max_choices`)} />
                </SimpleGrid>
                <MultiSelect
                  mt="sm"
                  label="Produits proposés"
                  withAsterisk
                  searchable
                  placeholder={step.products.length ? undefined : 'Choisir des produits'}
                  data={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  value={step.products.map((p) => p.product_id)}
                  error={form.errors[`steps.${i}.products`]}
                  onChange={(ids) =>
                    form.setFieldValue(
                      `steps.${i}.products`,
                      ids.map(
                        (product_id) => step.products.find((p) => p.product_id === product_id) ?? { product_id, supplement_cents: 0 },
                      ),
                    )
                  }
                />
                {step.products.length > 0 && (
                  <Table mt="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Produit</Table.Th>
                        <Table.Th>TVA sur place</Table.Th>
                        <Table.Th w={170}>Supplément</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {step.products.map((p, k) => (
                        <Table.Tr key={p.product_id}>
                          <Table.Td>{productName.get(p.product_id) ?? '…'}</Table.Td>
                          <Table.Td>{rateLabel(onSpotRate(productById.get(p.product_id), taxById))}</Table.Td>
                          <Table.Td>
                            <MoneyInput
                              size="xs"
                              aria-label={`Supplément de ${productName.get(p.product_id) ?? 'ce produit'}`}
                              {...form.getInputProps(`steps.${i}.products.${k}.supplement_cents`)}
                            />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Card>
            ))}
            <MenuVatSplit steps={form.values.steps} priceCents={form.values.price_on_spot_cents} products={productById} taxes={taxById} />
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={4} mb="xs">
            Horaires de disponibilité
          </Title>
          {typeof form.errors.hours === 'string' && (
            <Alert color="red" mb="sm">
              {form.errors.hours}
            </Alert>
          )}
          <HoursEditor
            value={form.values.hours}
            onChange={(hours) => {
              form.setFieldValue('hours', hours);
              form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([k]) => !k.startsWith('hours'))));
            }}
            errors={form.errors}
          />
        </Card>
      </CardItemForm>
    </>
  );
}
