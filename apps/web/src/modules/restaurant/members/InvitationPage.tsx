import {
  type AcceptInvitationForm,
  acceptInvitationFormSchema,
  type InvitationDetails,
  memberAccessDescriptions,
  memberAccessLabels,
} from '@fitfit/contracts';
import { Alert, Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { hasValidToken, session, useSession } from '../../../app/session/store';
import { formatLongDate } from '../../../lib/dates';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http';
import { keys } from '../../../lib/queryKeys';
import { linkToken, PublicFrame, successTitle } from '../../auth';
import { invitationApi } from './api';

const TITLE = 'Invitation';

/** Who invites, to which restaurant, with which access (and what it allows), until when. */
const Summary = ({ invitation }: { invitation: InvitationDetails }) => (
  <Stack gap={6}>
    <Text size="sm">
      {invitation.invited_by} vous invite à rejoindre le back-office de <strong>{invitation.restaurant_name}</strong> avec l’accès{' '}
      <strong>{memberAccessLabels[invitation.access]}</strong> : {memberAccessDescriptions[invitation.access]}.
    </Text>
    <Text size="sm" c="dimmed">
      Invitation adressée à {invitation.email}, valable jusqu’au {formatLongDate(invitation.expires_at)}.
    </Text>
  </Stack>
);

/** A new account: its name and its password (typed twice), then it signs in. */
function NewAccount({ token, invitation }: { token: string; invitation: InvitationDetails }) {
  const form = useForm<AcceptInvitationForm>({
    initialValues: { first_name: '', last_name: '', password: '', password_confirmation: '' },
    validate: zodValidate(acceptInvitationFormSchema),
  });
  const accept = useMutation({
    mutationFn: ({ password_confirmation: _, ...values }: AcceptInvitationForm) => invitationApi.accept({ token, ...values }),
    onError: (error) => applyServerErrors(error, form.setFieldError),
  });
  if (accept.isSuccess)
    return (
      <Stack>
        <Alert color="green" role="status" title="Bienvenue dans l’équipe" styles={successTitle}>
          Votre compte est créé : connectez-vous avec {accept.data.email} et votre mot de passe pour travailler sur{' '}
          {accept.data.restaurant_name}.
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          Se connecter
        </Button>
      </Stack>
    );
  return (
    <form onSubmit={form.onSubmit((values) => accept.mutate(values))} noValidate>
      <Stack>
        <Summary invitation={invitation} />
        {accept.isError && (
          <Alert color="red" role="alert">
            {errorMessage(accept.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Prénom" autoComplete="given-name" withAsterisk {...form.getInputProps('first_name')} />
          <TextInput label="Nom" autoComplete="family-name" withAsterisk {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <PasswordInput
          label="Mot de passe"
          description="8 caractères au minimum"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" loading={accept.isPending} fullWidth>
          Créer mon compte
        </Button>
      </Stack>
    </form>
  );
}

/** An account already has the address: it signs in (its own password, its two-step code), then joins. */
function ExistingAccount({ token, invitation }: { token: string; invitation: InvitationDetails }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useSession((s) => s.token !== null) && hasValidToken();
  const join = useMutation({
    mutationFn: () => invitationApi.join(token),
    onSuccess: async () => {
      // the new restaurant is now this account's working one, and one more in its top bar's list
      await queryClient.invalidateQueries({ queryKey: keys.sessions });
      navigate('/', { replace: true });
    },
  });
  const signIn = () => {
    // back here once signed in, with the token kept in the page's memory (never in a stored address)
    session.setNextPage(`/invitation#token=${token}`);
    navigate('/login');
  };
  return (
    <Stack>
      <Summary invitation={invitation} />
      <Text size="sm">
        Vous avez déjà un compte FitFit Solution avec cette adresse : connectez-vous pour rejoindre le restaurant, sans nouveau mot de
        passe.
      </Text>
      {join.isError && (
        <Alert color="red" role="alert">
          {errorMessage(join.error)}
        </Alert>
      )}
      {signedIn ? (
        <Button onClick={() => join.mutate()} loading={join.isPending} fullWidth>
          Rejoindre {invitation.restaurant_name}
        </Button>
      ) : (
        <Button onClick={signIn} fullWidth>
          Se connecter pour rejoindre
        </Button>
      )}
    </Stack>
  );
}

/**
 * The link of an invitation to a restaurant's team (public): the token after `#` is read once, then taken out of the
 * address bar and the history. A new address creates its account here; an existing account joins once signed in.
 */
export default function InvitationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => linkToken(location.hash));
  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => invitationApi.read(token ?? ''),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (!token || invitation.isError)
    return (
      <PublicFrame title={TITLE}>
        <Stack>
          <Alert color="red" role="alert">
            {token ? errorMessage(invitation.error) : 'Ce lien est incomplet : ouvrez le lien reçu par e-mail tel quel.'}
          </Alert>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              Aller à la connexion
            </Anchor>
          </Text>
        </Stack>
      </PublicFrame>
    );
  if (!invitation.data)
    return (
      <PublicFrame title={TITLE}>
        <Text size="sm" c="dimmed" role="status">
          Lecture de l’invitation…
        </Text>
      </PublicFrame>
    );
  const details = invitation.data;
  return (
    <PublicFrame title={`Rejoindre ${details.restaurant_name}`} width={520}>
      {details.account_exists ? <ExistingAccount token={token} invitation={details} /> : <NewAccount token={token} invitation={details} />}
    </PublicFrame>
  );
}
