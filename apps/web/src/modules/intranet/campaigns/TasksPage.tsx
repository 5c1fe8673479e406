import { type CampaignTaskItem, type CampaignTaskStatus, campaignTaskStatusLabels } from '@fitfit/contracts';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/store';
import { DEFAULT_TIMEZONE, formatDateTime } from '../../../lib/dates';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { taskApi } from './api';

export const statusColor: Record<CampaignTaskStatus, string> = { to_do: 'blue', late: 'red', done: 'teal' };

const sections: { status: CampaignTaskStatus; title: string; empty: string }[] = [
  { status: 'late', title: 'En retard', empty: 'Aucune campagne en retard.' },
  { status: 'to_do', title: 'À faire', empty: 'Rien à faire pour le moment.' },
  { status: 'done', title: 'Faites', empty: 'Aucune campagne faite pour le moment.' },
];

const TaskCard = ({ task, timezone }: { task: CampaignTaskItem; timezone: string }) => (
  <UnstyledButton component={Link} to={`/intranet/campaigns/${task.id}`}>
    <Card withBorder radius="md" padding="md" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={600}>{task.title}</Text>
        <Badge color={statusColor[task.status]} variant="dot" tt="none" style={{ flexShrink: 0 }}>
          {campaignTaskStatusLabels[task.status]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {task.author_label} ·{' '}
        {task.status === 'done' && task.done_at
          ? `faite le ${formatDateTime(task.done_at, timezone)}`
          : `à rendre avant le ${formatDateTime(task.deadline_at, timezone)}`}
      </Text>
      {task.status !== 'done' && task.reopen_reason && (
        <Text size="sm" c="orange.4" mt={4}>
          À refaire : {task.reopen_reason}
        </Text>
      )}
    </Card>
  </UnstyledButton>
);

/**
 * « Campagnes » (docs/intranet.md « Campagnes »): what the network asks of the restaurant — en retard first, then à
 * faire by deadline, then the ones done; each opens on its instructions and its proof.
 */
export default restaurantPage(function TasksPage({ restaurantId }) {
  const api = taskApi(restaurantId);
  const timezone = useSession((s) => s.currentRestaurant?.timezone ?? DEFAULT_TIMEZONE);
  const query = useQuery({ queryKey: api.keys.list, queryFn: ({ signal }) => api.list(signal) });
  const data = query.data;
  return (
    <>
      <PageHeader
        title="Campagnes"
        description="Ce que le réseau demande au restaurant avant une échéance : à rendre avec sa preuve (photos, commentaire)."
      />
      <QueryState query={query}>
        {data && (
          <Stack gap="lg">
            {sections.map((s) => {
              const items = data.items.filter((t) => t.status === s.status);
              if (s.status === 'late' && items.length === 0) return null;
              return (
                <section key={s.status} aria-labelledby={`campaigns-${s.status}`}>
                  <Title order={2} size="h4" mb="xs" id={`campaigns-${s.status}`}>
                    {s.title}{' '}
                    <Badge color={statusColor[s.status]} variant="dot" ml={4}>
                      {data.counts[s.status]}
                    </Badge>
                  </Title>
                  {items.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {s.empty}
                    </Text>
                  ) : (
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                      {items.map((t) => (
                        <TaskCard key={t.id} task={t} timezone={timezone} />
                      ))}
                    </SimpleGrid>
                  )}
                </section>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </>
  );
});
