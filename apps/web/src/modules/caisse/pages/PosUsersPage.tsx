import { type CaisseRole, LOOKUP_PAGE_SIZE, type PosUser } from '@fitfit/contracts';
import { ActionIcon, Alert, Anchor, Badge, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconKey, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/store';
import { formatDateTime } from '../../../lib/dates';
import { api } from '../../../lib/http';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { usePagedList } from '../../../ui/usePagedList';
import { NoRestaurant } from '../components/NoRestaurant';
import { PinModal } from '../components/PinModal';
import { PosUserModal } from '../components/PosUserModal';
import { teamPaths, useRestaurantId } from '../team-api';

type Dialog = { kind: 'create' } | { kind: 'edit'; user: PosUser } | { kind: 'pin'; user: PosUser } | null;
const statuses = [
  { value: 'true', label: 'Actifs' },
  { value: 'false', label: 'Inactifs' },
];

function PosUsers({ restaurantId }: { restaurantId: string }) {
  const paths = teamPaths(restaurantId);
  const timezone = useSession((s) => s.currentRestaurant?.timezone);
  const [params] = useSearchParams();
  const [roleId, setRoleId] = useState<string | null>(params.get('role_id'));
  const [active, setActive] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const roles = useQuery({
    queryKey: ['list', paths.roles, 'lookup'],
    queryFn: ({ signal }) => api.page<CaisseRole>(paths.roles, { page: 1, per_page: LOOKUP_PAGE_SIZE, sort: 'name', order: 'asc' }, signal),
  });
  const roleOptions = (roles.data?.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  const list = usePagedList<PosUser>(paths.posUsers, {
    sort: 'last_name',
    order: 'asc',
    filters: { role_id: roleId ?? undefined, active: active ?? undefined },
  });
  const remove = useDeleteAction({ noun: "l'utilisateur caisse" });
  const noRoles = roles.data && roles.data.total_entries === 0;

  const columns: Column<PosUser>[] = [
    {
      key: 'name',
      title: 'Nom',
      sort: 'last_name',
      width: 220,
      render: (u) => (
        <Anchor component="button" type="button" fw={600} ta="left" onClick={() => setDialog({ kind: 'edit', user: u })}>
          {u.display_name}
        </Anchor>
      ),
    },
    {
      key: 'role',
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
      title: 'Actions',
      width: 140,
      align: 'right',
      render: (u) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Modifier">
            <ActionIcon variant="subtle" onClick={() => setDialog({ kind: 'edit', user: u })} aria-label={`Modifier ${u.display_name}`}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Changer le code PIN">
            <ActionIcon
              variant="subtle"
              onClick={() => setDialog({ kind: 'pin', user: u })}
              aria-label={`Changer le code PIN de ${u.display_name}`}
            >
              <IconKey size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Supprimer">
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => remove(paths.posUser(u.id), u.display_name)}
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
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'create' })} disabled={!roles.data || noRoles}>
            Ajouter un utilisateur
          </Button>
        }
      />
      {noRoles && (
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
            <Select
              aria-label="Filtrer par rôle"
              placeholder="Tous les rôles"
              data={roleOptions}
              value={roleId}
              onChange={(v) => {
                setRoleId(v);
                list.setPage(1);
              }}
              clearable
              w={200}
            />
            <Select
              aria-label="Filtrer par statut"
              placeholder="Tous les statuts"
              data={statuses}
              value={active}
              onChange={(v) => {
                setActive(v);
                list.setPage(1);
              }}
              clearable
              w={170}
            />
          </>
        }
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <PosUserModal
          restaurantId={restaurantId}
          user={dialog.kind === 'edit' ? dialog.user : undefined}
          roles={roleOptions}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'pin' && <PinModal restaurantId={restaurantId} user={dialog.user} onClose={() => setDialog(null)} />}
    </>
  );
}

/** /caisse/users: the restaurant staff on the terminals. */
export default function PosUsersPage() {
  const restaurantId = useRestaurantId();
  if (!restaurantId) return <NoRestaurant />;
  return <PosUsers key={restaurantId} restaurantId={restaurantId} />;
}
