import { plural } from '@fitfit/contracts';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconMailForward } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dayjs } from '../../lib/dates';
import { confirm } from '../../ui/confirm';
import { PageHeader } from '../../ui/PageHeader';
import { QueryState } from '../../ui/QueryState';
import { restaurantPage } from '../../ui/RestaurantPage';
import { toast } from '../../ui/toast';
import { type IntranetArea, useIntranetArea } from './area';
import { FollowUpTable, waitingCount } from './FollowUpTable';

/**
 * « Suivi des lectures » (docs/intranet.md): for one announcement of the author, who of the restaurants addressed read
 * it and confirmed it — sortable, filtered to those still waited for, as CSV or XLSX, and a reminder e-mail to them.
 */
function FollowUpScreen({ area }: { area: IntranetArea }) {
  const { api, timezone } = area;
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
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
    onSuccess: ({ reminded }, id) => {
      void queryClient.invalidateQueries({ queryKey: api.followUpKey(id) }); // the last reminder's line
      return reminded === 0
        ? toast.success('Personne à relancer : tout le monde a lu')
        : toast.success(`Rappel envoyé par e-mail à ${plural(reminded, 'personne', 'personnes')}`);
    },
    onError: (error) => toast.fromError(error),
  });
  const exportAs = (format: 'csv' | 'xlsx') => chosen && api.exportFollowUp(chosen, format).catch((e) => toast.fromError(e));
  const data = follow.data;
  const toRemind = data ? waitingCount(data) : 0;
  const askRemind = async () => {
    if (!data) return;
    const ok = await confirm({
      title: `Relancer ${plural(toRemind, 'personne', 'personnes')}\u00a0?`,
      message: `Un e-mail de rappel part à ceux qui n’ont pas encore ${data.requires_confirmation ? 'lu ou confirmé' : 'lu'} « ${data.title} ». Un rappel par heure au plus.`,
      confirmLabel: 'Relancer',
    });
    if (ok) remind.mutate(data.id);
  };
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
                {data.last_reminder && (
                  <Text size="sm" c="dimmed" mb="sm">
                    Dernier rappel le {dayjs(data.last_reminder.at).tz(timezone).format('DD/MM [à] HH:mm')}
                    {data.last_reminder.by_name && ` par ${data.last_reminder.by_name}`}
                  </Text>
                )}
                <FollowUpTable data={data} network={network} timezone={timezone} />
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
