import { type CurrentUser, type ModuleCode, mainModules } from '@fitfit/contracts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { firstHeldPage } from './homes';

/**
 * A page of a module the current restaurant does not hold, shown inside the layout (its sidebar stays
 * usable): which module is missing, and how to get it — the admin assigns it, anyone else asks FitFit.
 */
export function ModuleRefused({ code, user }: { code: ModuleCode; user: CurrentUser }) {
  const module = mainModules.find((m) => m.code_name === code)?.title ?? code;
  const restaurant = user.restaurant;
  const home = firstHeldPage(user);
  return (
    <Stack maw={640} gap="md">
      <Title order={1} size="h2">
        Accès refusé
      </Title>
      <Alert color="orange" icon={<IconLock size={18} />} title={`Module ${module} non souscrit`}>
        <Text size="sm">
          {restaurant ? `Le restaurant « ${restaurant.name} » n'a pas le module ${module}.` : `Ce restaurant n'a pas le module ${module}.`}{' '}
          {user.role === 'admin'
            ? 'Vous pouvez le lui attribuer depuis la fiche du restaurant.'
            : "Pour l'ajouter, demandez-le à l'équipe FitFit : elle l'attribue à votre restaurant, sans autre installation."}
        </Text>
      </Alert>
      <Group>
        {user.role === 'admin' && restaurant && (
          <Button component={Link} to={`/admin/restaurants/${restaurant.id}/modules`}>
            Attribuer un module
          </Button>
        )}
        {home && (
          <Button component={Link} to={home} variant={user.role === 'admin' ? 'default' : 'filled'}>
            Retour à l'accueil
          </Button>
        )}
      </Group>
    </Stack>
  );
}
