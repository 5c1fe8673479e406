import { ROUTER_FALLBACK_MESSAGE } from '@fitfit/contracts';
import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Router fallback (SPEC §8): "Unexpected Application Error!" with a way back. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={520}>
        <Title order={1} size="h2">
          {ROUTER_FALLBACK_MESSAGE}
        </Title>
        <Text c="dimmed" ta="center">
          Une erreur inattendue a interrompu l'affichage de cette page.
        </Text>
        {detail && <Code>{detail}</Code>}
        <Button onClick={() => window.location.assign('/')}>Retour à l'accueil</Button>
      </Stack>
    </Center>
  );
}
