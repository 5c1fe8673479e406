import {
  type AdminUser,
  type CreateAdminUser,
  createAdminUserSchema,
  LOOKUP_PAGE_SIZE,
  type Role,
  roleLabels,
  roles,
  sponsorTypeLabels,
  updateAdminUserSchema,
} from '@fitfit/contracts';
import { Alert, Button, Group, Modal, MultiSelect, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { api, errorMessage } from '../../../lib/http';
import { toast } from '../../../ui/toast';
import { usersApi } from '../billing-api';

type Values = Omit<CreateAdminUser, 'sponsor_type'> & { sponsor_type?: CreateAdminUser['sponsor_type'] };

/** Options of a lookup (50 per page, searched), keeping the names of the values already chosen. */
const useChoices = (path: string, search: string, chosen: { id: string; name: string }[]) => {
  const [debounced] = useDebouncedValue(search, 100);
  const query = useQuery({
    queryKey: ['lookup', path, debounced],
    queryFn: ({ signal }) =>
      api.page<{ id: string; name: string }>(path, { search: debounced, per_page: LOOKUP_PAGE_SIZE, order: 'asc' }, signal),
  });
  const map = new Map(chosen.map((c) => [c.id, c.name]));
  for (const r of query.data?.data ?? []) map.set(r.id, r.name);
  return [...map].map(([value, label]) => ({ value, label }));
};

export function UserFormModal({ user, opened, onClose }: { user: AdminUser | null; opened: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const editing = user !== null;
  const form = useForm<Values>({
    initialValues: {
      role: user?.role ?? 'restorer',
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      password: '',
      restaurant_ids: user?.restaurant_ids ?? [],
      mark_ids: user?.mark_ids ?? [],
      sponsor_type: (user?.sponsor_type as Values['sponsor_type']) ?? undefined,
    },
    validate: (values) => zodValidate(editing ? updateAdminUserSchema : createAdminUserSchema)(clean(values)),
  });
  const [restaurantSearch, setRestaurantSearch] = useState('');
  const [markSearch, setMarkSearch] = useState('');
  const restaurantChoices = useChoices(
    'auth/restaurants',
    restaurantSearch,
    (user?.restaurant_ids ?? []).map((id, i) => ({ id, name: user?.restaurant_names[i] ?? id })),
  );
  const markChoices = useChoices(
    'admin/users/mark_choices',
    markSearch,
    (user?.mark_ids ?? []).map((id, i) => ({ id, name: user?.mark_names[i] ?? id })),
  );
  const role = form.values.role as Role;

  const mutation = useMutation({
    mutationFn: (values: Values) => {
      const body = clean(values);
      return user ? usersApi.update(user.id, body) : usersApi.create(body as CreateAdminUser);
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['list'] });
      toast.success(
        editing ? `« ${saved.first_name} ${saved.last_name} » a été modifié` : `« ${saved.first_name} ${saved.last_name} » a été créé`,
      );
      onClose();
    },
    onError: (error) => {
      if (!applyServerErrors(error, form.setFieldError)) toast.fromError(error);
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? "Modifier l'utilisateur" : 'Nouvel utilisateur'} size="lg" centered>
      <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack>
          {mutation.isError && !Object.keys(form.errors).length && (
            <Alert color="red" role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <Select
            label="Rôle"
            withAsterisk
            allowDeselect={false}
            data={roles.map((r) => ({ value: r, label: roleLabels[r] }))}
            {...form.getInputProps('role')}
          />
          <Group grow align="flex-start">
            <TextInput label="Prénom" withAsterisk {...form.getInputProps('first_name')} />
            <TextInput label="Nom" withAsterisk {...form.getInputProps('last_name')} />
          </Group>
          <Group grow align="flex-start">
            <TextInput label="E-mail" type="email" withAsterisk {...form.getInputProps('email')} />
            <TextInput label="Téléphone" {...form.getInputProps('phone')} />
          </Group>
          <PasswordInput
            label={editing ? 'Nouveau mot de passe' : 'Mot de passe'}
            description={
              editing ? 'Laisser vide pour le conserver ; un nouveau mot de passe déconnecte l’utilisateur' : '8 caractères au minimum'
            }
            autoComplete="new-password"
            withAsterisk={!editing}
            {...form.getInputProps('password')}
          />
          {role === 'restorer' && (
            <MultiSelect
              label="Restaurants"
              description="Les restaurants pour lesquels ce restaurateur agit"
              searchable
              searchValue={restaurantSearch}
              onSearchChange={setRestaurantSearch}
              data={restaurantChoices}
              nothingFoundMessage="Aucun restaurant"
              {...form.getInputProps('restaurant_ids')}
            />
          )}
          {role === 'franchisor' && (
            <MultiSelect
              label="Marques"
              description="Le franchiseur voit tous les restaurants de ses marques"
              searchable
              searchValue={markSearch}
              onSearchChange={setMarkSearch}
              data={markChoices}
              nothingFoundMessage="Aucune marque"
              {...form.getInputProps('mark_ids')}
            />
          )}
          {role === 'saler' && (
            <Select
              label="Type de parrain"
              description={user?.affiliate_code ? `Code affilié : ${user.affiliate_code}` : 'Un code affilié est attribué à la création'}
              data={Object.entries(sponsorTypeLabels).map(([value, label]) => ({ value, label }))}
              {...form.getInputProps('sponsor_type')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Enregistrer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Drops empty optional values so the shared schema sees what the API will receive. */
const clean = (values: Values) => ({
  ...values,
  phone: values.phone || undefined,
  sponsor_type: values.role === 'saler' ? (values.sponsor_type ?? undefined) : undefined,
  restaurant_ids: values.role === 'restorer' ? values.restaurant_ids : undefined,
  mark_ids: values.role === 'franchisor' ? values.mark_ids : undefined,
});
