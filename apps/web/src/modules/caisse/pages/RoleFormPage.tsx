import { type CaisseRole, type CaisseRoleInput, caisseRoleInputSchema, posPermissionLabels, posPermissions } from '@fitfit/contracts';
import { Alert, Anchor, Button, Card, Checkbox, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { ApiError, errorMessage } from '../../../lib/http';
import { PageHeader } from '../../../ui/PageHeader';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { NoRestaurant } from '../components/NoRestaurant';
import { teamApi, useRestaurantId } from '../team-api';

const empty: CaisseRoleInput = { name: '', permissions: [] };

function RoleForm({ restaurantId, id }: { restaurantId: string; id?: string }) {
  const client = teamApi(restaurantId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAction({ noun: 'le rôle' });
  const role = useQuery({ queryKey: ['caisse-role', restaurantId, id], queryFn: () => client.getRole(id as string), enabled: Boolean(id) });
  const form = useForm<CaisseRoleInput>({ initialValues: empty, validate: zodValidate(caisseRoleInputSchema) });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (role.data) {
      const values = { name: role.data.name, permissions: role.data.permissions };
      setValues(values);
      resetDirty(values);
    }
  }, [role.data, setValues, resetDirty]);

  const done = async (saved: CaisseRole, message: string) => {
    await queryClient.invalidateQueries({ queryKey: ['list'] });
    queryClient.setQueryData(['caisse-role', restaurantId, saved.id], saved);
    toast.success(message);
  };
  const save = useMutation({
    mutationFn: (values: CaisseRoleInput) => (id ? client.updateRole(id, values) : client.createRole(values)),
    onSuccess: async (saved) => {
      await done(saved, id ? `Le rôle « ${saved.name} » a été enregistré` : `Le rôle « ${saved.name} » a été créé`);
      navigate('/caisse/roles');
    },
    onError: (error) => {
      if (!applyServerErrors(error, form.setFieldError)) toast.fromError(error);
    },
  });
  const duplicate = useMutation({
    mutationFn: () => client.duplicateRole(id as string),
    onSuccess: async (copy) => {
      await done(copy, `Le rôle « ${copy.name} » a été créé`);
      navigate(`/caisse/roles/${copy.id}`);
    },
    onError: (error) => toast.fromError(error),
  });

  if (id && role.isLoading) return <Loader aria-label="Chargement du rôle" />;
  if (id && role.isError)
    return (
      <Alert color="red" title={role.error instanceof ApiError && role.error.status === 404 ? 'Rôle introuvable' : 'Erreur'}>
        {errorMessage(role.error)}{' '}
        <Anchor component={Link} to="/caisse/roles">
          Retour aux rôles
        </Anchor>
      </Alert>
    );

  const all = form.values.permissions.length === posPermissions.length;
  return (
    <>
      <PageHeader
        title={id ? `Rôle « ${role.data?.name ?? ''} »` : 'Créer un rôle'}
        description={
          id
            ? `Attribué à ${role.data?.users_count ?? 0} utilisateur${(role.data?.users_count ?? 0) > 1 ? 's' : ''} caisse`
            : 'Un nom et ce que ce rôle permet de faire sur les terminaux'
        }
        actions={
          id && (
            <>
              <Button
                variant="default"
                leftSection={<IconCopy size={16} />}
                onClick={() => duplicate.mutate()}
                loading={duplicate.isPending}
              >
                Dupliquer
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={async () => {
                  if (await remove(client.paths.role(id), role.data?.name ?? '')) navigate('/caisse/roles');
                }}
              >
                Supprimer
              </Button>
            </>
          )
        }
      />
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
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
                {form.values.permissions.length} / {posPermissions.length} permission(s)
              </Text>
            </Group>
          </Card>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {id ? 'Enregistrer' : 'Créer le rôle'}
            </Button>
            <Button variant="default" component={Link} to="/caisse/roles">
              Annuler
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}

/** /caisse/roles/create-a-role and /caisse/roles/:id: create or edit a role, duplicate, delete. */
export default function RoleFormPage() {
  const restaurantId = useRestaurantId();
  const { id } = useParams();
  if (!restaurantId) return <NoRestaurant />;
  return <RoleForm key={`${restaurantId}-${id ?? 'new'}`} restaurantId={restaurantId} id={id} />;
}
