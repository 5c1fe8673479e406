import { plural } from '@fitfit/contracts';
import { Anchor, Badge, Card, Group, List, Progress, Table, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../app/session/store';
import { confirmationRates, intranetApi } from './api';
import { RestaurantCampaignsDue } from './campaigns/CampaignsDue';

export { NetworkCampaignsDue } from './campaigns/CampaignsDue';

/**
 * What is waiting (docs/intranet.md): on a restaurateur's `/`, the announcements it still has to confirm; on the
 * franchisor's dashboard, how far each restaurant confirmed its announcements. The campaigns due (campaigns/CampaignsDue)
 * sit next to them.
 */

const SHOWN = 5;

const ToConfirm = ({ restaurantId }: { restaurantId: string }) => {
  const api = intranetApi(restaurantId);
  // In the home page's one Suspense boundary: it shows with the page instead of pushing it down once answered.
  const waiting = useSuspenseQuery({
    queryKey: api.keys.toConfirm,
    queryFn: () => api.feed({ search: '', page: 1, to_confirm: 'true', per_page: SHOWN }).catch(() => null),
    staleTime: 60_000,
  });
  const page = waiting.data;
  if (!page || page.total_entries === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" mb="md" component="section" aria-labelledby="intranet-waiting-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h5" id="intranet-waiting-title">
          Annonces à confirmer{' '}
          <Badge color="orange" variant="light" ml={4}>
            {page.total_entries}
          </Badge>
        </Title>
        <Anchor component={Link} to="/intranet" size="sm">
          Toutes les annonces
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {plural(page.total_entries, 'annonce attend', 'annonces attendent')} votre « J’ai lu et j’applique ».
      </Text>
      <List size="sm" spacing={4}>
        {page.data.map((a) => (
          <List.Item key={a.id}>
            <Anchor component={Link} to={`/intranet/announcements/${a.id}`}>
              {a.title}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed">
              · {a.author_label}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
};

/** The restaurateur's `/`: for its people who read the intranet (the restaurant holds it; an accountant does not read it). */
export const RestaurantWaiting = () => {
  const user = useSession((s) => s.currentUser);
  const restaurantId = user?.restaurant?.id;
  const holds = user?.current_fitfit_module_restaurants.some((m) => m.code_name === 'fitfit_intranet') ?? false;
  if (!restaurantId || !holds || user?.role === 'saler' || user?.restaurant?.access === 'accountant') return null;
  return (
    <>
      <ToConfirm restaurantId={restaurantId} />
      <RestaurantCampaignsDue restaurantId={restaurantId} />
    </>
  );
};

/**
 * The franchisor's dashboard (its announcements) and the admin's (the platform's): the announcements « à confirmer »,
 * confirmed or not, restaurant by restaurant.
 */
export const NetworkConfirmations = ({ kind = 'franchisor' }: { kind?: 'admin' | 'franchisor' }) => {
  const rates = useQuery({
    queryKey: ['intranet', kind, 'confirmation-rates'],
    queryFn: ({ signal }) => confirmationRates(kind, signal),
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="network-confirmations-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h4" id="network-confirmations-title">
          Annonces à confirmer
        </Title>
        <Anchor component={Link} to={`/${kind}/intranet/follow-up`} size="sm">
          Suivi des annonces
        </Anchor>
      </Group>
      {rates.isError ? (
        <Text size="sm" c="dimmed">
          Le suivi des annonces n’a pas pu être chargé.
        </Text>
      ) : !rates.data ? (
        <Progress value={0} aria-label="Chargement" animated />
      ) : rates.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aucune annonce « à confirmer » en cours.{' '}
          <Anchor component={Link} to={`/${kind}/intranet/announcements`}>
            Écrire une annonce
          </Anchor>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Restaurant</Table.Th>
                <Table.Th>Confirmées</Table.Th>
                <Table.Th w="40%">Taux</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.data.map((r) => {
                const rate = Math.round((r.confirmed / r.to_confirm) * 100);
                return (
                  <Table.Tr key={r.restaurant_id}>
                    <Table.Td>{r.restaurant_name}</Table.Td>
                    <Table.Td>
                      {r.confirmed} sur {r.to_confirm}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Progress
                          value={rate}
                          color={rate === 100 ? 'teal' : 'orange'}
                          style={{ flex: 1 }}
                          aria-label={`${r.restaurant_name} : ${rate} % confirmées`}
                        />
                        <Text size="xs" w={40} ta="right">
                          {rate} %
                        </Text>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
};
