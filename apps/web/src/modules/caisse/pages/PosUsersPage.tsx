import { type CaisseRole, LOOKUP_PAGE_SIZE, type PosUser } from '@fitfit/contracts';
import { ActionIcon, Alert, Anchor, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconKey, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/store';
import { formatDateTime } from '../../../lib/dates';
import { useMayWrite } from '../../../ui/access';
import { type Column, DataTable } from '../../../ui/DataTable';
import { FilterSelect } from '../../../ui/FilterSelect';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useLookupList, usePagedList } from '../../../ui/usePagedList';
import { caisseResources } from '../api';
import { PinModal, usePinEditor } from '../components/PinModal';
import { PosUserModal, usePosUserEditor } from '../components/PosUserModal';

const statuses = [
  { value: 'true', label: 'Actifs' },
  { value: 'false', label: 'Inactifs' },
];

/** /caisse/users: the restaurant staff on the terminals. */
export default restaurantPage(function PosUsers({ restaurantId }) {
  const caisse = caisseResources(restaurantId);
  const timezone = useSession((s) => s.currentRestaurant?.timezone);
  const [params] = useSearchParams();
  const [roleId, setRoleId] = useState<string | null>(params.get('role_id'));
  const [active, setActive] = useState<string | null>(null);
  const roles = useLookupList<CaisseRole>(caisse.roles, { perPage: LOOKUP_PAGE_SIZE });
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  const list = usePagedList<PosUser>(caisse.posUsers, {
    sort: 'last_name',
    order: 'asc',
    filters: { role_id: roleId ?? undefined, active: active ?? undefined },
  });
  // a role shows how many users it has
  const remove = useDeleteAction({ resource: caisse.posUsers, noun: "l'utilisateur caisse", affects: [caisse.roles.keys.all] });
  const noRoles = roles.data && roles.data.length === 0;
  const editor = usePosUserEditor(caisse, roleOptions);
  const pinEditor = usePinEditor(caisse);
  const mayWrite = useMayWrite();

  const columns: Column<PosUser>[] = [
    {
      key: 'name',
      phone: true,
      title: 'Nom',
      sort: 'last_name',
      width: 220,
      render: (u) => (
        <Anchor component="button" type="button" fw={600} ta="left" onClick={() => editor.openEdit(u)}>
          {u.display_name}
        </Anchor>
      ),
    },
    {
      key: 'role',
      phone: true,
      title: 'Rôle',
      sort: 'role_name',
      width: 150,
      render: (u) => (
        <Badge variant="default" tt="none">
          {u.role_name}
        </Badge>
      ),
    },
    {
      key: 'active',
      title: 'Statut',
      sort: 'active',
      width: 110,
      render: (u) => (
        <Badge color={u.active ? 'green' : 'gray'} variant="dot" tt="none">
          {u.active ? 'Actif' : 'Inactif'}
        </Badge>
      ),
    },
    {
      key: 'pin',
      title: 'Code PIN changé le',
      width: 190,
      render: (u) => (
        <Text size="sm" c="dimmed">
          {formatDateTime(u.pin_updated_at, timezone)}
        </Text>
      ),
    },
    {
      key: 'actions',
      phone: true,
      title: 'Actions',
      width: 140,
      align: 'right',
      render: (u) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Modifier">
            <ActionIcon variant="subtle" onClick={() => editor.openEdit(u)} aria-label={`Modifier ${u.display_name}`}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Changer le code PIN">
            <ActionIcon variant="subtle" onClick={() => pinEditor.openEdit(u)} aria-label={`Changer le code PIN de ${u.display_name}`}>
              <IconKey size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Supprimer">
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => remove(u.id, u.display_name)}
              aria-label={`Supprimer ${u.display_name}`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Utilisateurs caisse"
        description="L'équipe qui se connecte aux terminaux avec son code PIN"
        actions={
          mayWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => editor.openCreate()} disabled={!roles.data || noRoles}>
              Ajouter un utilisateur
            </Button>
          )
        }
      />
      {noRoles && mayWrite && (
        <Alert color="blue" mb="md" title="Aucun rôle">
          Chaque utilisateur caisse a un rôle : créez d'abord les rôles de votre équipe.{' '}
          <Anchor component={Link} to="/caisse/roles/create-a-role">
            Créer un rôle
          </Anchor>
        </Alert>
      )}
      <DataTable
        list={list}
        columns={columns}
        rowKey={(u) => u.id}
        searchPlaceholder="Rechercher par nom"
        emptyText={roleId || active ? 'Aucun utilisateur ne correspond à ces filtres.' : "Aucun utilisateur caisse pour l'instant."}
        toolbar={
          <>
            <FilterSelect
              aria-label="Filtrer par rôle"
              placeholder="Tous les rôles"
              data={roleOptions}
              value={roleId}
              onChange={(v) => {
                setRoleId(v);
                list.setPage(1);
              }}
            />
            <FilterSelect
              aria-label="Filtrer par statut"
              placeholder="Tous les statuts"
              data={statuses}
              value={active}
              onChange={(v) => {
                setActive(v);
                list.setPage(1);
              }}
            />
          </>
        }
      />
      <PosUserModal editor={editor} roles={roleOptions} />
      <PinModal editor={pinEditor} />
    </>
  );
});
