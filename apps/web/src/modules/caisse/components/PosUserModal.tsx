import { type PosUser, type PosUserCreate, posUserCreateSchema, posUserUpdateSchema } from '@fitfit/contracts';
import { Button, Group, Modal, PasswordInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { toast } from '../../../ui/toast';
import { teamApi } from '../team-api';

interface Props {
  restaurantId: string;
  /** The user to edit; undefined to add one. */
  user?: PosUser;
  roles: { value: string; label: string }[];
  onClose(): void;
}

/** Add or edit a POS user: names, role, status, and the PIN when adding. */
export function PosUserModal({ restaurantId, user, roles, onClose }: Props) {
  const client = teamApi(restaurantId);
  const queryClient = useQueryClient();
  const form = useForm<PosUserCreate>({
    initialValues: user
      ? { first_name: user.first_name, last_name: user.last_name, role_id: user.role_id, active: user.active, pin: '' }
      : { first_name: '', last_name: '', role_id: roles.length === 1 ? roles[0].value : '', active: true, pin: '' },
    validate: (values) => {
      if (!user) return zodValidate(posUserCreateSchema)(values);
      const { pin: _pin, ...rest } = values;
      return zodValidate(posUserUpdateSchema)(rest);
    },
  });
  const save = useMutation({
    mutationFn: ({ pin, ...values }: PosUserCreate) =>
      user ? client.updatePosUser(user.id, values) : client.createPosUser({ ...values, pin }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['list'] });
      toast.success(user ? `« ${saved.display_name} » a été enregistré` : `« ${saved.display_name} » a été ajouté à l'équipe`);
      onClose();
    },
    onError: (error) => {
      if (!applyServerErrors(error, form.setFieldError)) toast.fromError(error);
    },
  });

  return (
    <Modal opened onClose={onClose} title={user ? `Modifier ${user.display_name}` : 'Ajouter un utilisateur caisse'} centered>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={save.isPending}>
              {user ? 'Enregistrer' : 'Ajouter'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
