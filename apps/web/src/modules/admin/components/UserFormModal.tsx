import {
  type AdminUser,
  adminUserEndpoints,
  authEndpoints,
  type CreateAdminUser,
  createAdminUserSchema,
  LOOKUP_PAGE_SIZE,
  type Role,
  roleLabels,
  roles,
  sponsorTypeLabels,
  updateAdminUserSchema,
} from '@fitfit/contracts';
import { Group, MultiSelect, PasswordInput, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/forms';
import { keys } from '../../../lib/queryKeys';
import { FormModal } from '../../../ui/FormModal';
import { type Editor, useEditor } from '../../../ui/useEditor';
import { admin, adminEffects } from '../api';
import { TotpReset } from './TotpReset';

type Values = Omit<CreateAdminUser, 'sponsor_type'> & { sponsor_type?: CreateAdminUser['sponsor_type'] };

/** Options of a lookup (50 per page, searched), keeping the names of the values already chosen. */
const choiceEndpoints = { 'auth/restaurants': authEndpoints.restaurants, 'admin/users/mark_choices': adminUserEndpoints.markChoices };
const useChoices = (path: keyof typeof choiceEndpoints, search: string, chosen: { id: string; name: string }[]) => {
  const [debounced] = useDebouncedValue(search, 100);
  const query = useQuery({
    queryKey: keys.searchLookup(path, debounced),
    queryFn: async ({ signal }): Promise<{ data: { id: string; name: string }[] }> =>
      call(choiceEndpoints[path], { query: { search: debounced, per_page: LOOKUP_PAGE_SIZE, order: 'asc' }, signal }),
  });
  const map = new Map(chosen.map((c) => [c.id, c.name]));
  for (const r of query.data?.data ?? []) map.set(r.id, r.name);
  return [...map].map(([value, label]) => ({ value, label }));
};

const toValues = (user: AdminUser): Values => ({
  role: user.role,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone: user.phone ?? '',
  password: '',
  restaurant_ids: user.restaurant_ids,
  mark_ids: user.mark_ids,
  sponsor_type: (user.sponsor_type as Values['sponsor_type']) ?? undefined,
});
const empty: Values = {
  role: 'restorer',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  restaurant_ids: [],
  mark_ids: [],
  sponsor_type: undefined,
};

/** Create or edit a user of any role (`openCreate`, `openEdit(user)`), then `<UserFormModal editor={…} />`. */
export const useUserEditor = () =>
  useEditor<Values, AdminUser>({
    resource: admin.users,
    validate: (values, user) => zodValidate(user ? updateAdminUserSchema : createAdminUserSchema)(clean(values)),
    empty,
    toValues,
    toBody: clean,
    created: (saved) => `« ${saved.first_name} ${saved.last_name} » a été créé`,
    updated: (saved) => `« ${saved.first_name} ${saved.last_name} » a été modifié`,
    affects: adminEffects.users,
  });

export const UserFormModal = ({ editor }: { editor: Editor<Values, AdminUser> }) => (
  <FormModal editor={editor} title={editor.editing ? "Modifier l'utilisateur" : 'Nouvel utilisateur'}>
    <UserFields editor={editor} />
  </FormModal>
);

/** Inside the modal, so that its lookups load only while it is open. */
function UserFields({ editor }: { editor: Editor<Values, AdminUser> }) {
  const { form, editing: user } = editor;
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
  return (
    <>
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
        label={user ? 'Nouveau mot de passe' : 'Mot de passe'}
        description={user ? 'Laisser vide pour le conserver ; un nouveau mot de passe déconnecte l’utilisateur' : '8 caractères au minimum'}
        autoComplete="new-password"
        withAsterisk={!user}
        {...form.getInputProps('password')}
      />
      {user && <TotpReset user={user} />}
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
    </>
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
