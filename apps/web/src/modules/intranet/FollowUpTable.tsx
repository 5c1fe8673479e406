import { type FollowUp, memberAccessLabels } from '@fitfit/contracts';
import { Badge, Card, Group, SegmentedControl, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates';
import { useScreenSize } from '../../ui/screen';

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
export const waitingCount = (f: FollowUp) =>
  linesOf(f).filter((l) => l.name !== null && (!l.read_at || (f.requires_confirmation && !l.confirmed_at))).length;

/** Sorted on the client (the follow-up of one item comes whole): empty dates last whatever the order. */
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
 * Who of the restaurants addressed read and confirmed one announcement or one document's version: a sortable table,
 * filtered to those still waited for. On a phone, one card per person (restaurant, read, confirmed) so that nothing
 * scrolls sideways; on a larger screen only the table scrolls when it is too wide, never the page.
 */
export function FollowUpTable({
  data,
  network,
  timezone,
  read = 'Lue le',
  confirmed = 'Confirmée le',
  notRead = 'Non lue',
  notConfirmed = 'Non confirmée',
}: {
  data: FollowUp;
  /** The author addresses restaurants (admin, franchisor): a restaurant column. */
  network: boolean;
  timezone: string;
  read?: string;
  confirmed?: string;
  notRead?: string;
  notConfirmed?: string;
}) {
  const phone = useScreenSize() === 'sm';
  const [filter, setFilter] = useState<Filter>('all');
  const [sort, setSort] = useState<{ key: SortKey; order: 'asc' | 'desc' }>({ key: 'restaurant', order: 'asc' });
  const lines = sorted(
    linesOf(data).filter(
      (l) => filter === 'all' || (filter === 'unread' ? l.name !== null && !l.read_at : l.name !== null && !l.confirmed_at),
    ),
    sort.key,
    sort.order,
  );
  const notYet = (l: Line, label: string) =>
    l.name ? (
      <Badge variant="dot" tt="none" color="orange">
        {label}
      </Badge>
    ) : (
      '—'
    );
  const readCell = (l: Line) => (l.read_at ? formatDateTime(l.read_at, timezone) : notYet(l, notRead));
  const confirmedCell = (l: Line) => (l.confirmed_at ? formatDateTime(l.confirmed_at, timezone) : notYet(l, notConfirmed));
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
  const restaurantCell = (l: Line) => (
    <>
      {l.restaurant}
      {data.requires_confirmation && l.restaurantConfirmed && (
        <Text size="xs" c={confirmedColor}>
          Restaurant confirmé
        </Text>
      )}
    </>
  );

  return (
    <>
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
      ) : phone ? (
        <Stack gap="xs" component="ul" aria-label="Destinataires" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lines.map((l) => (
            <Card key={l.key} component="li" withBorder padding="sm" radius="md">
              <Text fw={600} size="sm">
                {l.name ?? 'Personne à qui l’adresser'}
                {l.access && (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' '}
                    · {l.access}
                  </Text>
                )}
              </Text>
              {network && <Text size="sm">{restaurantCell(l)}</Text>}
              <Group gap="xs" mt={4} wrap="wrap">
                <Text size="xs" c="dimmed">
                  {read} :
                </Text>
                <Text size="sm">{readCell(l)}</Text>
              </Group>
              {data.requires_confirmation && (
                <Group gap="xs" wrap="wrap">
                  <Text size="xs" c="dimmed">
                    {confirmed} :
                  </Text>
                  <Text size="sm">{confirmedCell(l)}</Text>
                </Group>
              )}
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={network ? 640 : 420}>
          <Table striped verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                {network && header('restaurant', 'Restaurant')}
                {header('name', 'Personne')}
                {header('read_at', read)}
                {data.requires_confirmation && header('confirmed_at', confirmed)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l) => (
                <Table.Tr key={l.key}>
                  {network && <Table.Td>{restaurantCell(l)}</Table.Td>}
                  <Table.Td>
                    {l.name ?? '—'}
                    {l.access && (
                      <Text size="xs" c="dimmed">
                        {l.access}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{readCell(l)}</Table.Td>
                  {data.requires_confirmation && <Table.Td>{confirmedCell(l)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
