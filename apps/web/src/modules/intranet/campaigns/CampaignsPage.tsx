import { announcementAudienceLabels, type Campaign, campaignStatusLabels } from '@fitfit/contracts';
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconChartBar, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { usePagedList } from '../../../ui/usePagedList';
import { type IntranetArea, useIntranetArea } from '../area';
import { campaignAuthorApi } from './api';
import { CampaignModal, useCampaignEditor } from './CampaignEditor';
import { CampaignFollowUp } from './CampaignFollowUp';

const statusColor = { scheduled: 'blue', open: 'green', closed: 'gray' } as const;
const intro = {
  admin: 'Ce que FitFit Solution demande aux restaurants avant une échéance, avec une preuve (photos, commentaire).',
  franchisor:
    'Ce que vous demandez aux restaurants de vos marques avant une échéance : la carte d’été, une vitrine, une procédure, avec photos.',
  restaurant: 'Ce que vous demandez à l’équipe avant une échéance, avec une preuve (photos, commentaire).',
};

/** « Campagnes » of an author (docs/intranet.md « Campagnes »): its list, its editor, and the follow-up of the one chosen. */
function CampaignsScreen({ area }: { area: IntranetArea }) {
  const restaurantId = area.kind === 'restaurant' ? (area.api.root[1] as string) : null;
  const api = useMemo(() => campaignAuthorApi(area.kind, restaurantId), [area.kind, restaurantId]);
  const list = usePagedList<Campaign>(api, { sort: 'publish_at', order: 'desc', fetch: api.page });
  const editor = useCampaignEditor(area, api);
  const [params, setParams] = useSearchParams();
  const chosen = params.get('campaign');
  const withdraw = useDeleteAction({
    resource: api,
    noun: 'la campagne',
    remove: api.remove,
    affects: [[...api.root]],
    consequence: 'Les restaurants ne la verront plus. Les preuves rendues sont gardées.',
    wording: { verb: 'Retirer', done: 'retirée' },
  });
  const columns: Column<Campaign>[] = [
    {
      key: 'title',
      title: 'Titre',
      sort: 'title',
      phone: true,
      render: (c) => (
        <>
          <Text fw={600} size="sm">
            {c.title}
          </Text>
          <Text size="xs" c="dimmed">
            {c.done_count} sur {c.restaurants_count} fait{c.late_count > 0 ? ` · ${c.late_count} en retard` : ''}
          </Text>
        </>
      ),
    },
    ...(area.kind === 'restaurant'
      ? []
      : [{ key: 'audience', title: 'Destinataires', render: (c: Campaign) => announcementAudienceLabels[c.audience] }]),
    {
      key: 'status',
      title: 'Statut',
      render: (c) => (
        <Badge variant="dot" tt="none" color={statusColor[c.status]}>
          {campaignStatusLabels[c.status]}
        </Badge>
      ),
    },
    { key: 'deadline_at', title: 'Échéance', sort: 'deadline_at', render: (c) => formatDateTime(c.deadline_at, area.timezone) },
    { key: 'publish_at', title: 'Publication', sort: 'publish_at', render: (c) => formatDateTime(c.publish_at, area.timezone) },
    {
      key: 'actions',
      title: '',
      align: 'right',
      phone: true,
      render: (c) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Tooltip label="Suivi">
            <ActionIcon variant="subtle" onClick={() => setParams({ campaign: c.id })} aria-label={`Suivi de ${c.title}`}>
              <IconChartBar size={18} />
            </ActionIcon>
          </Tooltip>
          <ActionIcon variant="subtle" onClick={() => editor.openEdit(c)} aria-label={`Modifier ${c.title}`}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" onClick={() => withdraw(c.id, c.title)} aria-label={`Retirer ${c.title}`}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Campagnes"
        description={intro[area.kind]}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Nouvelle campagne
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(c) => c.id}
        searchPlaceholder="Rechercher une campagne"
        emptyText="Aucune campagne lancée pour le moment."
        minWidth={720}
      />
      {chosen && <CampaignFollowUp key={chosen} area={area} api={api} id={chosen} />}
      <CampaignModal area={area} editor={editor} />
    </>
  );
}

/** The restaurant's owners (`/intranet/team-campaigns`), to their team. */
export default restaurantPage(function OwnerCampaignsPage({ restaurantId }) {
  return <CampaignsScreen area={useIntranetArea('restaurant', restaurantId)} />;
});
/** The platform's team (`/admin/intranet/campaigns`). */
export const AdminCampaignsPage = () => <CampaignsScreen area={useIntranetArea('admin')} />;
/** A franchisor (`/franchisor/intranet/campaigns`), to its marks' restaurants. */
export const FranchisorCampaignsPage = () => <CampaignsScreen area={useIntranetArea('franchisor')} />;
