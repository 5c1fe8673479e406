import { type ResetPasswordForm, resetPasswordFormSchema } from '@fitfit/contracts';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { session } from '../../../app/session/store';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http';
import { PublicFrame } from '../PublicFrame';
import { accountApi, linkToken } from './api';
import { successTitle } from './successTitle';

const askAgain = (
  <Anchor component={Link} to="/forgot-password">
    Demander un nouveau lien
  </Anchor>
);

/** The link of « Mot de passe oublié »: the new password twice; every session is signed out, this browser's too. */
export default function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // read once, then out of the address bar and the history
  const [token] = useState(() => linkToken(location.hash));
  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);
  const form = useForm<ResetPasswordForm>({
    initialValues: { password: '', password_confirmation: '' },
    validate: zodValidate(resetPasswordFormSchema),
  });
  const mutation = useMutation({
    mutationFn: (values: ResetPasswordForm) => accountApi.resetPassword({ token: token ?? '', password: values.password }),
    // every session of the account has just ended: this browser's is no longer valid either
    onSuccess: () => session.logout(),
    onError: (error) => applyServerErrors(error, form.setFieldError),
  });

  if (!token)
    return (
      <PublicFrame title="Nouveau mot de passe">
        <Stack>
          <Alert color="red" role="alert">
            Ce lien est incomplet. Ouvrez le lien reçu par e-mail tel quel, ou demandez-en un nouveau.
          </Alert>
          <Text size="sm" ta="center">
            {askAgain}
          </Text>
        </Stack>
      </PublicFrame>
    );
  if (mutation.isSuccess)
    return (
      <PublicFrame title="Nouveau mot de passe">
        <Stack>
          <Alert color="green" role="status" title="Mot de passe changé" styles={successTitle}>
            Votre nouveau mot de passe est enregistré. Toutes vos sessions ont été déconnectées : connectez-vous avec ce mot de passe.
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            Se connecter
          </Button>
        </Stack>
      </PublicFrame>
    );
  return (
    <PublicFrame title="Nouveau mot de passe" subtitle="Choisissez le mot de passe de votre compte : 8 caractères au minimum.">
      <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack>
          {mutation.isError && (
            <Alert color="red" role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <PasswordInput
            label="Nouveau mot de passe"
            autoComplete="new-password"
            autoFocus
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirmer le nouveau mot de passe"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            Enregistrer le mot de passe
          </Button>
          <Text size="sm" ta="center">
            {askAgain}
          </Text>
        </Stack>
      </form>
    </PublicFrame>
  );
}
