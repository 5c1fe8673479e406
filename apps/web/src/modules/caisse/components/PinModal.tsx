import { type PosUser, type PosUserPin, posUserPinSchema } from '@fitfit/contracts';
import { PasswordInput, Text } from '@mantine/core';
import { zodValidate } from '../../../lib/forms';
import { FormModal } from '../../../ui/FormModal';
import { type Editor, useEditor } from '../../../ui/useEditor';
import type { Caisse } from '../api';

type Values = PosUserPin & { confirmation: string };

/** "Changer le code PIN" of a POS user (`openEdit(user)`): the new PIN, typed twice. */
export const usePinEditor = (caisse: Caisse) =>
  useEditor<Values, PosUser>({
    resource: caisse.posUsers,
    validate: (values) => {
      const errors: Record<string, string> = zodValidate(posUserPinSchema)({ pin: values.pin });
      if (!errors.pin && values.confirmation !== values.pin) errors.confirmation = 'Les deux codes PIN ne correspondent pas';
      return errors;
    },
    empty: { pin: '', confirmation: '' },
    toValues: () => ({ pin: '', confirmation: '' }),
    save: (values, user) => caisse.changePin((user as PosUser).id, values.pin),
    created: '',
    updated: (saved) => `Le code PIN de « ${saved.display_name} » a été changé`,
  });

export function PinModal({ editor }: { editor: Editor<Values, PosUser> }) {
  const { form, editing: user } = editor;
  return (
    <FormModal editor={editor} title="Changer le code PIN" submitLabel="Changer le code PIN" size="md">
      <Text size="sm">
        Nouveau code PIN de <strong>{user?.display_name}</strong>. L'ancien code ne fonctionnera plus sur les terminaux.
      </Text>
      <PasswordInput
        label="Nouveau code PIN"
        description="4 à 6 chiffres"
        withAsterisk
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        data-autofocus
        {...form.getInputProps('pin')}
      />
      <PasswordInput
        label="Confirmer le code PIN"
        withAsterisk
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        {...form.getInputProps('confirmation')}
      />
    </FormModal>
  );
}
