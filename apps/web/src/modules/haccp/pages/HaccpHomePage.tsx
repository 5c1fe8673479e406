import { haccpKindLabels, plural } from '@fitfit/contracts';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconThermometer } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatLongDate } from '../../../lib/dates';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { haccpResources } from '../api';
import { NonConformityModal } from '../components/NonConformityModal';
import { OccurrenceCard } from '../components/OccurrenceCard';
import { RegisterExport } from '../components/RegisterExport';
import { NonConformityBadge } from '../components/Verdict';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Stack gap="sm">
    <Title order={3} size="h4">
      {title}
    </Title>
    {children}
  </Stack>
);

const AllGood = ({ text }: { text: string }) => (
  <Group gap="xs">
    <IconCircleCheck size={20} color="var(--mantine-color-green-8)" />
    <Text>{text}</Text>
  </Group>
);

/** The HACCP home of the restaurant: what is still to do today and what is not right. */
export default restaurantPage(function HaccpHome({ restaurantId }) {
  const haccp = haccpResources(restaurantId);
  const query = useQuery({
    queryKey: haccp.dashboard.key,
    queryFn: ({ signal }) => haccp.dashboardData(signal),
  });
  const [ncOf, setNcOf] = useState<string | null>(null);
  const d = query.data;
  return (
    <>
      <PageHeader
        title="Accueil HACCP"
        description={d ? `Aujourd'hui, ${formatLongDate(`${d.date}T12:00:00`)}` : undefined}
        actions={<RegisterExport restaurantId={restaurantId} />}
      />
      <QueryState query={query}>
        {d && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Section title="Tâches du jour">
              {d.tasks_today.length === 0 ? (
                <AllGood text="Aucune tâche planifiée aujourd'hui." />
              ) : (
                d.tasks_today.map((o) => <OccurrenceCard key={`${o.task_id}:${o.due_at}`} haccp={haccp} o={o} compact />)
              )}
              <Button variant="subtle" component={Link} to="/haccp/planning" style={{ alignSelf: 'flex-start' }}>
                Voir le planning
              </Button>
            </Section>
            <Section title={`Tâches en retard (${d.late_tasks.length})`}>
              {d.late_tasks.length === 0 ? (
                <AllGood text="Aucune tâche en retard." />
              ) : (
                d.late_tasks.map((o) => <OccurrenceCard key={`${o.task_id}:${o.due_at}`} haccp={haccp} o={o} compact />)
              )}
            </Section>
            <Section title="Relevés de température manquants aujourd'hui">
              {d.missing_readings.length === 0 ? (
                <AllGood text="Tous les relevés du jour sont faits." />
              ) : (
                d.missing_readings.map((m) => (
                  <Card key={m.equipment_id} withBorder padding="sm">
                    <Group justify="space-between" wrap="nowrap">
                      <Group gap="xs" wrap="nowrap">
                        <IconThermometer size={24} />
                        <div>
                          <Text fw={600}>{m.name}</Text>
                          <Text size="sm" c="dimmed">
                            {m.done} sur {plural(m.expected, 'relevé attendu', 'relevés attendus')}
                          </Text>
                        </div>
                      </Group>
                      <Button
                        size="md"
                        component={Link}
                        to={`/haccp/temperatures?equipment=${m.equipment_id}`}
                        aria-label={`Relever ${m.name}`}
                      >
                        Relever
                      </Button>
                    </Group>
                  </Card>
                ))
              )}
            </Section>
            <Section title={`Non-conformités ouvertes (${d.open_non_conformities_count})`}>
              {d.open_non_conformities.length === 0 ? (
                <AllGood text="Aucune non-conformité ouverte." />
              ) : (
                d.open_non_conformities.map((nc) => (
                  <UnstyledButton key={nc.id} onClick={() => setNcOf(nc.id)}>
                    <Card withBorder padding="sm">
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <div>
                          <Text fw={600}>{haccpKindLabels[nc.record_kind]}</Text>
                          <Text size="sm">{nc.description}</Text>
                          <Text size="xs" c="dimmed">
                            Ouverte le {formatDateTime(nc.opened_at)} par {nc.opened_by_name ?? '—'}
                          </Text>
                        </div>
                        <NonConformityBadge status={nc.status} />
                      </Group>
                    </Card>
                  </UnstyledButton>
                ))
              )}
            </Section>
            <Section title="Derniers relevés hors limites">
              {d.out_of_range.length === 0 ? (
                <AllGood text="Aucun relevé hors limites." />
              ) : (
                d.out_of_range.map((o) => (
                  <Group key={o.id} gap="xs" wrap="nowrap" align="flex-start">
                    <IconAlertTriangle size={20} color="var(--mantine-color-red-7)" />
                    <div>
                      <Text size="sm" fw={600}>
                        {o.summary}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {haccpKindLabels[o.kind]} · {formatDateTime(o.recorded_at)}
                      </Text>
                      {o.deviation && (
                        <Text size="sm" c="red">
                          {o.deviation}
                        </Text>
                      )}
                    </div>
                  </Group>
                ))
              )}
            </Section>
          </SimpleGrid>
        )}
      </QueryState>
      <NonConformityModal haccp={haccp} id={ncOf} onClose={() => setNcOf(null)} />
    </>
  );
});
