import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { hasValidToken } from '../../../app/session/store';
import { errorMessage } from '../../../lib/http';
import { keys } from '../../../lib/queryKeys';
import { PublicFrame } from '../PublicFrame';
import { accountApi, linkToken } from './api';
import { successTitle } from './successTitle';

/** The link of an e-mail change, opened from the new address: applies the change at once. */
export default function ConfirmEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token] = useState(() => linkToken(location.hash));
  const sent = useRef(false);
  const mutation = useMutation({
    mutationFn: accountApi.confirmEmail,
    // a signed-in tab shows the new address on its next read of the user
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.sessions }),
  });
  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    if (token && !sent.current) {
      sent.current = true;
      mutation.mutate(token);
    }
  }, [location, navigate, token, mutation]);
  const next = hasValidToken() ? { to: '/account', label: 'Retour à Mon compte' } : { to: '/login', label: 'Se connecter' };

  return (
    <PublicFrame title="Confirmer l’adresse e-mail">
      <Stack>
        {!token && (
          <Alert color="red" role="alert">
            Ce lien est incomplet. Ouvrez le lien reçu par e-mail tel quel, ou changez à nouveau votre adresse depuis « Mon compte ».
          </Alert>
        )}
        {token && (mutation.isIdle || mutation.isPending) && (
          <Center py="md">
            <Loader aria-label="Confirmation en cours" />
          </Center>
        )}
        {mutation.isSuccess && (
          <Alert color="green" role="status" title="Adresse confirmée" styles={successTitle}>
            Votre adresse de connexion est désormais {mutation.data.email}.
          </Alert>
        )}
        {mutation.isError && (
          <Alert color="red" role="alert">
            {errorMessage(mutation.error)}
          </Alert>
        )}
        {(!token || mutation.isSuccess || mutation.isError) && (
          <Button component={Link} to={next.to} variant="default" fullWidth>
            {next.label}
          </Button>
        )}
      </Stack>
    </PublicFrame>
  );
}
