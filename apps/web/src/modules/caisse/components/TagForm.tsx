import { type Tag, type TagInput, tagInputSchema } from '@fitfit/contracts';
import { ColorInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { FormButtons } from '../../../ui/FormButtons';
import { type EditorOptions, useEditor } from '../../../ui/useEditor';
import type { Caisse } from '../api';
import { cardEffects } from '../api';
import { TagBadge } from './common';

export const swatches = ['#2f9e44', '#e8590c', '#e03131', '#1971c2', '#5c940d', '#ae3ec9', '#f08c00', '#0c8599', '#495057', '#c2255c'];

/** Name and colour of a tag, with a live preview of its badge: created in a modal, edited on its page. */
export const TagForm = ({
  caisse,
  tag,
  onCancel,
  onSaved,
}: {
  caisse: Caisse;
  tag: Tag | null;
  onCancel(): void;
  onSaved: EditorOptions<TagInput, Tag, Tag>['onSaved'];
}) => {
  const editor = useEditor<TagInput, Tag>({
    resource: caisse.tags,
    validate: tagInputSchema,
    empty: { name: '', color: '#2f9e44' },
    toValues: (t) => ({ name: t.name, color: t.color }),
    item: tag,
    created: (saved) => `Étiquette « ${saved.name} » ajoutée`,
    updated: 'Étiquette enregistrée',
    affects: cardEffects.tags(caisse),
    onSaved,
  });
  const { form } = editor;
  return (
    <form noValidate onSubmit={editor.submit}>
      <Stack>
        <TextInput label="Nom" withAsterisk data-autofocus maxLength={60} {...form.getInputProps('name')} />
        <ColorInput
          withEyeDropper={false}
          label="Couleur"
          withAsterisk
          format="hex"
          swatches={swatches}
          swatchesPerRow={10}
          {...form.getInputProps('color')}
        />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Aperçu :
          </Text>
          <TagBadge
            tag={{
              name: form.values.name || 'Étiquette',
              color: /^#[0-9a-f]{6}$/i.test(form.values.color) ? form.values.color : '#868e96',
            }}
          />
        </Group>
        <FormButtons onCancel={onCancel} submitLabel={tag ? 'Enregistrer' : 'Ajouter'} saving={editor.saving} />
      </Stack>
    </form>
  );
};
