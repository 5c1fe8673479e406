import { type CurrentUser, updateProfileRequestSchema } from '@fitfit/contracts';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { session } from '../../../../app/session/store';
import { SectionCard } from '../../../../ui/SectionCard';
import { useEditor } from '../../../../ui/useEditor';
import { accountApi } from '../api';

const nameSchema = updateProfileRequestSchema.pick({ first_name: true, last_name: true });
type Name = { first_name: string; last_name: string };

/** « Profil »: first and last name, saved at once (the top bar shows them). */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const editor = useEditor<Name, Name & { id: string }, Awaited<ReturnType<typeof accountApi.updateProfile>>>({
    item: { id: user.id, first_name: user.first_name, last_name: user.last_name },
    validate: nameSchema,
    empty: { first_name: '', last_name: '' },
    toValues: ({ first_name, last_name }) => ({ first_name, last_name }),
    save: (values) => accountApi.updateProfile({ ...values, email: user.email }),
    created: 'Profil enregistré',
    updated: 'Profil enregistré',
    onSaved: (saved) => session.setCurrentUser(saved.user),
  });
  const { form } = editor;
  return (
    <SectionCard title="Profil" description="Votre nom tel qu’il apparaît dans le back-office.">
      <form onSubmit={editor.submit} noValidate>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Prénom" autoComplete="given-name" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Nom" autoComplete="family-name" withAsterisk {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={editor.saving}>
            Enregistrer le profil
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
