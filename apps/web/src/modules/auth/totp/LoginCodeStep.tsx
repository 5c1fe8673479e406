import { recoveryCodesRequestSchema, type SessionResponse, totpConfirmRequestSchema } from '@fitfit/contracts';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { zodValidate } from '../../../lib/forms';
import { ApiError, errorMessage } from '../../../lib/http';
import { totpApi } from './api';

/**
 * The sign-in's second step, for an account with two-step verification: the 6-digit code of the app (offered by the
 * browser or the phone from an SMS-like autofill: `one-time-code`), or one of the recovery codes.
 */
export function LoginCodeStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: SessionResponse) => void;
  /** Back to the e-mail and password (the challenge expired, or the person asks), with the reason if any. */
  onRestart: (message?: string) => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const form = useForm({
    initialValues: { code: '' },
    validate: (values) => zodValidate(recovery ? recoveryCodesRequestSchema : totpConfirmRequestSchema)(values),
  });
  const mutation = useMutation({
    mutationFn: (code: string) => totpApi.loginWithCode({ challenge, code }),
    onSuccess: onSignedIn,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'challenge_expired') onRestart(error.message);
      else form.setFieldValue('code', '');
    },
  });
  const switchKind = () => {
    setRecovery((r) => !r);
    form.reset();
    mutation.reset();
  };

  return (
    <form onSubmit={form.onSubmit(({ code }) => mutation.mutate(code))} noValidate>
      <Stack>
        {mutation.isError && (
          <Alert color="red" role="alert">
            {errorMessage(mutation.error)}
          </Alert>
        )}
        {recovery ? (
          <TextInput
            key="recovery"
            label="Code de secours"
            description="Un des codes enregistrés lors de l’activation, par exemple ABCD-EFGH-JKMN. Chacun ne sert qu’une fois."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            withAsterisk
            {...form.getInputProps('code')}
          />
        ) : (
          <TextInput
            key="app"
            label="Code de vérification"
            description="Le code à 6 chiffres affiché par votre application d’authentification."
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            autoFocus
            withAsterisk
            {...form.getInputProps('code')}
          />
        )}
        <Button type="submit" loading={mutation.isPending} fullWidth>
          Vérifier
        </Button>
        <Button variant="subtle" onClick={switchKind}>
          {recovery ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" onClick={() => onRestart()}>
            Revenir à l’e-mail et au mot de passe
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
