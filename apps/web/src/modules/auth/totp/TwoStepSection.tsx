import { plural, type TotpStatus } from '@fitfit/contracts';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../../app/session/store';
import { DEFAULT_TIMEZONE, formatDate } from '../../../lib/dates';
import { keys } from '../../../lib/queryKeys';
import { QueryState } from '../../../ui/QueryState';
import { SectionCard } from '../../../ui/SectionCard';
import { totpApi, totpKeys } from './api';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpActivation } from './TotpActivation';
import { DisableTotpModal, RegenerateCodesModal } from './TotpModals';

type Step = 'idle' | 'activating' | 'disabling' | 'regenerating';

/** « Vérification en deux étapes » of « Mon compte »: turn it on (QR code and first code), new recovery codes, turn it off. */
export function TwoStepSection() {
  const queryClient = useQueryClient();
  const timezone = useSession((s) => s.currentRestaurant?.timezone ?? DEFAULT_TIMEZONE);
  const query = useQuery({ queryKey: totpKeys.status, queryFn: totpApi.status });
  const [step, setStep] = useState<Step>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  // the signed-in user says whether an administrator must set it up (ADMIN_MFA=required): read again with the status
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: totpKeys.status }), queryClient.invalidateQueries({ queryKey: keys.sessions })]);
  const showCodes = (fresh: string[]) => {
    setStep('idle');
    setCodes(fresh);
    void refresh();
  };
  const status: TotpStatus | undefined = query.data;

  return (
    <SectionCard
      title="Vérification en deux étapes"
      description="À la connexion, un code de votre application d’authentification en plus du mot de passe : un mot de passe volé ne suffit plus."
    >
      <QueryState query={query}>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : step === 'activating' ? (
          <TotpActivation onConfirmed={showCodes} onCancel={() => setStep('idle')} />
        ) : status?.enabled ? (
          <Stack gap="sm">
            <Group gap="xs">
              <Badge color="green" variant="light" leftSection={<IconShieldCheck size={14} />}>
                Activée
              </Badge>
              {status.confirmed_at && (
                <Text size="sm" c="dimmed">
                  depuis le {formatDate(status.confirmed_at, timezone)}
                </Text>
              )}
            </Group>
            <Text size="sm">
              {status.recovery_codes_left === 0
                ? 'Plus aucun code de secours : créez-en de nouveaux.'
                : `${plural(status.recovery_codes_left, 'code de secours restant', 'codes de secours restants')}.`}
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setStep('regenerating')}>
                Nouveaux codes de secours
              </Button>
              <Button variant="light" color="red.9" onClick={() => setStep('disabling')}>
                Désactiver
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            {status?.required && (
              <Alert color="orange" role="status">
                Obligatoire pour les comptes administrateurs.
              </Alert>
            )}
            <Text size="sm">Désactivée : le mot de passe suffit pour vous connecter.</Text>
            <Group justify="flex-end">
              <Button onClick={() => setStep('activating')}>Activer</Button>
            </Group>
          </Stack>
        )}
      </QueryState>
      <RegenerateCodesModal opened={step === 'regenerating'} onClose={() => setStep('idle')} onCodes={showCodes} />
      <DisableTotpModal
        opened={step === 'disabling'}
        required={status?.required ?? false}
        onClose={() => setStep('idle')}
        onDisabled={() => {
          setStep('idle');
          void refresh();
        }}
      />
    </SectionCard>
  );
}
