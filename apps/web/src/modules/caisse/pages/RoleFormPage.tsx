import {
  type CaisseRole,
  type CaisseRoleInput,
  caisseRoleInputSchema,
  plural,
  posPermissionLabels,
  posPermissions,
} from '@fitfit/contracts';
import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../ui/DeleteButton';
import { EntityFormPage } from '../../../ui/EntityFormPage';
import { FormButtons } from '../../../ui/FormButtons';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { useRefresh } from '../../../ui/useRefresh';
import { type Caisse, caisseResources } from '../api';

function RoleForm({ caisse, role }: { caisse: Caisse; role: CaisseRole | null }) {
  const navigate = useNavigate();
  const refresh = useRefresh();
  const { roles } = caisse;
  const remove = useDeleteAction({ resource: roles, noun: 'le rôle' });
  const editor = useEditor<CaisseRoleInput, CaisseRole>({
    resource: roles,
    validate: caisseRoleInputSchema,
    item: role,
    empty: { name: '', permissions: [] },
    toValues: (r) => ({ name: r.name, permissions: r.permissions }),
    created: (saved) => `Le rôle « ${saved.name} » a été créé`,
    updated: (saved) => `Le rôle « ${saved.name} » a été enregistré`,
    // the team list shows each user's role name
    affects: [caisse.posUsers.keys.all],
    onSaved: () => navigate('/caisse/roles'),
  });
  const { form } = editor;
  const duplicate = useMutation({
    mutationFn: () => caisse.duplicateRole(role?.id as string),
    onSuccess: async (copy) => {
      await refresh(roles.keys.lists);
      toast.success(`Le rôle « ${copy.name} » a été créé`);
      navigate(`/caisse/roles/${copy.id}`);
    },
    onError: (error) => toast.fromError(error),
  });

  const all = form.values.permissions.length === posPermissions.length;
  return (
    <>
      <PageHeader
        title={role ? `Rôle « ${role.name} »` : 'Créer un rôle'}
        description={
          role
            ? `Attribué à ${role.users_count} utilisateur${role.users_count > 1 ? 's' : ''} caisse`
            : 'Un nom et ce que ce rôle permet de faire sur les terminaux'
        }
        actions={
          role && (
            <>
              <Button
                variant="default"
                leftSection={<IconCopy size={16} />}
                onClick={() => duplicate.mutate()}
                loading={duplicate.isPending}
              >
                Dupliquer
              </Button>
              <DeleteButton onDelete={() => remove(role.id, role.name)} then={() => navigate('/caisse/roles')} />
            </>
          )
        }
      />
      <form onSubmit={editor.submit} noValidate>
        <Stack maw={820}>
          <TextInput
            label="Nom du rôle"
            placeholder="Ex. : Chef de rang"
            withAsterisk
            maxLength={80}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Card withBorder padding="md">
            <Checkbox.Group
              label="Permissions"
              description="Ce que les utilisateurs caisse de ce rôle peuvent faire"
              {...form.getInputProps('permissions')}
            >
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="sm" spacing="sm">
                {posPermissions.map((p) => (
                  <Checkbox key={p} value={p} label={posPermissionLabels[p]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Group mt="md" gap="xs">
              <Button variant="subtle" size="xs" onClick={() => form.setFieldValue('permissions', all ? [] : [...posPermissions])}>
                {all ? 'Tout décocher' : 'Tout cocher'}
              </Button>
              <Text size="xs" c="dimmed">
                {form.values.permissions.length} / {plural(posPermissions.length, 'permission', 'permissions')}
              </Text>
            </Group>
          </Card>
          <FormButtons cancelTo="/caisse/roles" submitLabel={role ? 'Enregistrer' : 'Créer le rôle'} saving={editor.saving} />
        </Stack>
      </form>
    </>
  );
}

/** /caisse/roles/create-a-role and /caisse/roles/:id: create or edit a role, duplicate, delete. */
export default restaurantPage(function RoleFormPage({ restaurantId }) {
  const caisse = caisseResources(restaurantId);
  return (
    <EntityFormPage<CaisseRole> resource={caisse.roles} backTo="/caisse/roles" backLabel="Retour aux rôles">
      {(role) => <RoleForm key={role ? role.id : 'new'} caisse={caisse} role={role} />}
    </EntityFormPage>
  );
});
