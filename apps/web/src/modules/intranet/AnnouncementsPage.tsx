import { type Announcement, announcementStatusLabels } from '@fitfit/contracts';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChartBar, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../app/session/store';
import { DEFAULT_TIMEZONE, formatDateTime } from '../../lib/dates';
import { confirm } from '../../ui/confirm';
import { PageHeader } from '../../ui/PageHeader';
import { QueryState } from '../../ui/QueryState';
import { restaurantPage } from '../../ui/RestaurantPage';
import { toast } from '../../ui/toast';
import { quoted } from '../../ui/useDeleteAction';
import { AnnouncementModal, useAnnouncementEditor } from './AnnouncementForm';
import { intranetApi } from './api';

const statusColor = { scheduled: 'blue', published: 'green', expired: 'gray' } as const;

/** « Annonces »: what the restaurant's owners write to their team (docs/intranet.md), with its follow-up a click away. */
export default restaurantPage(function AnnouncementsPage({ restaurantId }) {
  const api = intranetApi(restaurantId);
  const queryClient = useQueryClient();
  const timezone = useSession((s) => s.currentRestaurant?.timezone ?? DEFAULT_TIMEZONE);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query = { search: debounced, page };
  const list = useQuery({
    queryKey: api.keys.written(query),
    queryFn: ({ signal }) => api.written(query, signal),
    placeholderData: keepPreviousData,
  });
  const editor = useAnnouncementEditor(api);
  const remove = useMutation({
    mutationFn: (a: Announcement) => api.remove(a.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: api.keys.all });
      toast.success('Annonce retirée');
    },
    onError: (error) => toast.fromError(error),
  });
  const askRemove = async (a: Announcement) => {
    const ok = await confirm({
      title: `Retirer l’annonce ${quoted(a.title)}\u00a0?`,
      message: 'L’équipe ne la verra plus. Son suivi (qui l’a lue, confirmée) est gardé.',
      confirmLabel: 'Retirer',
      danger: true,
    });
    if (ok) remove.mutate(a);
  };
  const rows = list.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Annonces"
        description="Vos messages à l’équipe du restaurant : procédures, consignes, nouveautés. Chacun les lit dans Intranet."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Nouvelle annonce
          </Button>
        }
      />
      <Stack gap="md">
        <TextInput
          label="Rechercher"
          placeholder="Titre"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maw={420}
        />
        <QueryState query={list}>
          {rows.length === 0 ? (
            <Card withBorder padding="lg" radius="md">
              <Text c="dimmed">
                {debounced ? `Aucune annonce ne correspond à « ${debounced} ».` : 'Aucune annonce écrite pour le moment.'}
              </Text>
            </Card>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Titre</Table.Th>
                    <Table.Th>Statut</Table.Th>
                    <Table.Th>Publication</Table.Th>
                    <Table.Th>Expiration</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {a.title}
                        </Text>
                        <Group gap={4} mt={2}>
                          {a.pinned && (
                            <Badge size="sm" variant="dot" tt="none" color="grape">
                              Épinglée
                            </Badge>
                          )}
                          {a.requires_confirmation && (
                            <Badge size="sm" variant="dot" tt="none" color="orange">
                              À confirmer
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="dot" tt="none" color={statusColor[a.status]}>
                          {announcementStatusLabels[a.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{formatDateTime(a.publish_at, timezone)}</Table.Td>
                      <Table.Td>{a.expires_at ? formatDateTime(a.expires_at, timezone) : '—'}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <Tooltip label="Suivi des lectures">
                            <ActionIcon
                              variant="subtle"
                              component={Link}
                              to={`/intranet/follow-up?announcement=${a.id}`}
                              aria-label={`Suivi de ${a.title}`}
                            >
                              <IconChartBar size={18} />
                            </ActionIcon>
                          </Tooltip>
                          <ActionIcon variant="subtle" onClick={() => editor.openEdit(a)} aria-label={`Modifier ${a.title}`}>
                            <IconPencil size={18} />
                          </ActionIcon>
                          <ActionIcon variant="subtle" color="red" onClick={() => askRemove(a)} aria-label={`Retirer ${a.title}`}>
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {(list.data?.total_pages ?? 1) > 1 && (
            <Pagination total={list.data?.total_pages ?? 1} value={page} onChange={setPage} aria-label="Pages d’annonces" />
          )}
          <Text size="sm" c="dimmed">
            Les annonces reçues par le restaurant sont dans{' '}
            <Anchor component={Link} to="/intranet">
              Intranet
            </Anchor>
            .
          </Text>
        </QueryState>
      </Stack>
      <AnnouncementModal editor={editor} />
    </>
  );
});
