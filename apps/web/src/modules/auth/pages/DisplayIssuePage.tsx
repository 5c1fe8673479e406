import { Button, List, Text } from '@mantine/core';
import { PublicFrame } from '../PublicFrame';

/** PRODUCT §1 decision: shown when the screen or browser cannot display the back office. */
export default function DisplayIssuePage() {
  return (
    <PublicFrame title="Problème d'affichage">
      <Text mb="sm">Votre écran ou votre navigateur ne permet pas d'afficher correctement le back-office FitFit Solution.</Text>
      <List size="sm" mb="lg" spacing={4}>
        <List.Item>
          Utilisez un écran d'au moins 320 pixels de large (tournez votre téléphone ou utilisez une tablette ou un ordinateur).
        </List.Item>
        <List.Item>Mettez à jour votre navigateur : Chrome, Edge, Firefox ou Safari dans une version récente.</List.Item>
        <List.Item>Si le problème persiste, contactez le support FitFit.</List.Item>
      </List>
      <Button onClick={() => window.location.assign('/')}>Réessayer</Button>
    </PublicFrame>
  );
}
