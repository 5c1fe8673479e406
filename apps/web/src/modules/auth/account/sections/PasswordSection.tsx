import { type ChangePasswordForm, changePasswordFormSchema } from '@fitfit/contracts';
import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { SectionCard } from '../../../../ui/SectionCard';
import { useEditor } from '../../../../ui/useEditor';
import { accountApi, accountKeys } from '../api';

const empty: ChangePasswordForm = { current_password: '', new_password: '', password_confirmation: '' };

/** « Mot de passe »: the current one, the new one twice; every other session is signed out and an e-mail says so. */
export function PasswordSection({ userId }: { userId: string }) {
  const editor = useEditor<ChangePasswordForm, ChangePasswordForm & { id: string }, void>({
    item: { id: userId, ...empty },
    validate: changePasswordFormSchema,
    empty,
    toValues: () => empty,
    save: ({ current_password, new_password }) => accountApi.changePassword({ current_password, new_password }),
    created: 'Mot de passe modifié',
    updated: 'Mot de passe modifié. Vos autres sessions ont été déconnectées.',
    affects: [accountKeys.sessions],
    onSaved: () => {
      editor.form.reset();
    },
  });
  const { form } = editor;
  return (
    <SectionCard
      title="Mot de passe"
      description="8 caractères au minimum. Vos autres sessions seront déconnectées et un e-mail vous le confirmera."
    >
      <form onSubmit={editor.submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <PasswordInput
              label="Mot de passe actuel"
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('current_password')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <PasswordInput label="Nouveau mot de passe" autoComplete="new-password" withAsterisk {...form.getInputProps('new_password')} />
            <PasswordInput
              label="Confirmer le nouveau mot de passe"
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('password_confirmation')}
            />
          </SimpleGrid>
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={editor.saving}>
            Changer le mot de passe
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
