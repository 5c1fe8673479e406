import { type Announcement, announcementAudienceLabels, announcementStatusLabels } from '@fitfit/contracts';
import { ActionIcon, Anchor, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconChartBar, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { type Column, DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { restaurantPage } from '../../ui/RestaurantPage';
import { useDeleteAction } from '../../ui/useDeleteAction';
import { usePagedList } from '../../ui/usePagedList';
import { AnnouncementModal, useAnnouncementEditor } from './AnnouncementForm';
import { type IntranetArea, useIntranetArea } from './area';

const statusColor = { scheduled: 'blue', published: 'green', expired: 'gray' } as const;

const intro = {
  admin: 'Les messages de FitFit Solution aux restaurants : nouveautés, changements, consignes. Chacun les lit dans son Intranet.',
  franchisor: 'Vos messages aux restaurants de vos marques : procédures, carte, consignes. Leurs équipes les lisent dans Intranet.',
  restaurant: 'Vos messages à l’équipe du restaurant : procédures, consignes, nouveautés. Chacun les lit dans Intranet.',
};
const withdrawn = {
  admin: 'Les restaurants ne la verront plus.',
  franchisor: 'Vos restaurants ne la verront plus.',
  restaurant: 'L’équipe ne la verra plus.',
};

/** « Annonces »: what an author writes (docs/intranet.md), in its own layout, with its follow-up a click away. */
function AnnouncementsScreen({ area }: { area: IntranetArea }) {
  const { api, timezone } = area;
  const list = usePagedList<Announcement>(api, { sort: 'publish_at', order: 'desc', fetch: api.page });
  const editor = useAnnouncementEditor(area);
  const withdraw = useDeleteAction({
    resource: api,
    noun: 'l’annonce',
    remove: api.remove,
    affects: [[...api.root]],
    consequence: `${withdrawn[area.kind]} Son suivi (qui l’a lue, confirmée) est gardé.`,
    wording: { verb: 'Retirer', done: 'retirée' },
  });
  const columns: Column<Announcement>[] = [
    {
      key: 'title',
      title: 'Titre',
      sort: 'title',
      phone: true,
      render: (a) => (
        <>
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
        </>
      ),
    },
    ...(area.kind === 'restaurant'
      ? []
      : [{ key: 'audience', title: 'Destinataires', render: (a: Announcement) => announcementAudienceLabels[a.audience] }]),
    {
      key: 'status',
      title: 'Statut',
      render: (a) => (
        <Badge variant="dot" tt="none" color={statusColor[a.status]}>
          {announcementStatusLabels[a.status]}
        </Badge>
      ),
    },
    { key: 'publish_at', title: 'Publication', sort: 'publish_at', render: (a) => formatDateTime(a.publish_at, timezone) },
    { key: 'expires_at', title: 'Expiration', render: (a) => (a.expires_at ? formatDateTime(a.expires_at, timezone) : '—') },
    {
      key: 'actions',
      title: '',
      align: 'right',
      phone: true,
      render: (a) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Tooltip label="Suivi des lectures">
            <ActionIcon
              variant="subtle"
              component={Link}
              to={`${area.base}/follow-up?announcement=${a.id}`}
              aria-label={`Suivi de ${a.title}`}
            >
              <IconChartBar size={18} />
            </ActionIcon>
          </Tooltip>
          <ActionIcon variant="subtle" onClick={() => editor.openEdit(a)} aria-label={`Modifier ${a.title}`}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" onClick={() => withdraw(a.id, a.title)} aria-label={`Retirer ${a.title}`}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Annonces"
        description={intro[area.kind]}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Nouvelle annonce
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(a) => a.id}
        searchPlaceholder="Rechercher une annonce"
        emptyText="Aucune annonce écrite pour le moment."
        minWidth={720}
      />
      {area.kind === 'restaurant' && (
        <Text size="sm" c="dimmed" mt="md">
          Les annonces reçues par le restaurant sont dans{' '}
          <Anchor component={Link} to="/intranet">
            Intranet
          </Anchor>
          .
        </Text>
      )}
      <AnnouncementModal area={area} editor={editor} />
    </>
  );
}

/** The restaurant's owners (`/intranet/announcements`), to their team. */
export default restaurantPage(function OwnerAnnouncementsPage({ restaurantId }) {
  return <AnnouncementsScreen area={useIntranetArea('restaurant', restaurantId)} />;
});
/** The platform's team (`/admin/intranet/announcements`). */
export const AdminAnnouncementsPage = () => <AnnouncementsScreen area={useIntranetArea('admin')} />;
/** A franchisor (`/franchisor/intranet/announcements`), to its marks' restaurants. */
export const FranchisorAnnouncementsPage = () => <AnnouncementsScreen area={useIntranetArea('franchisor')} />;
