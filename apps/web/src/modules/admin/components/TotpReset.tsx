import { adminUserEndpoints } from '@fitfit/contracts';
import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../lib/api-client';
import { confirm } from '../../../ui/confirm';
import { toast } from '../../../ui/toast';
import { admin } from '../api';

/**
 * Two-step verification of the user being edited: on, the admin may turn it off for a person who lost both the phone
 * and the recovery codes (the person is told by e-mail and sets it up again from « Mon compte »).
 */
export function TotpReset({ user }: { user: { id: string; first_name: string; last_name: string; totp_enabled: boolean } }) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(user.totp_enabled);
  const reset = useMutation({
    mutationFn: () => call(adminUserEndpoints.resetTotp, { params: { id: user.id } }),
    onSuccess: async () => {
      setEnabled(false);
      toast.success('Vérification en deux étapes désactivée ; un e-mail prévient l’utilisateur');
      await queryClient.invalidateQueries({ queryKey: admin.users.keys.all });
    },
    onError: toast.fromError,
  });
  const ask = async () => {
    const name = `${user.first_name} ${user.last_name}`;
    const ok = await confirm({
      title: 'Désactiver la vérification en deux étapes ?',
      message: `${name} pourra se connecter avec son seul mot de passe, puis la réactiver depuis « Mon compte ». À faire seulement après avoir vérifié son identité (téléphone et codes de secours perdus).`,
      confirmLabel: 'Désactiver',
      danger: true,
    });
    if (ok) reset.mutate();
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">Vérification en deux étapes : {enabled ? 'activée' : 'désactivée'}</Text>
      {enabled && (
        <Button variant="default" size="xs" loading={reset.isPending} onClick={ask}>
          Désactiver
        </Button>
      )}
    </Group>
  );
}
