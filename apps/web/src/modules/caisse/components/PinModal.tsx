import { type PosUser, type PosUserPin, posUserPinSchema } from '@fitfit/contracts';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { toast } from '../../../ui/toast';
import { teamApi } from '../team-api';

/** "Changer le code PIN": the new PIN, typed twice. */
export function PinModal({ restaurantId, user, onClose }: { restaurantId: string; user: PosUser; onClose(): void }) {
  const client = teamApi(restaurantId);
  const queryClient = useQueryClient();
  const form = useForm<PosUserPin & { confirmation: string }>({
    initialValues: { pin: '', confirmation: '' },
    validate: (values) => {
      const errors: Record<string, string> = zodValidate(posUserPinSchema)({ pin: values.pin });
      if (!errors.pin && values.confirmation !== values.pin) errors.confirmation = 'Les deux codes PIN ne correspondent pas';
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (pin: string) => client.changePin(user.id, pin),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['list'] });
      toast.success(`Le code PIN de « ${user.display_name} » a été changé`);
      onClose();
    },
    onError: (error) => {
      if (!applyServerErrors(error, form.setFieldError)) toast.fromError(error);
    },
  });
  return (
    <Modal opened onClose={onClose} title="Changer le code PIN" centered>
      <form onSubmit={form.onSubmit((values) => save.mutate(values.pin))} noValidate>
        <Stack>
          <Text size="sm">
            Nouveau code PIN de <strong>{user.display_name}</strong>. L'ancien code ne fonctionnera plus sur les terminaux.
          </Text>
          <PasswordInput
            label="Nouveau code PIN"
            description="4 à 6 chiffres"
            withAsterisk
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            data-autofocus
            {...form.getInputProps('pin')}
          />
          <PasswordInput
            label="Confirmer le code PIN"
            withAsterisk
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            {...form.getInputProps('confirmation')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={save.isPending}>
              Changer le code PIN
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
