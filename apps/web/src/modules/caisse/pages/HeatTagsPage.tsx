import type { Tag } from '@fitfit/contracts';
import { Button, Modal } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { api } from '../../../lib/http';
import { DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
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
              <RowActions
                label={t.name}
                onEdit={() => navigate(`/caisse/heat-tags/${t.id}`)}
                onDelete={() => remove(`${base}/heat-tags/${t.id}`, t.name)}
              />
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
