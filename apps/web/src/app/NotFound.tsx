import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center">
        <Title order={1} size="h2">
          Page introuvable
        </Title>
        <Text c="dimmed">Cette adresse ne correspond à aucune page de FitFit Solution.</Text>
        <Button component={Link} to="/">
          Retour à l'accueil
        </Button>
      </Stack>
    </Center>
  );
}
