import { type Menu, weekdayLabels, weekdaysMondayFirst } from '@fitfit/contracts';
import { Button, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMayWrite } from '../../../ui/access';
import { DataTable } from '../../../ui/DataTable';
import { FilterSelect } from '../../../ui/FilterSelect';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { usePagedList } from '../../../ui/usePagedList';
import { caisseResources, cardEffects } from '../api';
import { ColorDot, money } from '../components/common';

/** "Lun, Mar, Mer" — the open days, Monday first. */
const openDays = (m: Menu) => {
  const days = weekdaysMondayFirst.filter((d) => m.hours.find((h) => h.weekday === d && !h.closed));
  if (days.length === 7) return 'Tous les jours';
  if (days.length === 0) return 'Aucun horaire';
  return days.map((d) => weekdayLabels[d].slice(0, 3)).join(', ');
};

export default restaurantPage(function Menus({ restaurantId }) {
  const caisse = caisseResources(restaurantId);
  const navigate = useNavigate();
  const mayWrite = useMayWrite();
  const [active, setActive] = useState<string | null>(null);
  const list = usePagedList<Menu>(caisse.menus, { sort: 'name', order: 'asc', filters: { active: active ?? undefined } });
  const remove = useDeleteAction({ resource: caisse.menus, noun: 'le menu', affects: cardEffects.menus(caisse) });
  return (
    <>
      <PageHeader
        title="Menus"
        description="Formules : prix par type de commande, composition en étapes, horaires de disponibilité, photo."
        actions={
          mayWrite && (
            <Button component={Link} to="/caisse/menus/create-a-menu" leftSection={<IconPlus size={16} />}>
              Créer un menu
            </Button>
          )
        }
      />
      <DataTable
        list={list}
        rowKey={(m) => m.id}
        searchPlaceholder="Rechercher un menu"
        emptyText="Aucun menu : créez votre première formule."
        onRowClick={(m) => navigate(`/caisse/menus/${m.id}`)}
        toolbar={
          <FilterSelect
            aria-label="Filtrer par état"
            placeholder="Tous les menus"
            data={[
              { value: 'true', label: 'Actifs' },
              { value: 'false', label: 'Inactifs' },
            ]}
            value={active}
            onChange={setActive}
          />
        }
        columns={[
          {
            key: 'photo',
            title: 'Photo',
            width: 72,
            render: (m) =>
              m.photo_url ? (
                <Image src={m.photo_url} alt="" w={48} h={36} radius="sm" />
              ) : (
                <IconPhoto size={20} color="var(--mantine-color-gray-5)" aria-label="Pas de photo" />
              ),
          },
          {
            key: 'name',
            phone: true,
            title: 'Nom',
            sort: 'name',
            render: (m) => (
              <Stack gap={2}>
                <Text fw={500}>{m.name}</Text>
                <Text size="xs" c="dimmed">
                  {m.steps.map((s) => s.title).join(' + ')}
                </Text>
              </Stack>
            ),
          },
          {
            key: 'price',
            phone: true,
            title: 'Prix sur place',
            sort: 'price',
            align: 'right',
            render: (m) => money(m.price_on_spot_cents),
          },
          { key: 'days', title: 'Disponible', render: openDays },
          {
            key: 'active',
            title: 'État',
            render: (m) => <ColorDot color={m.active ? '#2f9e44' : '#adb5bd'} label={m.active ? 'Actif' : 'Inactif'} />,
          },
          {
            key: 'actions',
            phone: true,
            title: 'Actions',
            align: 'right',
            render: (m) => (
              <RowActions label={m.name} onEdit={() => navigate(`/caisse/menus/${m.id}`)} onDelete={() => remove(m.id, m.name)} />
            ),
          },
        ]}
      />
    </>
  );
});
