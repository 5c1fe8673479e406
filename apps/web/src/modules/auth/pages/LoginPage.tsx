import { type LoginRequest, loginRequestSchema } from '@fitfit/contracts';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { roleHome } from '../../../app/homes';
import { getSession, hasValidToken, session } from '../../../app/session/store';
import { zodValidate } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http';
import { authApi } from '../api';
import { PublicFrame } from '../PublicFrame';

export default function LoginPage() {
  const navigate = useNavigate();
  const signingIn = useRef(false);
  const form = useForm<LoginRequest>({ initialValues: { email: '', password: '' }, validate: zodValidate(loginRequestSchema) });
  const mutation = useMutation({
    mutationFn: authApi.login,
    onSuccess: (data) => {
      // Saving the session re-renders this page at once (an external store): without the flag it would send an
      // already signed-in user home, and that navigation could land after the one to nextPage below.
      signingIn.current = true;
      session.setLoginData(data);
      const { nextPage, nextPageState } = getSession();
      session.clearNextPage();
      navigate(nextPage && nextPage !== '/login' ? nextPage : roleHome(data.user.role), { replace: true, state: nextPageState });
    },
  });
  if (!signingIn.current && hasValidToken() && getSession().currentUser)
    return <Navigate to={roleHome(getSession().currentUser!.role)} replace />;

  return (
    <PublicFrame title="Connexion" subtitle="Accédez au back-office de vos restaurants">
      <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack>
          {mutation.isError && (
            <Alert color="red" role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <TextInput label="E-mail" type="email" autoComplete="email" autoFocus withAsterisk {...form.getInputProps('email')} />
          <PasswordInput label="Mot de passe" autoComplete="current-password" withAsterisk {...form.getInputProps('password')} />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            Se connecter
          </Button>
          <Text size="sm" ta="center">
            Pas encore de compte ?{' '}
            <Anchor component={Link} to="/registration">
              Inscrire mon restaurant
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicFrame>
  );
}
