import { type LoginRequest, loginRequestSchema, pageByKey, type SessionResponse } from '@fitfit/contracts';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { roleHome } from '../../../app/homes';
import { getSession, hasValidToken, session } from '../../../app/session/store';
import { zodValidate } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http';
import { authApi } from '../api';
import { PublicFrame } from '../PublicFrame';
import { LoginCodeStep } from '../totp/LoginCodeStep';

export default function LoginPage() {
  const navigate = useNavigate();
  const signingIn = useRef(false);
  // Two-step verification: the password answered with a challenge, the code step shows (`restarted`: why it ended)
  const [challenge, setChallenge] = useState<string | null>(null);
  const [restarted, setRestarted] = useState<string | null>(null);
  const form = useForm<LoginRequest>({ initialValues: { email: '', password: '' }, validate: zodValidate(loginRequestSchema) });
  const signedIn = (data: SessionResponse) => {
    // Saving the session re-renders this page at once (an external store): without the flag it would send an
    // already signed-in user home, and that navigation could land after the one to nextPage below.
    signingIn.current = true;
    session.setLoginData(data);
    // An administrator without two-step verification under ADMIN_MFA=required sets it up first; nextPage waits.
    if (data.user.totp_setup_required) return navigate(pageByKey('two-step-setup').route, { replace: true });
    const { nextPage, nextPageState } = getSession();
    session.clearNextPage();
    navigate(nextPage && nextPage !== '/login' ? nextPage : roleHome(data.user.role), { replace: true, state: nextPageState });
  };
  const mutation = useMutation({
    mutationFn: authApi.login,
    onMutate: () => setRestarted(null),
    onSuccess: (data) => (data.status === 'totp_required' ? setChallenge(data.challenge) : signedIn(data)),
  });
  const restart = (message?: string) => {
    setChallenge(null);
    setRestarted(message ?? null);
    form.setFieldValue('password', '');
    mutation.reset();
  };
  if (!signingIn.current && hasValidToken() && getSession().currentUser)
    return <Navigate to={roleHome(getSession().currentUser!.role)} replace />;

  if (challenge)
    return (
      <PublicFrame title="Vérification en deux étapes" subtitle="Votre compte demande un code en plus du mot de passe">
        <LoginCodeStep challenge={challenge} onSignedIn={signedIn} onRestart={restart} />
      </PublicFrame>
    );
  return (
    <PublicFrame title="Connexion" subtitle="Accédez au back-office de vos restaurants">
      <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack>
          {(mutation.isError || restarted) && (
            <Alert color="red" role="alert">
              {mutation.isError ? errorMessage(mutation.error) : restarted}
            </Alert>
          )}
          <TextInput label="E-mail" type="email" autoComplete="email" autoFocus withAsterisk {...form.getInputProps('email')} />
          <PasswordInput label="Mot de passe" autoComplete="current-password" withAsterisk {...form.getInputProps('password')} />
          <Anchor component={Link} to="/forgot-password" size="sm" mt={-8} style={{ alignSelf: 'flex-end' }}>
            Mot de passe oublié ?
          </Anchor>
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
