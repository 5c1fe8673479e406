import type { Tag } from '@fitfit/contracts';
import { Button, Modal } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { useMayWrite } from '../../../ui/access';
import { DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { usePagedList } from '../../../ui/usePagedList';
import { caisseResources, cardEffects } from '../api';
import { ColorDot, TagBadge } from '../components/common';
import { TagForm } from '../components/TagForm';

export default restaurantPage(function HeatTags({ restaurantId }) {
  const caisse = caisseResources(restaurantId);
  const navigate = useNavigate();
  const list = usePagedList<Tag>(caisse.tags, { sort: 'name', order: 'asc' });
  const remove = useDeleteAction({ resource: caisse.tags, noun: "l'étiquette", affects: cardEffects.tags(caisse) });
  const [creating, setCreating] = useState(false);
  const mayWrite = useMayWrite();
  return (
    <>
      <PageHeader
        title="Étiquettes"
        description="Étiquettes des produits de la carte (végétarien, fait maison…), affichées en couleur partout où le produit apparaît."
        actions={
          mayWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              Ajouter une étiquette
            </Button>
          )
        }
      />
      <DataTable
        list={list}
        rowKey={(t) => t.id}
        searchPlaceholder="Rechercher une étiquette"
        emptyText="Aucune étiquette pour l'instant : ajoutez-en une."
        onRowClick={(t) => navigate(`/caisse/heat-tags/${t.id}`)}
        columns={[
          { key: 'badge', phone: true, title: 'Aperçu', render: (t) => <TagBadge tag={t} /> },
          { key: 'name', phone: true, title: 'Nom', sort: 'name', render: (t) => t.name },
          { key: 'color', title: 'Couleur', render: (t) => <ColorDot color={t.color} label={t.color} /> },
          { key: 'created_at', title: 'Créée le', sort: 'created_at', render: (t) => formatDate(t.created_at) },
          {
            key: 'actions',
            phone: true,
            title: 'Actions',
            align: 'right',
            render: (t) => (
              <RowActions label={t.name} onEdit={() => navigate(`/caisse/heat-tags/${t.id}`)} onDelete={() => remove(t.id, t.name)} />
            ),
          },
        ]}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title="Nouvelle étiquette" centered>
        {creating && <TagForm caisse={caisse} tag={null} onCancel={() => setCreating(false)} onSaved={() => setCreating(false)} />}
      </Modal>
    </>
  );
});
