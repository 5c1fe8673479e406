import { type AccountSession, plural } from '@fitfit/contracts';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../../app/session/store';
import { DEFAULT_TIMEZONE, formatDateTime } from '../../../../lib/dates';
import { confirm } from '../../../../ui/confirm';
import { QueryState } from '../../../../ui/QueryState';
import { SectionCard } from '../../../../ui/SectionCard';
import { toast } from '../../../../ui/toast';
import { accountApi, accountKeys } from '../api';

const icons = { desktop: IconDeviceDesktop, mobile: IconDeviceMobile, tablet: IconDeviceTablet };
const deviceWords = (s: AccountSession) => [s.browser ?? 'Navigateur inconnu', s.os].filter(Boolean).join(' · ');

/** « Mes sessions »: the devices signed in, each one signed out alone or all but this one at once. */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const timezone = useSession((s) => s.currentRestaurant?.timezone ?? DEFAULT_TIMEZONE);
  const query = useQuery({ queryKey: accountKeys.sessions, queryFn: accountApi.sessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
  const revoke = useMutation({
    mutationFn: (s: AccountSession) => accountApi.revokeSession(s.id),
    onSuccess: async (_, s) => {
      await refresh();
      toast.success(`Session ${deviceWords(s)} déconnectée`);
    },
    onError: toast.fromError,
  });
  const revokeOthers = useMutation({
    mutationFn: accountApi.revokeOtherSessions,
    onSuccess: async ({ revoked }) => {
      await refresh();
      toast.success(revoked === 0 ? 'Aucune autre session ouverte' : plural(revoked, 'session déconnectée', 'sessions déconnectées'));
    },
    onError: toast.fromError,
  });
  const sessions = query.data?.data ?? [];
  const others = sessions.filter((s) => !s.current).length;
  const askRevokeOthers = async () => {
    const ok = await confirm({
      title: 'Déconnecter toutes les autres sessions ?',
      message: `${plural(others, 'autre appareil sera déconnecté', 'autres appareils seront déconnectés')} ; cette session-ci reste ouverte.`,
      confirmLabel: 'Déconnecter',
      danger: true,
    });
    if (ok) revokeOthers.mutate();
  };

  return (
    <SectionCard title="Sessions" description="Les appareils connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas.">
      <QueryState query={query}>
        <Stack gap="sm">
          {sessions.map((s) => {
            const Icon = icons[s.device];
            return (
              <Paper key={s.id} withBorder radius="sm" p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Icon size={24} aria-hidden style={{ flexShrink: 0 }} />
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Text fw={600} size="sm">
                          {deviceWords(s)}
                        </Text>
                        {s.current && (
                          <Badge variant="light" color="green" size="sm" c="var(--mantine-color-text)">
                            Cette session
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {s.ip ? `Adresse IP ${s.ip} · ` : ''}Ouverte le {formatDateTime(s.created_at, timezone)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        Dernière activité le {formatDateTime(s.last_used_at, timezone)}
                      </Text>
                    </Stack>
                  </Group>
                  {!s.current && (
                    <Button
                      variant="default"
                      size="xs"
                      loading={revoke.isPending && revoke.variables?.id === s.id}
                      onClick={() => revoke.mutate(s)}
                      aria-label={`Déconnecter la session ${deviceWords(s)}${s.ip ? ` (${s.ip})` : ''}`}
                    >
                      Déconnecter
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button color="red.9" disabled={others === 0} loading={revokeOthers.isPending} onClick={askRevokeOthers}>
            Déconnecter toutes les autres
          </Button>
        </Group>
      </QueryState>
    </SectionCard>
  );
}
