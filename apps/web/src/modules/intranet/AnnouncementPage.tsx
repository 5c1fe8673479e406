import { Alert, Anchor, Button, Card, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { IconArrowLeft, IconChecks } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useSession } from '../../app/session/store';
import { DEFAULT_TIMEZONE, formatDateTime } from '../../lib/dates';
import { QueryState } from '../../ui/QueryState';
import { restaurantPage } from '../../ui/RestaurantPage';
import { toast } from '../../ui/toast';
import { AnnouncementBadges } from './AnnouncementBadges';
import { intranetApi } from './api';

/**
 * One announcement (docs/intranet.md): opening it records « lu » for the restaurant's people; one « à confirmer »
 * asks for « J'ai lu et j'applique ». The body was sanitised by the server when it was written.
 */
export default restaurantPage(function AnnouncementPage({ restaurantId }) {
  const { id = '' } = useParams();
  const api = intranetApi(restaurantId);
  const queryClient = useQueryClient();
  const timezone = useSession((s) => s.currentRestaurant?.timezone ?? DEFAULT_TIMEZONE);
  const isMember = useSession((s) => s.currentUser?.role === 'restorer');
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...api.keys.all, 'feed'] }),
      queryClient.invalidateQueries({ queryKey: api.keys.unread }),
    ]);
  const query = useQuery({
    queryKey: api.keys.announcement(id),
    queryFn: async ({ signal }) => {
      const read = await api.read(id, signal);
      void refreshLists(); // now read: the feed and the badge change
      return read;
    },
  });
  const confirm = useMutation({
    mutationFn: () => api.confirm(id),
    onSuccess: async (confirmed) => {
      queryClient.setQueryData(api.keys.announcement(id), confirmed);
      await refreshLists();
      toast.success('Confirmation enregistrée : merci !');
    },
    onError: (error) => toast.fromError(error),
  });
  const item = query.data;

  return (
    <Stack gap="md" maw={860}>
      <Anchor component={Link} to="/intranet" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Toutes les annonces
        </Group>
      </Anchor>
      <QueryState query={query}>
        {item && (
          <Card withBorder padding="lg" radius="md">
            <Stack gap="sm">
              <Title order={1} size="h3">
                {item.title}
              </Title>
              <Text size="sm" c="dimmed">
                {item.author_label} · publiée le {formatDateTime(item.publish_at, timezone)}
                {item.expires_at ? ` · jusqu’au ${formatDateTime(item.expires_at, timezone)}` : ''}
              </Text>
              <AnnouncementBadges item={item} />
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (modules/intranet/sanitize.ts) */}
              <Typography dangerouslySetInnerHTML={{ __html: item.body_html }} />
              {item.requires_confirmation &&
                (item.confirmed_at ? (
                  <Alert color="green" icon={<IconChecks size={18} />} title="Vous avez confirmé">
                    Le {formatDateTime(item.confirmed_at, timezone)} : « J’ai lu et j’applique ».
                  </Alert>
                ) : isMember ? (
                  <Group>
                    <Button leftSection={<IconChecks size={18} />} loading={confirm.isPending} onClick={() => confirm.mutate()}>
                      J’ai lu et j’applique
                    </Button>
                    {item.restaurant_confirmed && (
                      <Text size="sm" c="dimmed">
                        Déjà confirmée pour le restaurant par un propriétaire ou un gérant.
                      </Text>
                    )}
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    À confirmer par l’équipe du restaurant.
                  </Text>
                ))}
            </Stack>
          </Card>
        )}
      </QueryState>
    </Stack>
  );
});
