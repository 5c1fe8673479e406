import { type Category, type CategoryInput, categoryInputSchema } from '@fitfit/contracts';
import { ActionIcon, Button, ColorInput, Group, Modal, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Loading } from '../../../ui/QueryState';
import { ReorderButtons } from '../../../ui/ReorderButtons';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { useRefresh } from '../../../ui/useRefresh';
import { type Caisse, cardEffects, useCategoriesLookup } from '../api';
import { ColorDot } from './common';
import { swatches } from './TagForm';

/** Categories of the card (name, colour, position), managed from the products screen. */
export const CategoriesModal = ({ caisse, opened, onClose }: { caisse: Caisse; opened: boolean; onClose(): void }) => {
  const categories = useCategoriesLookup();
  const affects = cardEffects.categories(caisse);
  const remove = useDeleteAction({ resource: caisse.categories, remove: caisse.categories.remove, noun: 'la catégorie', affects });
  const refresh = useRefresh();
  const editor = useEditor<CategoryInput, Category>({
    resource: caisse.categories,
    validate: categoryInputSchema,
    empty: { name: '', color: '#1971c2' },
    toValues: (c) => ({ name: c.name, color: c.color }),
    save: (values, category) => caisse.categories.save(category ? { ...values, position: category.position } : values, category),
    created: (_, values) => `Catégorie « ${values.name} » ajoutée`,
    updated: (_, values) => `Catégorie « ${values.name} » enregistrée`,
    affects,
    onSaved: (): void => editor.openCreate(),
  });
  const { form, editing } = editor;
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
          .map(({ cat, position }) => caisse.categories.save({ name: cat.name, color: cat.color, position }, cat)),
      );
      await refresh(caisse.categories.keys.all, ...affects);
    } catch (error) {
      toast.fromError(error);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Catégories de la carte" size="lg" centered>
      <Stack>
        <form noValidate onSubmit={editor.submit}>
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
            <Button type="submit" loading={editor.saving}>
              {editing ? 'Enregistrer' : 'Ajouter'}
            </Button>
            {editing && (
              <Button variant="default" onClick={editor.openCreate}>
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
                      <ReorderButtons
                        name={c.name}
                        first={i === 0}
                        last={i === list.length - 1}
                        onUp={() => move(c, i - 1)}
                        onDown={() => move(c, i + 1)}
                      />
                      <Tooltip label="Modifier">
                        <ActionIcon variant="subtle" aria-label={`Modifier ${c.name}`} onClick={() => editor.openEdit(c)}>
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Supprimer (ses produits restent, sans catégorie)">
                        <ActionIcon variant="subtle" color="red" aria-label={`Supprimer ${c.name}`} onClick={() => remove(c.id, c.name)}>
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
