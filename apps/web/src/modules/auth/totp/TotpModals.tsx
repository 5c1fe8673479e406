import { recoveryCodesRequestSchema, type TotpDisableRequest, totpDisableRequestSchema } from '@fitfit/contracts';
import { Alert, Button, Group, Modal, PasswordInput, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { toast } from '../../../ui/toast';
import { totpApi } from './api';

/** The code that proves the person holds the app (or one of its recovery codes). */
const CodeInput = (props: TextInputProps) => (
  <TextInput
    label="Code de vérification"
    description="Le code à 6 chiffres de l’application, ou un code de secours."
    autoComplete="one-time-code"
    spellCheck={false}
    withAsterisk
    {...props}
  />
);

/** New recovery codes, asked with a code: the old ones stop working. */
export function RegenerateCodesModal({
  opened,
  onClose,
  onCodes,
}: {
  opened: boolean;
  onClose: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const form = useForm({ initialValues: { code: '' }, validate: zodValidate(recoveryCodesRequestSchema) });
  const mutation = useMutation({
    mutationFn: ({ code }: { code: string }) => totpApi.regenerate(code),
    onSuccess: ({ recovery_codes }) => {
      form.reset();
      toast.success('Nouveaux codes de secours créés');
      onCodes(recovery_codes);
    },
    onError: (error) => {
      if (!applyServerErrors(error, form.setFieldError)) toast.fromError(error);
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Nouveaux codes de secours" centered>
      <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack>
          <Alert color="blue" role="status">
            Dix nouveaux codes remplacent les anciens, qui ne fonctionneront plus.
          </Alert>
          <CodeInput {...form.getInputProps('code')} data-autofocus />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Annuler
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Créer de nouveaux codes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Turning it off: the current password and a code. An administrator who must have it is then led to set it up again. */
export function DisableTotpModal({
  opened,
  required,
  onClose,
  onDisabled,
}: {
  opened: boolean;
  required: boolean;
  onClose: () => void;
  onDisabled: () => void;
}) {
  const form = useForm<TotpDisableRequest>({ initialValues: { password: '', code: '' }, validate: zodValidate(totpDisableRequestSchema) });
  const mutation = useMutation({
    mutationFn: totpApi.disable,
    onSuccess: () => {
      form.reset();
      toast.success('Vérification en deux étapes désactivée');
      onDisabled();
    },
    onError: (error) => {
      if (!applyServerErrors(error, form.setFieldError)) toast.fromError(error);
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Désactiver la vérification en deux étapes" centered>
      <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack>
          <Alert color="orange" role="status">
            {required
              ? 'Elle est obligatoire pour les comptes administrateurs : vous devrez la configurer à nouveau, avec un nouveau code QR, pour continuer.'
              : 'Votre mot de passe suffira de nouveau pour vous connecter. Vos codes de secours seront supprimés.'}
          </Alert>
          <PasswordInput
            label="Mot de passe actuel"
            autoComplete="current-password"
            withAsterisk
            data-autofocus
            {...form.getInputProps('password')}
          />
          <CodeInput {...form.getInputProps('code')} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Annuler
            </Button>
            <Button type="submit" color="red.9" loading={mutation.isPending}>
              Désactiver
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
