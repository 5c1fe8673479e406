import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PublicFrame } from '../PublicFrame';

export default function UnauthorizedPage() {
  return (
    <PublicFrame title="Accès refusé">
      <Text mb="lg">
        Vous n'avez pas accès à cette page : votre rôle ne le permet pas, ou votre restaurant n'a pas souscrit au module concerné.
      </Text>
      <Group>
        <Button component={Link} to="/">
          Retour à l'accueil
        </Button>
        <Button component={Link} to="/login" variant="default">
          Changer de compte
        </Button>
      </Group>
    </PublicFrame>
  );
}
