import { type OptionGroup, type OptionGroupInput, optionGroupInputSchema } from '@fitfit/contracts';
import { ActionIcon, Alert, Button, Card, Group, NumberInput, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { api } from '../../../lib/http';
import { PageHeader } from '../../../ui/PageHeader';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { CardEntityFormPage } from '../components/CardEntityFormPage';
import { EuroInput } from '../components/common';

/** /caisse/options/create-an-option and /caisse/options/:id */
export default function OptionFormPage() {
  return (
    <CardEntityFormPage<OptionGroup> resource="options" backTo="/caisse/options" backLabel="Retour aux options">
      {(base, group) => <OptionForm key={group ? group.updated_at : 'new'} base={base} group={group} />}
    </CardEntityFormPage>
  );
}

function OptionForm({ base, group }: { base: string; group: OptionGroup | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAction({ noun: "le groupe d'options" });
  const form = useForm<OptionGroupInput>({
    initialValues: group
      ? {
          name: group.name,
          min_choices: group.min_choices,
          max_choices: group.max_choices,
          values: group.values.map((v) => ({ name: v.name, price_delta_cents: v.price_delta_cents })),
        }
      : { name: '', min_choices: 0, max_choices: 1, values: [{ name: '', price_delta_cents: 0 }] },
    validate: zodValidate(optionGroupInputSchema),
  });
  const values = form.values.values;
  return (
    <>
      <PageHeader
        title={group ? `Option « ${group.name} »` : 'Créer une option'}
        description="Un groupe d'options (ex. Cuisson) avec le nombre de choix permis et ses valeurs ; le supplément peut être négatif."
        actions={
          group && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={async () => {
                if (await remove(`${base}/options/${group.id}`, group.name)) navigate('/caisse/options');
              }}
            >
              Supprimer
            </Button>
          )
        }
      />
      <form
        noValidate
        onSubmit={form.onSubmit(async (v) => {
          try {
            const saved = group
              ? await api.put<OptionGroup>(`${base}/options/${group.id}`, v)
              : await api.post<OptionGroup>(`${base}/options`, v);
            await queryClient.invalidateQueries({ queryKey: ['list'] });
            await queryClient.invalidateQueries({ queryKey: ['entity'] });
            toast.success(group ? `Option « ${saved.name} » enregistrée` : `Option « ${saved.name} » créée`);
            navigate('/caisse/options');
          } catch (error) {
            if (!applyServerErrors(error, form.setFieldError)) toast.fromError(error);
          }
        })}
      >
        <Stack maw={820}>
          <Card withBorder>
            <Stack>
              <TextInput label="Nom" withAsterisk placeholder="Cuisson, Accompagnement…" {...form.getInputProps('name')} />
              <Group grow align="flex-start">
                <NumberInput
                  label="Choix minimum"
                  description="0 = facultatif"
                  withAsterisk
                  min={0}
                  max={50}
                  allowDecimal={false}
                  {...form.getInputProps('min_choices')}
                />
                <NumberInput
                  label="Choix maximum"
                  withAsterisk
                  min={1}
                  max={50}
                  allowDecimal={false}
                  {...form.getInputProps('max_choices')}
                />
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
                  {values.map((v, i) => (
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
                        <EuroInput
                          aria-label={`Supplément de la valeur ${i + 1}`}
                          allowNegative
                          value={v.price_delta_cents}
                          onChange={(c) => form.setFieldValue(`values.${i}.price_delta_cents`, c)}
                          error={form.errors[`values.${i}.price_delta_cents`]}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Group gap={2} wrap="nowrap">
                          <Tooltip label="Monter">
                            <ActionIcon
                              variant="subtle"
                              aria-label={`Monter la valeur ${i + 1}`}
                              disabled={i === 0}
                              onClick={() => form.reorderListItem('values', { from: i, to: i - 1 })}
                            >
                              <IconArrowUp size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Descendre">
                            <ActionIcon
                              variant="subtle"
                              aria-label={`Descendre la valeur ${i + 1}`}
                              disabled={i === values.length - 1}
                              onClick={() => form.reorderListItem('values', { from: i, to: i + 1 })}
                            >
                              <IconArrowDown size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Retirer">
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Retirer la valeur ${i + 1}`}
                              onClick={() => form.removeListItem('values', i)}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/caisse/options">
              Annuler
            </Button>
            <Button type="submit" loading={form.submitting}>
              {group ? 'Enregistrer' : 'Créer'}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
