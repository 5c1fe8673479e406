import { type AdminUser, plural, type Role, roleLabels, roles } from '@fitfit/contracts';
import { ActionIcon, Badge, Button, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconPencil, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../../app/session/store';
import { formatDateTime } from '../../../lib/dates';
import { DataTable } from '../../../ui/DataTable';
import { FilterSelect } from '../../../ui/FilterSelect';
import { PageHeader } from '../../../ui/PageHeader';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { usePagedList } from '../../../ui/usePagedList';
import { useRefresh } from '../../../ui/useRefresh';
import { admin, adminEffects } from '../api';
import { usersApi } from '../billing-api';
import { SponsoredRestaurantsDrawer } from '../components/SponsoredRestaurantsDrawer';
import { UserFormModal, useUserEditor } from '../components/UserFormModal';

const roleColors: Record<Role, string> = { admin: 'grape', restorer: 'blue', franchisor: 'teal', saler: 'orange' };

/** What the user acts for: restaurants, marks, or its affiliate code. */
const actsFor = (u: AdminUser) => {
  if (u.role === 'admin') return 'Tous les restaurants';
  if (u.role === 'restorer') return u.restaurant_names.join(', ') || '—';
  if (u.role === 'franchisor') return u.mark_names.join(', ') || '—';
  return `Code ${u.affiliate_code ?? '—'} · ${plural(u.sponsored_count, 'restaurant parrainé', 'restaurants parrainés')}`;
};

export default function UsersPage() {
  const [role, setRole] = useState<Role | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [sponsor, setSponsor] = useState<AdminUser | null>(null);
  const refresh = useRefresh();
  const editor = useUserEditor();
  const me = useSession((s) => s.currentUser?.id);
  const list = usePagedList<AdminUser>(admin.users, {
    filters: { role: role ?? undefined, only_soft_deleted: deleted ? 'true' : undefined },
    sort: 'created_at',
  });
  const remove = useDeleteAction({ resource: admin.users, noun: "l'utilisateur", affects: adminEffects.users });
  const restore = useMutation({
    mutationFn: (u: AdminUser) => usersApi.restore(u.id),
    onSuccess: async (u) => {
      await refresh(admin.users.keys.all, ...adminEffects.users);
      toast.success(`« ${u.first_name} ${u.last_name} » a été restauré`);
    },
    onError: (error) => toast.fromError(error),
  });

  return (
    <>
      <PageHeader
        title="Utilisateurs"
        description="Administrateurs, restaurateurs, franchiseurs et commerciaux"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Nouvel utilisateur
          </Button>
        }
      />
      <DataTable
        list={list}
        rowKey={(u) => u.id}
        searchPlaceholder="Rechercher par nom, e-mail ou code affilié"
        emptyText={deleted ? 'Aucun utilisateur supprimé' : 'Aucun utilisateur'}
        toolbar={
          <>
            <FilterSelect
              aria-label="Filtrer par rôle"
              placeholder="Tous les rôles"
              value={role}
              onChange={(v) => setRole(v as Role | null)}
              data={roles.map((r) => ({ value: r, label: roleLabels[r] }))}
            />
            <Switch label="Utilisateurs supprimés" checked={deleted} onChange={(e) => setDeleted(e.currentTarget.checked)} />
          </>
        }
        columns={[
          {
            key: 'name',
            phone: true,
            title: 'Nom',
            sort: 'last_name',
            render: (u) => (
              <div>
                <Text fw={500}>
                  {u.first_name} {u.last_name}
                </Text>
                {u.phone && (
                  <Text size="xs" c="dimmed">
                    {u.phone}
                  </Text>
                )}
              </div>
            ),
          },
          { key: 'email', title: 'E-mail', sort: 'email', render: (u) => u.email },
          {
            key: 'role',
            phone: true,
            title: 'Rôle',
            sort: 'role',
            width: 150,
            render: (u) => (
              <Badge
                color={roleColors[u.role]}
                variant="dot"
                tt="none"
                styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
              >
                {roleLabels[u.role]}
              </Badge>
            ),
          },
          { key: 'acts', title: 'Périmètre', render: (u) => <Text size="sm">{actsFor(u)}</Text> },
          {
            key: 'last_login_at',
            title: deleted ? 'Supprimé le' : 'Dernière connexion',
            sort: deleted ? undefined : 'last_login_at',
            render: (u) => {
              const at = deleted ? u.deleted_at : u.last_login_at;
              return at ? formatDateTime(at) : 'Jamais';
            },
          },
          {
            key: 'actions',
            phone: true,
            title: 'Actions',
            align: 'right',
            render: (u) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {deleted ? (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconRestore size={14} />}
                    onClick={() => restore.mutate(u)}
                    loading={restore.isPending}
                  >
                    Restaurer
                  </Button>
                ) : (
                  <>
                    {u.role === 'saler' && (
                      <Tooltip label="Restaurants parrainés">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Restaurants parrainés par ${u.first_name} ${u.last_name}`}
                          onClick={() => setSponsor(u)}
                        >
                          <IconBuildingStore size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Tooltip label="Modifier">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Modifier ${u.first_name} ${u.last_name}`}
                        onClick={() => editor.openEdit(u)}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    {u.id !== me && (
                      <Tooltip label="Supprimer">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Supprimer ${u.first_name} ${u.last_name}`}
                          onClick={() => remove(u.id, `${u.first_name} ${u.last_name}`)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </>
                )}
              </Group>
            ),
          },
        ]}
      />
      <UserFormModal editor={editor} />
      <SponsoredRestaurantsDrawer user={sponsor} onClose={() => setSponsor(null)} />
    </>
  );
}
