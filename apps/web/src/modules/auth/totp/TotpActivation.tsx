import { type TotpConfirmRequest, totpConfirmRequestSchema } from '@fitfit/contracts';
import { ActionIcon, Anchor, Button, Code, CopyButton, Group, Image, List, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toast';
import { totpApi, totpKeys } from './api';

/** The secret by groups of four, as an app's manual entry shows it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Activation: a new secret (its QR code, the same as text and as an otpauth:// link for a phone), then the first code
 * from the app, which turns it on and returns the recovery codes. Each mount asks for a new secret.
 */
export function TotpActivation({ onConfirmed, onCancel }: { onConfirmed: (recoveryCodes: string[]) => void; onCancel?: () => void }) {
  const setup = useQuery({
    queryKey: totpKeys.setup,
    queryFn: totpApi.setup,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const form = useForm<TotpConfirmRequest>({ initialValues: { code: '' }, validate: zodValidate(totpConfirmRequestSchema) });
  const confirm = useMutation({
    mutationFn: ({ code }: TotpConfirmRequest) => totpApi.confirm(code),
    onSuccess: ({ recovery_codes }) => {
      toast.success('Vérification en deux étapes activée');
      onConfirmed(recovery_codes);
    },
    onError: (error) => {
      if (!applyServerErrors(error, form.setFieldError)) toast.fromError(error);
    },
  });
  const data = setup.data;

  return (
    <QueryState query={setup}>
      {data && (
        <form onSubmit={form.onSubmit((values) => confirm.mutate(values))} noValidate>
          <Stack>
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>Installez une application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…).</List.Item>
              <List.Item>Scannez ce code QR avec l’application, ou saisissez-y la clé ci-dessous.</List.Item>
              <List.Item>Saisissez le code à 6 chiffres qu’elle affiche.</List.Item>
            </List>
            <Group align="center" gap="lg" wrap="wrap">
              <Image
                src={data.qr_code}
                w={200}
                h={200}
                radius="sm"
                alt="Code QR de la vérification en deux étapes, à scanner avec votre application d’authentification"
              />
              <Stack gap={6} style={{ flex: '1 1 220px' }}>
                <Text size="sm" fw={600} id="totp-secret-label">
                  Clé à saisir dans l’application
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Code fz="sm" aria-labelledby="totp-secret-label" data-testid="totp-secret" style={{ wordBreak: 'normal' }}>
                    {grouped(data.secret)}
                  </Code>
                  <CopyButton value={data.secret}>
                    {({ copied, copy }) => (
                      <Tooltip label={copied ? 'Copiée' : 'Copier'}>
                        <ActionIcon variant="light" size="lg" onClick={copy} aria-label="Copier la clé">
                          {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </CopyButton>
                </Group>
                <Anchor href={data.otpauth_uri} size="sm">
                  Ouvrir dans l’application de ce téléphone
                </Anchor>
              </Stack>
            </Group>
            <TextInput
              label="Code de vérification"
              description="Le code à 6 chiffres affiché par l’application pour FitFit Solution."
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              withAsterisk
              maw={260}
              {...form.getInputProps('code')}
            />
            <Group justify="flex-end" gap="xs">
              {onCancel && (
                <Button variant="default" onClick={onCancel}>
                  Annuler
                </Button>
              )}
              <Button type="submit" loading={confirm.isPending}>
                Activer
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </QueryState>
  );
}
