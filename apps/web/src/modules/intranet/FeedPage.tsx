import { plural } from '@fitfit/contracts';
import { Anchor, Card, Group, Pagination, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../app/session/store';
import { DEFAULT_TIMEZONE, formatDateTime } from '../../lib/dates';
import { PageHeader } from '../../ui/PageHeader';
import { QueryState } from '../../ui/QueryState';
import { restaurantPage } from '../../ui/RestaurantPage';
import { AnnouncementBadges } from './AnnouncementBadges';
import { intranetApi } from './api';

/**
 * « Intranet »: what the network, the platform and the restaurant's owners tell its people (docs/intranet.md) —
 * pinned first, then the latest; unread ones marked; a search that ignores accents.
 */
export default restaurantPage(function FeedPage({ restaurantId }) {
  const api = intranetApi(restaurantId);
  const timezone = useSession((s) => s.currentRestaurant?.timezone ?? DEFAULT_TIMEZONE);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const query = { search: debounced, page, ...(unreadOnly ? { unread: 'true' as const } : {}) };
  const feed = useQuery({
    queryKey: api.keys.feed(query),
    queryFn: ({ signal }) => api.feed(query, signal),
    placeholderData: keepPreviousData,
  });
  const items = feed.data?.data ?? [];
  const unread = feed.data?.unread_count ?? 0;

  return (
    <>
      <PageHeader
        title="Intranet"
        description={
          feed.data
            ? unread
              ? `${plural(unread, 'annonce non lue', 'annonces non lues')}`
              : 'Tout est lu.'
            : 'Annonces du réseau et de l’équipe'
        }
      />
      <Stack gap="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label="Rechercher"
            placeholder="Titre ou texte d’une annonce"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <Switch
            label="Non lues seulement"
            checked={unreadOnly}
            onChange={(e) => {
              setUnreadOnly(e.currentTarget.checked);
              setPage(1);
            }}
            mb={8}
          />
        </Group>
        <QueryState query={feed}>
          {items.length === 0 ? (
            <Card withBorder padding="lg" radius="md">
              <Text c="dimmed">
                {debounced
                  ? `Aucune annonce ne correspond à « ${debounced} ».`
                  : unreadOnly
                    ? 'Aucune annonce non lue.'
                    : 'Aucune annonce pour le moment : les messages de votre réseau et de votre équipe arriveront ici.'}
              </Text>
            </Card>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Annonces">
              {items.map((item) => (
                <Card
                  key={item.id}
                  component="li"
                  withBorder
                  padding="md"
                  radius="md"
                  style={item.read_at ? undefined : { borderLeft: '4px solid var(--mantine-color-blue-filled)' }}
                >
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                    <Title order={2} size="h5" fw={item.read_at ? 500 : 700}>
                      <Anchor component={Link} to={`/intranet/announcements/${item.id}`} inherit>
                        {item.title}
                      </Anchor>
                    </Title>
                    <AnnouncementBadges item={item} />
                  </Group>
                  <Text size="sm" mt={6} lineClamp={3}>
                    {item.excerpt}
                  </Text>
                  <Text size="xs" c="dimmed" mt={6}>
                    {item.author_label} · {formatDateTime(item.publish_at, timezone)}
                  </Text>
                </Card>
              ))}
            </Stack>
          )}
          {(feed.data?.total_pages ?? 1) > 1 && (
            <Pagination total={feed.data?.total_pages ?? 1} value={page} onChange={setPage} aria-label="Pages d’annonces" />
          )}
        </QueryState>
      </Stack>
    </>
  );
});
