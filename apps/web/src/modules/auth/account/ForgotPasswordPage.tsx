import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@fitfit/contracts';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http';
import { PublicFrame } from '../PublicFrame';
import { accountApi } from './api';
import { successTitle } from './successTitle';

/** « Mot de passe oublié »: an e-mail with a link valid 30 minutes; the answer is the same whether the account exists or not. */
export default function ForgotPasswordPage() {
  const form = useForm<ForgotPasswordRequest>({ initialValues: { email: '' }, validate: zodValidate(forgotPasswordRequestSchema) });
  const mutation = useMutation({
    mutationFn: accountApi.forgotPassword,
    onError: (error) => applyServerErrors(error, form.setFieldError),
  });

  return (
    <PublicFrame title="Mot de passe oublié" subtitle="Recevez par e-mail un lien pour choisir un nouveau mot de passe.">
      {mutation.isSuccess ? (
        <Stack>
          <Alert color="green" role="status" title="Vérifiez votre boîte de réception" styles={successTitle}>
            {mutation.data.message}
          </Alert>
          <Text size="sm">Pensez à regarder dans les courriers indésirables si rien n’arrive d’ici quelques minutes.</Text>
          <Button component={Link} to="/login" variant="default" fullWidth>
            Retour à la connexion
          </Button>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
          <Stack>
            {mutation.isError && (
              <Alert color="red" role="alert">
                {errorMessage(mutation.error)}
              </Alert>
            )}
            <TextInput label="E-mail du compte" type="email" autoComplete="email" autoFocus withAsterisk {...form.getInputProps('email')} />
            <Button type="submit" loading={mutation.isPending} fullWidth>
              Envoyer le lien
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to="/login">
                Retour à la connexion
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </PublicFrame>
  );
}
