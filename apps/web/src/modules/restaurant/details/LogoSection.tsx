import { RESTAURANT_LOGO_MAX_MB, type RestaurantDetails } from '@fitfit/contracts';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SectionCard } from '../../../ui/SectionCard';
import { toast } from '../../../ui/toast';
import { useFilePicker } from '../../../ui/useFilePicker';
import type { DetailsApi } from './api';

const ACCEPT = 'image/jpeg,image/png';

/**
 * « Logo »: sent at once when chosen (JPEG or PNG: the receipts, invoices and purchase orders draw it), removed at
 * once; the server checks the real type again. Read only without the right to change the details.
 */
export function LogoSection({ details, calls, canEdit }: { details: RestaurantDetails; calls: DetailsApi; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<RestaurantDetails>, success: string) => {
    setBusy(true);
    try {
      queryClient.setQueryData(calls.key, await work());
      toast.success(success);
    } catch (e) {
      toast.fromError(e);
    } finally {
      setBusy(false);
    }
  };
  const picker = useFilePicker({
    accept: ACCEPT,
    onPick: ([file]) => {
      if (!ACCEPT.split(',').includes(file.type)) return setError('Format non pris en charge : choisissez une image JPEG ou PNG');
      if (file.size > RESTAURANT_LOGO_MAX_MB * 1024 * 1024)
        return setError(`L'image dépasse la taille maximale de ${RESTAURANT_LOGO_MAX_MB} Mo`);
      setError(null);
      void run(() => calls.uploadLogo(file), 'Logo enregistré');
    },
  });
  return (
    <SectionCard title="Logo" description="Imprimé en tête des tickets, des factures et des bons de commande.">
      <Group align="flex-start">
        {details.logo_url ? (
          <Image src={details.logo_url} alt={`Logo de ${details.name}`} w={160} h={96} fit="contain" radius="sm" bg="white" />
        ) : (
          <Stack w={160} h={96} align="center" justify="center" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
            <IconPhoto size={32} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="xs" c="dimmed">
              Pas de logo
            </Text>
          </Stack>
        )}
        {canEdit && (
          <Stack gap="xs">
            <Button variant="light" leftSection={<IconUpload size={16} />} onClick={picker.open} loading={busy}>
              {details.logo_url ? 'Changer le logo' : 'Choisir un logo'}
            </Button>
            {details.logo_url && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => void run(calls.removeLogo, 'Logo retiré')}
                disabled={busy}
              >
                Retirer le logo
              </Button>
            )}
            <Text size="xs" c="dimmed">
              JPEG ou PNG, {RESTAURANT_LOGO_MAX_MB} Mo maximum.
            </Text>
            {error && (
              <Text size="sm" c="red" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        )}
      </Group>
      {picker.element}
    </SectionCard>
  );
}
