import { type PosUser, type PosUserCreate, posUserCreateSchema, posUserUpdateSchema } from '@fitfit/contracts';
import { Group, PasswordInput, Select, Switch, TextInput } from '@mantine/core';
import { zodValidate } from '../../../lib/forms';
import { FormModal } from '../../../ui/FormModal';
import { type Editor, useEditor } from '../../../ui/useEditor';
import type { Caisse } from '../api';

type RoleOption = { value: string; label: string };

/** Add or edit a POS user: names, role, status, and the PIN when adding (it has its own dialog later). */
export const usePosUserEditor = (caisse: Caisse, roles: RoleOption[]) =>
  useEditor<PosUserCreate, PosUser>({
    resource: caisse.posUsers,
    validate: (values, user) => {
      if (!user) return zodValidate(posUserCreateSchema)(values);
      const { pin: _pin, ...rest } = values;
      return zodValidate(posUserUpdateSchema)(rest);
    },
    empty: { first_name: '', last_name: '', role_id: roles.length === 1 ? roles[0].value : '', active: true, pin: '' },
    toValues: (u) => ({ first_name: u.first_name, last_name: u.last_name, role_id: u.role_id, active: u.active, pin: '' }),
    toBody: ({ pin, ...values }, user) => (user ? values : { ...values, pin }),
    created: (saved) => `« ${saved.display_name} » a été ajouté à l'équipe`,
    updated: (saved) => `« ${saved.display_name} » a été enregistré`,
    // a role shows how many users it has
    affects: [caisse.roles.keys.all],
  });

export function PosUserModal({ editor, roles }: { editor: Editor<PosUserCreate, PosUser>; roles: RoleOption[] }) {
  const { form, editing: user } = editor;
  return (
    <FormModal
      editor={editor}
      title={user ? `Modifier ${user.display_name}` : 'Ajouter un utilisateur caisse'}
      submitLabel={user ? 'Enregistrer' : 'Ajouter'}
      size="md"
    >
      <Group grow align="flex-start">
        <TextInput label="Prénom" withAsterisk maxLength={80} data-autofocus {...form.getInputProps('first_name')} />
        <TextInput label="Nom" withAsterisk maxLength={80} {...form.getInputProps('last_name')} />
      </Group>
      <Select
        label="Rôle"
        placeholder="Choisir un rôle"
        withAsterisk
        data={roles}
        searchable
        nothingFoundMessage="Aucun rôle"
        allowDeselect={false}
        {...form.getInputProps('role_id')}
      />
      {!user && (
        <PasswordInput
          label="Code PIN"
          description="4 à 6 chiffres, saisi sur le terminal"
          withAsterisk
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          {...form.getInputProps('pin')}
        />
      )}
      <Switch label="Actif (peut se connecter aux terminaux)" {...form.getInputProps('active', { type: 'checkbox' })} />
    </FormModal>
  );
}
