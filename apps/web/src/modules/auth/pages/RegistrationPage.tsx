import { AFFILIATE_CODE_PARAM, type RegistrationRequest, registrationRequestSchema } from '@fitfit/contracts';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { session } from '../../../app/session/store';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http';
import { authApi } from '../api';
import { PublicFrame } from '../PublicFrame';

export default function RegistrationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<RegistrationRequest>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      restaurant_name: '',
      affiliate_code: params.get(AFFILIATE_CODE_PARAM) ?? '',
    },
    validate: zodValidate(registrationRequestSchema),
  });
  const mutation = useMutation({
    mutationFn: (values: RegistrationRequest) => authApi.register({ ...values, affiliate_code: values.affiliate_code || undefined }),
    onSuccess: (data) => {
      session.setLoginData(data);
      navigate('/complete-registration', { replace: true });
    },
    onError: (error) => applyServerErrors(error, form.setFieldError),
  });

  return (
    <PublicFrame title="Inscription" subtitle="Créez votre compte restaurateur en une minute" width={520}>
      <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack>
          {mutation.isError && (
            <Alert color="red" role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <Group grow align="flex-start">
            <TextInput label="Prénom" autoComplete="given-name" withAsterisk {...form.getInputProps('first_name')} />
            <TextInput label="Nom" autoComplete="family-name" withAsterisk {...form.getInputProps('last_name')} />
          </Group>
          <TextInput label="E-mail" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <PasswordInput
            label="Mot de passe"
            description="8 caractères au minimum"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <TextInput label="Nom du restaurant" withAsterisk {...form.getInputProps('restaurant_name')} />
          <TextInput
            label="Code affilié"
            description="Facultatif : le code remis par votre commercial FitFit"
            {...form.getInputProps('affiliate_code')}
          />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            Créer mon compte
          </Button>
          <Text size="sm" ta="center">
            Déjà inscrit ?{' '}
            <Anchor component={Link} to="/login">
              Se connecter
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicFrame>
  );
}
