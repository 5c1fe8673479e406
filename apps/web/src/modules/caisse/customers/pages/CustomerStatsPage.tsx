import '@mantine/charts/styles.css';
import { plural } from '@fitfit/contracts';
import { BarChart } from '@mantine/charts';
import { Card, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../../ui/PageHeader';
import { QueryState } from '../../../../ui/QueryState';
import { restaurantPage } from '../../../../ui/RestaurantPage';
import { customerResources } from '../api';

const MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
const monthLabel = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(2, 4)}`;

const Stat = ({ title, value, hint }: { title: string; value: number; hint: string }) => (
  <Card withBorder radius="md" padding="lg">
    <Text size="sm" c="dimmed" fw={500}>
      {title}
    </Text>
    <Text fz={28} fw={700}>
      {value}
    </Text>
    <Text size="xs" c="dimmed">
      {hint}
    </Text>
  </Card>
);

/** /caisse/stats-of-customers: new customers today, over 7 days and this month; returning vs new; 12 months. */
export default restaurantPage(function CustomerStatsPage({ restaurantId }) {
  const api = customerResources(restaurantId);
  const query = useQuery({ queryKey: api.statsKey, queryFn: api.stats });
  const s = query.data;
  const came = s ? s.returning_this_month + s.first_time_this_month : 0;
  const share = (n: number) => (came ? Math.round((n / came) * 100) : 0);
  return (
    <>
      <PageHeader title="Statistiques clients" description="Nouveaux clients aujourd'hui, sur 7 jours et ce mois" />
      <QueryState query={query}>
        {s && (
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Stat title="Nouveaux clients aujourd'hui" value={s.new_today} hint="Créés depuis minuit" />
              <Stat title="Nouveaux clients sur 7 jours" value={s.new_last_7_days} hint="Aujourd'hui et les 6 jours précédents" />
              <Stat title="Nouveaux clients ce mois" value={s.new_this_month} hint={`${plural(s.total, 'client', 'clients')} au total`} />
            </SimpleGrid>
            <Card withBorder radius="md" padding="lg">
              <Text fw={600} mb="md">
                Clients venus ce mois
              </Text>
              <Stack gap="sm">
                <Progress.Root size={18} aria-hidden="true">
                  <Progress.Section value={share(s.returning_this_month)} color="teal.7" />
                  <Progress.Section value={share(s.first_time_this_month)} color="orange.7" />
                </Progress.Root>
                <Text size="sm">
                  Fidèles (déjà venus avant ce mois) : <b>{s.returning_this_month}</b> · {share(s.returning_this_month)}&nbsp;%
                </Text>
                <Text size="sm">
                  Première visite : <b>{s.first_time_this_month}</b> · {share(s.first_time_this_month)}&nbsp;%
                </Text>
              </Stack>
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Text fw={600} mb="md">
                Sur 12 mois
              </Text>
              <BarChart
                h={240}
                data={s.months.map((m) => ({ mois: monthLabel(m.month), nouveaux: m.new_customers, actifs: m.active_customers }))}
                dataKey="mois"
                series={[
                  { name: 'nouveaux', label: 'Nouveaux clients', color: 'orange.6' },
                  { name: 'actifs', label: 'Clients venus', color: 'teal.6' },
                ]}
                withLegend
              />
            </Card>
          </Stack>
        )}
      </QueryState>
    </>
  );
});
