import type { Tag } from '@fitfit/contracts';
import { ActionIcon, Button, Group, Modal, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { api } from '../../../lib/http';
import { DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { usePagedList } from '../../../ui/usePagedList';
import { useCaissePath } from '../api';
import { ColorDot, NoRestaurant, TagBadge } from '../components/common';
import { TagForm } from '../components/TagForm';

export default function HeatTagsPage() {
  const base = useCaissePath();
  return base ? <HeatTags base={base} /> : <NoRestaurant />;
}

function HeatTags({ base }: { base: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = usePagedList<Tag>(`${base}/heat-tags`, { sort: 'name', order: 'asc' });
  const remove = useDeleteAction({ noun: "l'étiquette" });
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Étiquettes"
        description="Étiquettes des produits de la carte (végétarien, fait maison…), affichées en couleur partout où le produit apparaît."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Ajouter une étiquette
          </Button>
        }
      />
      <DataTable
        list={list}
        rowKey={(t) => t.id}
        searchPlaceholder="Rechercher une étiquette"
        emptyText="Aucune étiquette pour l'instant : ajoutez-en une."
        onRowClick={(t) => navigate(`/caisse/heat-tags/${t.id}`)}
        columns={[
          { key: 'badge', title: 'Aperçu', render: (t) => <TagBadge tag={t} /> },
          { key: 'name', title: 'Nom', sort: 'name', render: (t) => t.name },
          { key: 'color', title: 'Couleur', render: (t) => <ColorDot color={t.color} label={t.color} /> },
          { key: 'created_at', title: 'Créée le', sort: 'created_at', render: (t) => formatDate(t.created_at) },
          {
            key: 'actions',
            title: 'Actions',
            align: 'right',
            render: (t) => (
              <Group gap={4} justify="flex-end" onClick={(e) => e.stopPropagation()}>
                <Tooltip label="Modifier">
                  <ActionIcon variant="subtle" aria-label={`Modifier ${t.name}`} onClick={() => navigate(`/caisse/heat-tags/${t.id}`)}>
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Supprimer">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Supprimer ${t.name}`}
                    onClick={() => remove(`${base}/heat-tags/${t.id}`, t.name)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          },
        ]}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title="Nouvelle étiquette" centered>
        <TagForm
          initial={{ name: '', color: '#2f9e44' }}
          submitLabel="Ajouter"
          onCancel={() => setCreating(false)}
          onSubmit={async (values) => {
            const tag = await api.post<Tag>(`${base}/heat-tags`, values);
            await queryClient.invalidateQueries({ queryKey: ['list'] });
            toast.success(`Étiquette « ${tag.name} » ajoutée`);
            setCreating(false);
          }}
        />
      </Modal>
    </>
  );
}
