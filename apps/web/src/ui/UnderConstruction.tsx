import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentPage } from '../app/usePage';

/** Honest state of a page whose module is not built yet: it is listed, reachable, and says so. */
export default function UnderConstruction() {
  const page = useCurrentPage();
  return (
    <Stack gap="lg">
      <Title order={2}>{page?.title}</Title>
      <Card withBorder padding="xl" radius="md">
        <Group align="flex-start" wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="light">
            <IconTools size={28} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text fw={600}>Module en cours de construction</Text>
            <Text c="dimmed" size="sm">
              {page?.description}. Cet écran arrive dans une prochaine version de FitFit Solution ; vos données existantes ne sont pas
              affectées.
            </Text>
            <Group mt="sm">
              <Button component={Link} to="/" variant="light">
                Retour à l'accueil
              </Button>
            </Group>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
