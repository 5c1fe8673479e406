import '@mantine/charts/styles.css';
import { adminBillingEndpoints, plural, type Role, roleLabels } from '@fitfit/contracts';
import { AreaChart, BarChart } from '@mantine/charts';
import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuildingStore, IconCoin, IconFileInvoice, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { call } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { keys } from '../../../lib/queryKeys';
import { loadWaiting } from '../../intranet';

// what waits on the platform's intranet: the confirmation of its announcements (docs/intranet.md)
const NetworkConfirmations = lazy(() => loadWaiting().then((m) => ({ default: m.NetworkConfirmations })));

const MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
const monthLabel = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(2, 4)}`;

function Stat({
  title,
  value,
  hint,
  icon,
  color,
  to,
}: {
  title: string;
  value: string;
  hint?: ReactNode;
  icon: ReactNode;
  color: string;
  to?: string;
}) {
  const body = (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            {title}
          </Text>
          <Text fz={26} fw={700}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        <ThemeIcon size={42} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
  return to ? (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }}>
      {body}
    </Link>
  ) : (
    body
  );
}

export default function DashboardPage() {
  const query = useQuery({
    queryKey: keys.admin.dashboard,
    queryFn: ({ signal }) => call(adminBillingEndpoints.dashboard, { signal }),
  });
  const d = query.data;
  const users = d?.users_per_role.reduce((s, r) => s + r.count, 0) ?? 0;
  return (
    <Stack>
      <div>
        <Title order={2}>Dashboard Admin</Title>
        <Text c="dimmed" size="sm">
          Restaurants, utilisateurs, revenu récurrent mensuel, factures et adoption des modules
        </Text>
      </div>
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      {query.isLoading && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={110} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {d && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <Stat
              title="Restaurants actifs"
              value={String(d.restaurants.active)}
              hint={`${plural(d.restaurants.new_this_month, 'nouveau', 'nouveaux')} ce mois · ${d.restaurants.total} au total`}
              icon={<IconBuildingStore size={24} />}
              color="blue"
            />
            <Stat
              title="MRR"
              value={formatMoney(d.mrr_cents)}
              hint="Revenu récurrent mensuel HT des abonnements payants"
              icon={<IconCoin size={24} />}
              color="green"
              to="/admin/subscriptions"
            />
            <Stat
              title="Factures impayées"
              value={formatMoney(d.unpaid_invoices.amount_cents)}
              hint={`${plural(d.unpaid_invoices.count, 'facture émise non payée', 'factures émises non payées')}, TTC`}
              icon={<IconFileInvoice size={24} />}
              color="orange"
              to="/admin/invoices"
            />
            <Stat
              title="Factures en retard"
              value={formatMoney(d.overdue_invoices.amount_cents)}
              hint={`${plural(d.overdue_invoices.count, 'facture', 'factures')} dont l'échéance est passée, TTC`}
              icon={<IconAlertTriangle size={24} />}
              color="red"
              to="/admin/invoices"
            />
          </SimpleGrid>
          <Card withBorder radius="md" padding="lg">
            <Text fw={600} mb="md">
              Évolution du MRR sur 12 mois
            </Text>
            <AreaChart
              h={260}
              data={d.mrr_trend.map((m) => ({ mois: monthLabel(m.month), MRR: m.mrr_cents / 100 }))}
              dataKey="mois"
              series={[{ name: 'MRR', color: 'orange.6', label: 'MRR HT' }]}
              curveType="monotone"
              valueFormatter={(v) => formatMoney(Math.round(v * 100))}
              withLegend={false}
              yAxisProps={{ width: 90 }}
            />
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder radius="md" padding="lg">
              <Group justify="space-between" mb="md">
                <Text fw={600}>Adoption des modules</Text>
                <Text size="sm" c="dimmed">
                  restaurants par module
                </Text>
              </Group>
              <BarChart
                h={220}
                data={d.module_adoption.map((m) => ({ module: m.title, Restaurants: m.restaurants }))}
                dataKey="module"
                series={[{ name: 'Restaurants', color: 'blue.6' }]}
                withLegend={false}
                yAxisProps={{ allowDecimals: false }}
              />
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Group justify="space-between" mb="md">
                <Text fw={600}>Utilisateurs par rôle</Text>
                <Group gap={6}>
                  <IconUsers size={16} />
                  <Text size="sm" c="dimmed">
                    {users} au total
                  </Text>
                </Group>
              </Group>
              <Stack gap="sm">
                {d.users_per_role.map((r) => (
                  <Group key={r.role} justify="space-between">
                    <Text>{roleLabels[r.role as Role] ?? r.role}</Text>
                    <Text fw={600}>{r.count}</Text>
                  </Group>
                ))}
              </Stack>
            </Card>
          </SimpleGrid>
        </>
      )}
      <Suspense fallback={null}>
        <NetworkConfirmations kind="admin" />
      </Suspense>
    </Stack>
  );
}
