import { frenchTaxes, type Tax } from '@fitfit/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRate } from '../../../lib/format';
import { useMayWrite } from '../../../ui/access';
import { toast } from '../../../ui/toast';
import { useRefresh } from '../../../ui/useRefresh';
import { cardEffects, useCaisse, useTaxesLookup } from '../api';

/** Adds the standard French VAT rates to a restaurant without any tax (POST …/caisse/taxes/defaults). */
export function FrenchTaxesButton({ onAdded }: { onAdded?(taxes: Tax[]): void }) {
  const caisse = useCaisse();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!caisse) return;
    const refreshTaxes = () => refresh(caisse.taxes.keys.all, ...cardEffects.taxes(caisse));
    setBusy(true);
    try {
      const taxes = await caisse.frenchTaxes();
      await refreshTaxes();
      toast.success(`Taux de TVA français ajoutés : ${taxes.map((t) => t.name).join(', ')}`);
      onAdded?.(taxes);
    } catch (error) {
      toast.fromError(error);
      // another screen may have added taxes meanwhile (the server then refuses): show them
      await refreshTaxes();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button leftSection={<IconReceiptTax size={16} />} loading={busy} disabled={!caisse} onClick={add}>
      Ajouter les taux français
    </Button>
  );
}

/** What a screen shows when the restaurant has no tax at all: the rates it would get, and the button. */
export function NoTaxNotice({ title, onAdded }: { title: string; onAdded?(taxes: Tax[]): void }) {
  const mayWrite = useMayWrite();
  return (
    <Paper withBorder p="md" mb="md" role="region" aria-label={title}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
          <IconReceiptTax size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={4}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {frenchTaxes
                .map(
                  (t) =>
                    `${t.name} (${formatRate(t.rate_on_spot_bp)} / ${formatRate(t.rate_takeaway_bp)} / ${formatRate(t.rate_delivery_bp)})`,
                )
                .join(', ')}{' '}
              — sur place / à emporter / livraison. Vous pourrez les modifier ensuite.
            </Text>
          </Stack>
        </Group>
        {mayWrite && <FrenchTaxesButton onAdded={onAdded} />}
      </Group>
    </Paper>
  );
}

/** Whether the restaurant's taxes are loaded and there is none. */
export const useNoTax = () => {
  const taxes = useTaxesLookup();
  return taxes.isSuccess && taxes.data.length === 0;
};
