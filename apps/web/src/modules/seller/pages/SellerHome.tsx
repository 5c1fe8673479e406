import '@mantine/charts/styles.css';
import { monthLabel, plural, recurringLabels, type SubscriptionStatus, subscriptionStatusLabels } from '@fitfit/contracts';
import { BarChart } from '@mantine/charts';
import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  Center,
  CopyButton,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconBuildingStore, IconCheck, IconCoin, IconCopy, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../../../app/session/store';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { keys } from '../../../lib/queryKeys';
import { sellerApi } from '../api';

const SHORT = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
const statusColors: Record<SubscriptionStatus, string> = { trialing: 'blue', active: 'green', past_due: 'orange', canceled: 'gray' };

function Stat({ title, value, hint, icon, color }: { title: string; value: string; hint: string; icon: ReactNode; color: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            {title}
          </Text>
          <Text fz={26} fw={700}>
            {value}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <ThemeIconBox color={color}>{icon}</ThemeIconBox>
      </Group>
    </Card>
  );
}

const ThemeIconBox = ({ color, children }: { color: string; children: ReactNode }) => (
  <Center
    w={42}
    h={42}
    bg={`var(--mantine-color-${color}-light)`}
    c={`var(--mantine-color-${color}-light-color)`}
    style={{ borderRadius: 8 }}
  >
    {children}
  </Center>
);

/** The salesperson's home: sponsored restaurants, their subscriptions, the month's commission, the affiliate link. */
export default function SellerHome() {
  const user = useSession((s) => s.currentUser);
  const query = useQuery({ queryKey: keys.seller.home, queryFn: ({ signal }) => sellerApi.home(signal) });
  const d = query.data;
  const link = d?.registration_path ? `${window.location.origin}${d.registration_path}` : '';
  const month = d ? monthLabel(d.commission_month) : '';
  return (
    <Stack>
      <div>
        <Title order={2}>Bonjour {user?.first_name}</Title>
        <Text c="dimmed" size="sm">
          Vos restaurants parrainés, leurs abonnements et vos commissions
        </Text>
      </div>
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      {query.isLoading && <Skeleton h={300} radius="md" />}
      {d && (
        <>
          <Card withBorder radius="md" padding="lg">
            <Text fw={600} mb={4}>
              Votre code affilié : {d.affiliate_code ?? '—'}
            </Text>
            <Text size="sm" c="dimmed" mb="sm">
              Partagez ce lien : le restaurant qui s'inscrit avec lui vous est rattaché.
            </Text>
            {link && (
              <TextInput
                readOnly
                label="Lien d'inscription"
                value={link}
                onFocus={(e) => e.currentTarget.select()}
                rightSection={
                  <CopyButton value={link}>
                    {({ copied, copy }) => (
                      <Tooltip label={copied ? 'Copié' : 'Copier le lien'}>
                        <ActionIcon
                          variant="subtle"
                          color={copied ? 'green' : 'gray'}
                          onClick={copy}
                          aria-label="Copier le lien d'inscription"
                        >
                          {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </CopyButton>
                }
              />
            )}
          </Card>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Stat
              title="Restaurants parrainés"
              value={String(d.restaurants.length)}
              hint={`${plural(d.restaurants.filter((r) => r.subscription_status === 'active').length, 'abonnement actif', 'abonnements actifs')}`}
              icon={<IconBuildingStore size={24} />}
              color="blue"
            />
            <Stat
              title="Abonnements mensuels HT"
              value={formatMoney(d.monthly_recurring_cents)}
              hint="Somme des abonnements payants de vos restaurants"
              icon={<IconReceipt size={24} />}
              color="orange"
            />
            <Stat
              title={`Commission de ${month}`}
              value={formatMoney(d.commission_cents)}
              hint={`${d.commission_rate_bp / 100}\u00a0% du HT des factures payées ce mois`}
              icon={<IconCoin size={24} />}
              color="green"
            />
          </SimpleGrid>
          <Card withBorder radius="md" padding="lg">
            <Text fw={600} mb="md">
              Mes restaurants
            </Text>
            {d.restaurants.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg">
                Aucun restaurant parrainé pour l'instant : partagez votre lien d'inscription.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table striped verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Restaurant</Table.Th>
                      <Table.Th>Ville</Table.Th>
                      <Table.Th>Abonnement</Table.Th>
                      <Table.Th>Périodicité</Table.Th>
                      <Table.Th style={{ textAlign: 'right' }}>Mensuel HT</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.restaurants.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td fw={500}>{r.name}</Table.Td>
                        <Table.Td>{r.city ?? '—'}</Table.Td>
                        <Table.Td>
                          {r.subscription_status ? (
                            <Badge color={statusColors[r.subscription_status]} variant="dot" tt="none">
                              {subscriptionStatusLabels[r.subscription_status]}
                            </Badge>
                          ) : (
                            <Badge color="gray" variant="dot" tt="none">
                              Aucun
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>{r.recurring ? recurringLabels[r.recurring] : '—'}</Table.Td>
                        <Table.Td style={{ textAlign: 'right' }}>{formatMoney(r.monthly_amount_cents)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Text fw={600} mb="md">
              Commissions des 12 derniers mois
            </Text>
            <BarChart
              h={220}
              data={d.commission_trend.map((m) => ({
                mois: `${SHORT[Number(m.month.slice(5, 7)) - 1]} ${m.month.slice(2, 4)}`,
                Commission: m.commission_cents / 100,
              }))}
              dataKey="mois"
              series={[{ name: 'Commission', color: 'green.6' }]}
              valueFormatter={(v) => formatMoney(Math.round(v * 100))}
              withLegend={false}
              yAxisProps={{ width: 80 }}
            />
          </Card>
        </>
      )}
    </Stack>
  );
}
