import { type CurrentUser, changePasswordRequestSchema, updateProfileRequestSchema } from '@fitfit/contracts';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SectionCard } from '../../../../ui/SectionCard';
import { useEditor } from '../../../../ui/useEditor';
import { accountApi } from '../api';

const emailSchema = updateProfileRequestSchema
  .pick({ email: true })
  .extend({ current_password: changePasswordRequestSchema.shape.current_password });
type EmailChange = { email: string; current_password: string };

/** « Adresse e-mail »: a new address asks the current password and is applied once the link sent to it is opened. */
export function EmailSection({ user }: { user: CurrentUser }) {
  const [pending, setPending] = useState<string | null>(null);
  const editor = useEditor<EmailChange, EmailChange & { id: string }, Awaited<ReturnType<typeof accountApi.updateProfile>>>({
    item: { id: user.id, email: '', current_password: '' },
    validate: emailSchema,
    empty: { email: '', current_password: '' },
    toValues: () => ({ email: '', current_password: '' }),
    save: (values) => accountApi.updateProfile({ first_name: user.first_name, last_name: user.last_name, ...values }),
    created: (saved) => (saved.pending_email ? 'Lien de confirmation envoyé' : 'Cette adresse est déjà celle de votre compte'),
    updated: (saved) => (saved.pending_email ? 'Lien de confirmation envoyé' : 'Cette adresse est déjà celle de votre compte'),
    onSaved: (saved) => {
      setPending(saved.pending_email);
      editor.form.reset();
    },
  });
  const { form } = editor;
  return (
    <SectionCard title="Adresse e-mail" description="L’adresse avec laquelle vous vous connectez et recevez les messages de FitFit.">
      <Text size="sm" mb="md">
        Adresse actuelle : <strong>{user.email}</strong>
      </Text>
      {pending && (
        <Alert color="blue" mb="md" role="status" title="Confirmez votre nouvelle adresse">
          Un lien valable 24 heures vient d’être envoyé à <strong>{pending}</strong>. Votre adresse reste {user.email} tant qu’il n’est pas
          ouvert ; un message l’a prévenue de la demande.
        </Alert>
      )}
      <form onSubmit={editor.submit} noValidate>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Nouvelle adresse e-mail" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <PasswordInput
            label="Mot de passe actuel"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('current_password')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={editor.saving}>
            Changer d’adresse
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
