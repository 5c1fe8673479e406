import type { OptionGroup } from '@fitfit/contracts';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useMayWrite } from '../../../ui/access';
import { DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { usePagedList } from '../../../ui/usePagedList';
import { caisseResources, cardEffects } from '../api';
import { money } from '../components/common';

const choices = (g: OptionGroup) =>
  g.min_choices === g.max_choices ? `${g.min_choices} exactement` : `${g.min_choices} à ${g.max_choices}`;

export default restaurantPage(function Options({ restaurantId }) {
  const caisse = caisseResources(restaurantId);
  const navigate = useNavigate();
  const list = usePagedList<OptionGroup>(caisse.options, { sort: 'name', order: 'asc' });
  const mayWrite = useMayWrite();
  const remove = useDeleteAction({ resource: caisse.options, noun: "le groupe d'options", affects: cardEffects.options(caisse) });
  return (
    <>
      <PageHeader
        title="Options"
        description="Groupes d'options proposés avec les produits : cuisson, accompagnement, suppléments…"
        actions={
          mayWrite && (
            <Button component={Link} to="/caisse/options/create-an-option" leftSection={<IconPlus size={16} />}>
              Créer une option
            </Button>
          )
        }
      />
      <DataTable
        list={list}
        rowKey={(g) => g.id}
        searchPlaceholder="Rechercher un groupe d'options"
        emptyText="Aucun groupe d'options pour l'instant."
        onRowClick={(g) => navigate(`/caisse/options/${g.id}`)}
        columns={[
          { key: 'name', phone: true, title: 'Nom', sort: 'name', render: (g) => <Text fw={500}>{g.name}</Text> },
          { key: 'choices', phone: true, title: 'Choix', render: choices },
          {
            key: 'values',
            title: 'Valeurs',
            render: (g) => (
              <Text size="sm" lineClamp={2}>
                {g.values
                  .map((v) =>
                    v.price_delta_cents ? `${v.name} (${v.price_delta_cents > 0 ? '+' : ''}${money(v.price_delta_cents)})` : v.name,
                  )
                  .join(' · ')}
              </Text>
            ),
          },
          {
            key: 'actions',
            phone: true,
            title: 'Actions',
            align: 'right',
            render: (g) => (
              <RowActions label={g.name} onEdit={() => navigate(`/caisse/options/${g.id}`)} onDelete={() => remove(g.id, g.name)} />
            ),
          },
        ]}
      />
    </>
  );
});
