import { type TagInput, tagInputSchema } from '@fitfit/contracts';
import { Button, ColorInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { TagBadge } from './common';

export const swatches = ['#2f9e44', '#e8590c', '#e03131', '#1971c2', '#5c940d', '#ae3ec9', '#f08c00', '#0c8599', '#495057', '#c2255c'];

/** Name and colour of a tag, with a live preview of its badge. */
export const TagForm = ({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: TagInput;
  submitLabel: string;
  onSubmit(values: TagInput): Promise<unknown>;
  onCancel?(): void;
}) => {
  const form = useForm<TagInput>({ initialValues: initial, validate: zodValidate(tagInputSchema) });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          await onSubmit(values);
        } catch (error) {
          applyServerErrors(error, form.setFieldError);
        }
      })}
    >
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
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Annuler
            </Button>
          )}
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
