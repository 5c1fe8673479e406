import type { CaisseRole } from '@fitfit/contracts';
import { ActionIcon, Anchor, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useMayWrite } from '../../../ui/access';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { NoRestaurant, useRestaurantId } from '../../../ui/RestaurantPage';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { usePagedList } from '../../../ui/usePagedList';
import { useRefresh } from '../../../ui/useRefresh';
import { caisseResources } from '../api';
import { PermissionBadges } from '../components/PermissionBadges';

const usersLabel = (n: number) => (n === 0 ? 'Aucun' : `${n} utilisateur${n > 1 ? 's' : ''}`);

function RolesList({ restaurantId }: { restaurantId: string }) {
  const caisse = caisseResources(restaurantId);
  const { roles } = caisse;
  const mayWrite = useMayWrite();
  const refresh = useRefresh();
  const list = usePagedList<CaisseRole>(roles, { sort: 'name', order: 'asc' });
  const remove = useDeleteAction({ resource: roles, noun: 'le rôle' });
  const duplicate = useMutation({
    mutationFn: (role: CaisseRole) => caisse.duplicateRole(role.id),
    onSuccess: async (copy) => {
      await refresh(roles.keys.lists);
      toast.success(`Le rôle « ${copy.name} » a été créé`);
    },
    onError: (error) => toast.fromError(error),
  });

  const columns: Column<CaisseRole>[] = [
    {
      key: 'name',
      phone: true,
      title: 'Nom',
      sort: 'name',
      render: (r) => (
        <Anchor component={Link} to={`/caisse/roles/${r.id}`} fw={600}>
          {r.name}
        </Anchor>
      ),
    },
    { key: 'permissions', title: 'Permissions', render: (r) => <PermissionBadges permissions={r.permissions} /> },
    {
      key: 'users',
      phone: true,
      title: 'Utilisateurs',
      sort: 'users_count',
      width: 140,
      render: (r) =>
        r.users_count ? (
          <Anchor
            component={Link}
            to={`/caisse/users?role_id=${r.id}`}
            size="sm"
            aria-label={`Voir les ${usersLabel(r.users_count).toLowerCase()} du rôle ${r.name}`}
          >
            {usersLabel(r.users_count)}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {usersLabel(r.users_count)}
          </Text>
        ),
    },
    {
      key: 'actions',
      phone: true,
      title: 'Actions',
      width: 140,
      align: 'right',
      render: (r) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Modifier">
            <ActionIcon variant="subtle" component={Link} to={`/caisse/roles/${r.id}`} aria-label={`Modifier le rôle ${r.name}`}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          {mayWrite && (
            <Tooltip label="Dupliquer">
              <ActionIcon
                variant="subtle"
                onClick={() => duplicate.mutate(r)}
                loading={duplicate.isPending && duplicate.variables?.id === r.id}
                aria-label={`Dupliquer le rôle ${r.name}`}
              >
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={r.users_count ? `Attribué à ${usersLabel(r.users_count).toLowerCase()} : réattribuez-les d'abord` : 'Supprimer'}>
            <ActionIcon variant="subtle" color="red" onClick={() => remove(r.id, r.name)} aria-label={`Supprimer le rôle ${r.name}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      list={list}
      columns={columns}
      rowKey={(r) => r.id}
      searchPlaceholder="Rechercher un rôle"
      emptyText="Aucun rôle pour l'instant. Créez le premier rôle de votre équipe (Gérant, Serveur…)."
    />
  );
}

/** /caisse/roles: the restaurant roles of the terminals. */
export default function RolesPage() {
  const restaurantId = useRestaurantId();
  const mayWrite = useMayWrite();
  return (
    <>
      <PageHeader
        title="Rôles"
        description="Ce que chaque membre de l'équipe peut faire sur les terminaux de caisse"
        actions={
          restaurantId &&
          mayWrite && (
            <Button component={Link} to="/caisse/roles/create-a-role" leftSection={<IconPlus size={16} />}>
              Créer un rôle
            </Button>
          )
        }
      />
      {restaurantId ? <RolesList key={restaurantId} restaurantId={restaurantId} /> : <NoRestaurant />}
    </>
  );
}
