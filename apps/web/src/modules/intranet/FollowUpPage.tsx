import { type FollowUp, memberAccessLabels, plural } from '@fitfit/contracts';
import { Badge, Button, Card, Group, SegmentedControl, Select, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconDownload, IconMailForward, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { confirm } from '../../ui/confirm';
import { PageHeader } from '../../ui/PageHeader';
import { QueryState } from '../../ui/QueryState';
import { restaurantPage } from '../../ui/RestaurantPage';
import { toast } from '../../ui/toast';
import { type IntranetArea, useIntranetArea } from './area';

/** « Restaurant confirmé » in small type, readable (AA) on white, striped rows and the dark theme. */
const confirmedColor = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-3))';

/** One line of the follow-up: a person addressed, or a restaurant with nobody to read (its row stays). */
interface Line {
  key: string;
  restaurant: string;
  restaurantConfirmed: boolean;
  name: string | null;
  access: string | null;
  read_at: string | null;
  confirmed_at: string | null;
}
type SortKey = 'restaurant' | 'name' | 'read_at' | 'confirmed_at';
type Filter = 'all' | 'unread' | 'unconfirmed';

const linesOf = (f: FollowUp): Line[] =>
  f.restaurants.flatMap((r): Line[] =>
    r.users.length === 0
      ? [
          {
            key: r.restaurant_id,
            restaurant: r.restaurant_name,
            restaurantConfirmed: r.confirmed,
            name: null,
            access: null,
            read_at: null,
            confirmed_at: null,
          },
        ]
      : r.users.map((u) => ({
          key: `${r.restaurant_id}/${u.user_id}`,
          restaurant: r.restaurant_name,
          restaurantConfirmed: r.confirmed,
          name: u.name,
          access: memberAccessLabels[u.access],
          read_at: u.read_at,
          confirmed_at: u.confirmed_at,
        })),
  );

/** Who is still waited for: not read, or (to confirm) not confirmed — the reminder's addressees. */
const waiting = (l: Line, requiresConfirmation: boolean) => l.name !== null && (!l.read_at || (requiresConfirmation && !l.confirmed_at));

/** Sorted on the client (the follow-up of one announcement comes whole): empty dates last whatever the order. */
const sorted = (lines: Line[], key: SortKey, order: 'asc' | 'desc') =>
  [...lines].sort((x, y) => {
    const a = x[key];
    const b = y[key];
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    const c = a.localeCompare(b, 'fr');
    return order === 'asc' ? c : -c;
  });

/**
 * « Suivi des lectures » (docs/intranet.md): for one announcement of the author, who of the restaurants addressed read
 * it and confirmed it — sortable, filtered to those still waited for, as CSV or XLSX, and a reminder e-mail to them.
 */
function FollowUpScreen({ area }: { area: IntranetArea }) {
  const { api, timezone } = area;
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<Filter>('all');
  const [sort, setSort] = useState<{ key: SortKey; order: 'asc' | 'desc' }>({ key: 'restaurant', order: 'asc' });
  const writtenQuery = { page: 1, per_page: 100, order: 'desc' as const, sort: 'publish_at', search: '' };
  const written = useQuery({
    queryKey: api.keys.list(writtenQuery),
    queryFn: ({ signal }) => api.page(writtenQuery, signal),
  });
  const chosen = params.get('announcement') ?? written.data?.data[0]?.id ?? null;
  const follow = useQuery({
    queryKey: api.followUpKey(chosen ?? ''),
    queryFn: ({ signal }) => api.followUp(chosen ?? '', signal),
    enabled: chosen !== null,
  });
  const remind = useMutation({
    mutationFn: (id: string) => api.remind(id),
    onSuccess: ({ reminded }) =>
      reminded === 0
        ? toast.success('Personne à relancer : tout le monde a lu')
        : toast.success(`Rappel envoyé par e-mail à ${plural(reminded, 'personne', 'personnes')}`),
    onError: (error) => toast.fromError(error),
  });
  const exportAs = (format: 'csv' | 'xlsx') => chosen && api.exportFollowUp(chosen, format).catch((e) => toast.fromError(e));
  const data = follow.data;
  const all = data ? linesOf(data) : [];
  const toRemind = data ? all.filter((l) => waiting(l, data.requires_confirmation)).length : 0;
  const lines = sorted(
    all.filter((l) => filter === 'all' || (filter === 'unread' ? l.name !== null && !l.read_at : l.name !== null && !l.confirmed_at)),
    sort.key,
    sort.order,
  );
  const askRemind = async () => {
    if (!data) return;
    const ok = await confirm({
      title: `Relancer ${plural(toRemind, 'personne', 'personnes')}\u00a0?`,
      message: `Un e-mail de rappel part à ceux qui n’ont pas encore ${data.requires_confirmation ? 'lu ou confirmé' : 'lu'} « ${data.title} ». Un rappel par heure au plus.`,
      confirmLabel: 'Relancer',
    });
    if (ok) remind.mutate(data.id);
  };
  const header = (key: SortKey, title: string) => (
    <Table.Th
      aria-sort={sort.key === key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        fw={600}
        fz="sm"
        onClick={() => setSort((s) => ({ key, order: s.key === key && s.order === 'asc' ? 'desc' : 'asc' }))}
      >
        <Group gap={4} wrap="nowrap">
          {title}
          {sort.key !== key ? (
            <IconArrowsSort size={14} />
          ) : sort.order === 'asc' ? (
            <IconSortAscending size={14} />
          ) : (
            <IconSortDescending size={14} />
          )}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
  const network = area.kind !== 'restaurant';

  return (
    <>
      <PageHeader
        title="Suivi des lectures"
        description={
          network
            ? 'Quels restaurants, et qui dans chacun, ont lu et confirmé chaque annonce.'
            : 'Qui de l’équipe a lu chaque annonce, et qui l’a confirmée.'
        }
        actions={
          <Group gap="xs">
            <Button
              leftSection={<IconMailForward size={16} />}
              disabled={!data || toRemind === 0}
              loading={remind.isPending}
              onClick={askRemind}
            >
              Relancer
            </Button>
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
              <Text c="dimmed">Aucune annonce écrite pour le moment : écrivez-en une dans Intranet › Annonces.</Text>
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
                  {network && ` dans ${plural(data.restaurants_count, 'restaurant', 'restaurants')}`}
                  {data.requires_confirmation &&
                    (network
                      ? ` · confirmée par ${data.confirmed_restaurants} sur ${plural(data.restaurants_count, 'restaurant', 'restaurants')}`
                      : data.confirmed_restaurants > 0
                        ? ' · confirmée pour le restaurant'
                        : ' · pas encore confirmée')}
                </Text>
                <SegmentedControl
                  mb="sm"
                  aria-label="Afficher"
                  value={filter}
                  onChange={(v) => setFilter(v as Filter)}
                  data={[
                    { value: 'all', label: 'Tous' },
                    { value: 'unread', label: 'Pas encore lu' },
                    ...(data.requires_confirmation ? [{ value: 'unconfirmed', label: 'Pas confirmé' }] : []),
                  ]}
                />
                {lines.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {filter === 'all' ? 'Personne parmi les destinataires pour le moment.' : 'Personne : tout le monde est à jour.'}
                  </Text>
                ) : (
                  <Table.ScrollContainer minWidth={network ? 640 : 420}>
                    <Table striped verticalSpacing="xs" fz="sm">
                      <Table.Thead>
                        <Table.Tr>
                          {network && header('restaurant', 'Restaurant')}
                          {header('name', 'Personne')}
                          {header('read_at', 'Lue le')}
                          {data.requires_confirmation && header('confirmed_at', 'Confirmée le')}
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {lines.map((l) => (
                          <Table.Tr key={l.key}>
                            {network && (
                              <Table.Td>
                                {l.restaurant}
                                {data.requires_confirmation && l.restaurantConfirmed && (
                                  <Text size="xs" c={confirmedColor}>
                                    Restaurant confirmé
                                  </Text>
                                )}
                              </Table.Td>
                            )}
                            <Table.Td>
                              {l.name ?? '—'}
                              {l.access && (
                                <Text size="xs" c="dimmed">
                                  {l.access}
                                </Text>
                              )}
                            </Table.Td>
                            <Table.Td>
                              {l.read_at ? (
                                formatDateTime(l.read_at, timezone)
                              ) : l.name ? (
                                <Badge variant="dot" tt="none" color="orange">
                                  Non lue
                                </Badge>
                              ) : (
                                '—'
                              )}
                            </Table.Td>
                            {data.requires_confirmation && (
                              <Table.Td>
                                {l.confirmed_at ? (
                                  formatDateTime(l.confirmed_at, timezone)
                                ) : l.name ? (
                                  <Badge variant="dot" tt="none" color="orange">
                                    Non confirmée
                                  </Badge>
                                ) : (
                                  '—'
                                )}
                              </Table.Td>
                            )}
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Card>
            )}
          </QueryState>
        )}
      </Stack>
    </>
  );
}

/** The restaurant's owners (`/intranet/follow-up`). */
export default restaurantPage(function OwnerFollowUpPage({ restaurantId }) {
  return <FollowUpScreen area={useIntranetArea('restaurant', restaurantId)} />;
});
export const AdminFollowUpPage = () => <FollowUpScreen area={useIntranetArea('admin')} />;
export const FranchisorFollowUpPage = () => <FollowUpScreen area={useIntranetArea('franchisor')} />;
