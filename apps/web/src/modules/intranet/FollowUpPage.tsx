import { memberAccessLabels, plural } from '@fitfit/contracts';
import { Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/store';
import { DEFAULT_TIMEZONE, formatDateTime } from '../../lib/dates';
import { PageHeader } from '../../ui/PageHeader';
import { QueryState } from '../../ui/QueryState';
import { restaurantPage } from '../../ui/RestaurantPage';
import { toast } from '../../ui/toast';
import { intranetApi } from './api';

/**
 * « Suivi des lectures » (docs/intranet.md): for one announcement of the restaurant's owners, who of the team read it
 * and confirmed it, and the same as CSV or XLSX.
 */
export default restaurantPage(function FollowUpPage({ restaurantId }) {
  const api = intranetApi(restaurantId);
  const timezone = useSession((s) => s.currentRestaurant?.timezone ?? DEFAULT_TIMEZONE);
  const [params, setParams] = useSearchParams();
  const written = useQuery({
    queryKey: api.keys.written({ search: '', page: 1 }),
    queryFn: ({ signal }) => api.written({ search: '', page: 1 }, signal),
  });
  const chosen = params.get('announcement') ?? written.data?.data[0]?.id ?? null;
  const follow = useQuery({
    queryKey: api.keys.followUp(chosen ?? ''),
    queryFn: ({ signal }) => api.followUp(chosen ?? '', signal),
    enabled: chosen !== null,
  });
  const exportAs = (format: 'csv' | 'xlsx') => chosen && api.exportFollowUp(chosen, format).catch((e) => toast.fromError(e));
  const data = follow.data;
  const users = data?.restaurants.flatMap((r) => r.users) ?? [];

  return (
    <>
      <PageHeader
        title="Suivi des lectures"
        description="Qui de l’équipe a lu chaque annonce, et qui l’a confirmée."
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconDownload size={16} />} disabled={!chosen} onClick={() => exportAs('csv')}>
              CSV
            </Button>
            <Button variant="default" leftSection={<IconDownload size={16} />} disabled={!chosen} onClick={() => exportAs('xlsx')}>
              XLSX
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <QueryState query={written}>
          {(written.data?.data.length ?? 0) === 0 ? (
            <Card withBorder padding="lg" radius="md">
              <Text c="dimmed">Aucune annonce écrite pour le moment : écrivez-en une dans Intranet › Rédiger.</Text>
            </Card>
          ) : (
            <Select
              label="Annonce"
              data={(written.data?.data ?? []).map((a) => ({ value: a.id, label: a.title }))}
              value={chosen}
              onChange={(id) => id && setParams({ announcement: id }, { replace: true })}
              allowDeselect={false}
              searchable
              maw={520}
            />
          )}
        </QueryState>
        {chosen && (
          <QueryState query={follow}>
            {data && (
              <Card withBorder padding="md" radius="md">
                <Title order={2} size="h5" mb="xs">
                  {data.title}
                </Title>
                <Text size="sm" mb="sm">
                  Lue par {data.read_count} sur {plural(data.users_count, 'personne', 'personnes')}
                  {data.requires_confirmation &&
                    (data.confirmed_restaurants > 0 ? ' · confirmée pour le restaurant' : ' · pas encore confirmée')}
                </Text>
                {users.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Personne dans l’équipe pour le moment.
                  </Text>
                ) : (
                  <Table striped verticalSpacing="xs" fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Personne</Table.Th>
                        <Table.Th>Lue</Table.Th>
                        {data.requires_confirmation && <Table.Th>Confirmée</Table.Th>}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {users.map((u) => (
                        <Table.Tr key={u.user_id}>
                          <Table.Td>
                            {u.name}
                            <Text size="xs" c="dimmed">
                              {memberAccessLabels[u.access]}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            {u.read_at ? (
                              formatDateTime(u.read_at, timezone)
                            ) : (
                              <Badge variant="dot" tt="none" color="orange">
                                Non lue
                              </Badge>
                            )}
                          </Table.Td>
                          {data.requires_confirmation && (
                            <Table.Td>
                              {u.confirmed_at ? (
                                formatDateTime(u.confirmed_at, timezone)
                              ) : (
                                <Badge variant="dot" tt="none" color="orange">
                                  Non confirmée
                                </Badge>
                              )}
                            </Table.Td>
                          )}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Card>
            )}
          </QueryState>
        )}
      </Stack>
    </>
  );
});
