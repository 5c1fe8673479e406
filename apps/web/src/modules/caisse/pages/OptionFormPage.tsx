import { type OptionGroup, type OptionGroupInput, optionGroupInputSchema } from '@fitfit/contracts';
import { Alert, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../ui/DeleteButton';
import { EntityFormPage } from '../../../ui/EntityFormPage';
import { FormButtons } from '../../../ui/FormButtons';
import { MoneyInput, QuantityInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { ReorderButtons } from '../../../ui/ReorderButtons';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { type Caisse, caisseResources, cardEffects } from '../api';

/** /caisse/options/create-an-option and /caisse/options/:id */
export default restaurantPage(function OptionFormPage({ restaurantId }) {
  const caisse = caisseResources(restaurantId);
  return (
    <EntityFormPage<OptionGroup> resource={caisse.options} backTo="/caisse/options" backLabel="Retour aux options">
      {(group) => <OptionForm key={group ? group.updated_at : 'new'} caisse={caisse} group={group} />}
    </EntityFormPage>
  );
});

function OptionForm({ caisse, group }: { caisse: Caisse; group: OptionGroup | null }) {
  const navigate = useNavigate();
  const affects = cardEffects.options(caisse);
  const remove = useDeleteAction({ resource: caisse.options, noun: "le groupe d'options", affects });
  const back = () => navigate('/caisse/options');
  const editor = useEditor<OptionGroupInput, OptionGroup>({
    resource: caisse.options,
    validate: optionGroupInputSchema,
    item: group,
    toValues: (g) => ({
      name: g.name,
      min_choices: g.min_choices,
      max_choices: g.max_choices,
      values: g.values.map((v) => ({ name: v.name, price_delta_cents: v.price_delta_cents })),
    }),
    empty: { name: '', min_choices: 0, max_choices: 1, values: [{ name: '', price_delta_cents: 0 }] },
    created: (saved) => `Option « ${saved.name} » créée`,
    updated: (saved) => `Option « ${saved.name} » enregistrée`,
    affects,
    onSaved: back,
  });
  const { form } = editor;
  const values = form.values.values;
  return (
    <>
      <PageHeader
        title={group ? `Option « ${group.name} »` : 'Créer une option'}
        description="Un groupe d'options (ex. Cuisson) avec le nombre de choix permis et ses valeurs ; le supplément peut être négatif."
        actions={group && <DeleteButton onDelete={() => remove(group.id, group.name)} then={back} />}
      />
      <form noValidate onSubmit={editor.submit}>
        <Stack maw={820}>
          <Card withBorder>
            <Stack>
              <TextInput label="Nom" withAsterisk placeholder="Cuisson, Accompagnement…" {...form.getInputProps('name')} />
              <Group grow align="flex-start">
                <QuantityInput
                  label="Choix minimum"
                  description="0 = facultatif"
                  withAsterisk
                  max={50}
                  {...form.getInputProps('min_choices')}
                />
                <QuantityInput label="Choix maximum" withAsterisk min={1} max={50} {...form.getInputProps('max_choices')} />
              </Group>
            </Stack>
          </Card>
          <Card withBorder>
            <Group justify="space-between" mb="sm">
              <Title order={4}>Valeurs</Title>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => form.insertListItem('values', { name: '', price_delta_cents: 0 })}
              >
                Ajouter une valeur
              </Button>
            </Group>
            {form.errors.values && (
              <Alert color="red" mb="sm">
                {form.errors.values}
              </Alert>
            )}
            {values.length === 0 ? (
              <Text c="dimmed" size="sm">
                Aucune valeur : ajoutez-en au moins une.
              </Text>
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Nom</Table.Th>
                    <Table.Th w={180}>Supplément</Table.Th>
                    <Table.Th w={130}>Ordre</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {values.map((_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                    <Table.Tr key={i}>
                      <Table.Td>
                        <TextInput
                          aria-label={`Nom de la valeur ${i + 1}`}
                          placeholder="Saignant"
                          {...form.getInputProps(`values.${i}.name`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <MoneyInput
                          aria-label={`Supplément de la valeur ${i + 1}`}
                          allowNegative
                          {...form.getInputProps(`values.${i}.price_delta_cents`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <ReorderButtons
                          name={`la valeur ${i + 1}`}
                          first={i === 0}
                          last={i === values.length - 1}
                          onUp={() => form.reorderListItem('values', { from: i, to: i - 1 })}
                          onDown={() => form.reorderListItem('values', { from: i, to: i + 1 })}
                          onRemove={() => form.removeListItem('values', i)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
          <FormButtons cancelTo="/caisse/options" submitLabel={group ? 'Enregistrer' : 'Créer'} saving={editor.saving} />
        </Stack>
      </form>
    </>
  );
}
