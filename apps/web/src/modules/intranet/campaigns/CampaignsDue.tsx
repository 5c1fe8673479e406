import { plural } from '@fitfit/contracts';
import { Anchor, Badge, Card, Group, List, Progress, Table, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/store';
import { DEFAULT_TIMEZONE, formatDateTime } from '../../../lib/dates';
import { campaignAuthorApi, taskApi } from './api';

/**
 * « Campagnes à rendre » (docs/intranet.md « Campagnes »), next to « Annonces à confirmer » in what is waiting: on the
 * restaurateur's `/`, its campaigns not done yet (late ones first); on the franchisor's dashboard, its open campaigns
 * with how many restaurants did them.
 */

const SHOWN = 5;

export const RestaurantCampaignsDue = ({ restaurantId }: { restaurantId: string }) => {
  const api = taskApi(restaurantId);
  const timezone = useSession((s) => s.currentRestaurant?.timezone ?? DEFAULT_TIMEZONE);
  // in the home page's one Suspense boundary, as the announcements to confirm
  const tasks = useSuspenseQuery({
    queryKey: api.keys.list,
    queryFn: () => api.list().catch(() => null),
    staleTime: 60_000,
  });
  const due = tasks.data?.items.filter((t) => t.status !== 'done') ?? [];
  if (due.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" mb="md" component="section" aria-labelledby="campaigns-due-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h5" id="campaigns-due-title">
          Campagnes à rendre{' '}
          <Badge color={due.some((t) => t.status === 'late') ? 'red' : 'blue'} variant="dot" ml={4}>
            {due.length}
          </Badge>
        </Title>
        <Anchor component={Link} to="/intranet/campaigns" size="sm">
          Toutes les campagnes
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {plural(due.length, 'campagne attend', 'campagnes attendent')} leur preuve (photos, commentaire).
      </Text>
      <List size="sm" spacing={4}>
        {due.slice(0, SHOWN).map((t) => (
          <List.Item key={t.id}>
            <Anchor component={Link} to={`/intranet/campaigns/${t.id}`}>
              {t.title}
            </Anchor>{' '}
            {t.status === 'late' ? (
              <Badge color="red" variant="dot" size="sm" tt="none">
                En retard
              </Badge>
            ) : (
              <Text span size="xs" c="dimmed">
                · avant le {formatDateTime(t.deadline_at, timezone)}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Card>
  );
};

export const NetworkCampaignsDue = () => {
  const api = campaignAuthorApi('franchisor', null);
  const query = { page: 1, per_page: 20, order: 'asc' as const, sort: 'deadline_at', search: '' };
  const list = useQuery({ queryKey: api.keys.list(query), queryFn: ({ signal }) => api.page(query, signal) });
  const open = list.data?.data.filter((c) => c.status !== 'scheduled' && c.done_count < c.restaurants_count) ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="network-campaigns-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h4" id="network-campaigns-title">
          Campagnes à rendre
        </Title>
        <Anchor component={Link} to="/franchisor/intranet/campaigns" size="sm">
          Toutes les campagnes
        </Anchor>
      </Group>
      {list.isError ? (
        <Text size="sm" c="dimmed">
          Les campagnes n’ont pas pu être chargées.
        </Text>
      ) : !list.data ? (
        <Progress value={0} aria-label="Chargement" animated />
      ) : open.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aucune campagne en attente de vos restaurants.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Campagne</Table.Th>
                <Table.Th>Faites</Table.Th>
                <Table.Th>En retard</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {open.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/franchisor/intranet/campaigns?campaign=${c.id}`}>
                      {c.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {c.done_count} sur {c.restaurants_count}
                  </Table.Td>
                  <Table.Td>
                    {c.late_count > 0 ? (
                      <Badge color="red" variant="dot" tt="none">
                        {c.late_count}
                      </Badge>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
};
