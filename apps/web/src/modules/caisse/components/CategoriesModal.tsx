import { type Category, type CategoryInput, categoryInputSchema } from '@fitfit/contracts';
import { ActionIcon, Button, ColorInput, Group, Modal, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { api } from '../../../lib/http';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useCategoriesLookup } from '../api';
import { ColorDot, Loading } from './common';
import { swatches } from './TagForm';

/** Categories of the card (name, colour, position), managed from the products screen. */
export const CategoriesModal = ({ base, opened, onClose }: { base: string; opened: boolean; onClose(): void }) => {
  const queryClient = useQueryClient();
  const categories = useCategoriesLookup();
  const remove = useDeleteAction({ noun: 'la catégorie' });
  const [editing, setEditing] = useState<Category | null>(null);
  const form = useForm<CategoryInput>({ initialValues: { name: '', color: '#1971c2' }, validate: zodValidate(categoryInputSchema) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['list'] });
  const reset = () => {
    setEditing(null);
    form.setValues({ name: '', color: '#1971c2' });
    form.clearErrors();
  };
  const list = categories.data ?? [];
  const move = async (c: Category, to: number) => {
    const other = list[to];
    if (!other) return;
    try {
      // swap positions with the neighbour, then renumber in order
      const order = list.map((x) => x.id);
      order.splice(list.indexOf(c), 1);
      order.splice(to, 0, c.id);
      await Promise.all(
        order
          .map((id, position) => ({ cat: list.find((x) => x.id === id) as Category, position }))
          .filter(({ cat, position }) => cat.position !== position)
          .map(({ cat, position }) => api.put(`${base}/categories/${cat.id}`, { name: cat.name, color: cat.color, position })),
      );
      await refresh();
    } catch (error) {
      toast.fromError(error);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Catégories de la carte" size="lg" centered>
      <Stack>
        <form
          noValidate
          onSubmit={form.onSubmit(async (values) => {
            try {
              if (editing) {
                await api.put(`${base}/categories/${editing.id}`, { ...values, position: editing.position });
                toast.success(`Catégorie « ${values.name} » enregistrée`);
              } else {
                await api.post(`${base}/categories`, values);
                toast.success(`Catégorie « ${values.name} » ajoutée`);
              }
              reset();
              await refresh();
            } catch (error) {
              if (!applyServerErrors(error, form.setFieldError)) toast.fromError(error);
            }
          })}
        >
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={editing ? 'Nom de la catégorie' : 'Nouvelle catégorie'}
              placeholder="Entrées, Plats…"
              withAsterisk
              style={{ flex: 1 }}
              {...form.getInputProps('name')}
            />
            <ColorInput
              withEyeDropper={false}
              label="Couleur"
              withAsterisk
              format="hex"
              swatches={swatches}
              swatchesPerRow={10}
              w={150}
              {...form.getInputProps('color')}
            />
            <Button type="submit" loading={form.submitting}>
              {editing ? 'Enregistrer' : 'Ajouter'}
            </Button>
            {editing && (
              <Button variant="default" onClick={reset}>
                Annuler
              </Button>
            )}
          </Group>
        </form>
        {categories.isLoading ? (
          <Loading />
        ) : list.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            Aucune catégorie : ajoutez la première.
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nom</Table.Th>
                <Table.Th>Produits</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((c, i) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <ColorDot color={c.color} label={c.name} />
                  </Table.Td>
                  <Table.Td>{c.products_count}</Table.Td>
                  <Table.Td>
                    <Group gap={2} justify="flex-end" wrap="nowrap">
                      <Tooltip label="Monter">
                        <ActionIcon variant="subtle" aria-label={`Monter ${c.name}`} disabled={i === 0} onClick={() => move(c, i - 1)}>
                          <IconArrowUp size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Descendre">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Descendre ${c.name}`}
                          disabled={i === list.length - 1}
                          onClick={() => move(c, i + 1)}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Modifier">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Modifier ${c.name}`}
                          onClick={() => {
                            setEditing(c);
                            form.setValues({ name: c.name, color: c.color });
                          }}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Supprimer (ses produits restent, sans catégorie)">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Supprimer ${c.name}`}
                          onClick={() => remove(`${base}/categories/${c.id}`, c.name)}
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
      </Stack>
    </Modal>
  );
};
