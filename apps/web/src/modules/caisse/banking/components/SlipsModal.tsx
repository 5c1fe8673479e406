import { type Payout, payoutProviderLabels, plural } from '@fitfit/contracts';
import { Alert, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/format';
import { toast } from '../../../../ui/toast';
import type { PayoutsApi } from '../payouts-api';

/**
 * A titre issuer's payout settling the paper titres' remittance slips it refunds (docs/caisse-banking.md « Titres
 * papier »): the slips the product proposes are ticked, any other may be; the user confirms.
 */
export const SlipsModal = ({ payouts, payout, onClose }: { payouts: PayoutsApi; payout: Payout | null; onClose: () => void }) => {
  const client = useQueryClient();
  const proposal = useQuery({
    queryKey: [...payouts.summaryKey, 'slips', payout?.id],
    queryFn: () => payouts.slips(payout?.id ?? ''),
    enabled: !!payout,
  });
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen(proposal.data?.proposed ?? []), [proposal.data]);
  const settle = useMutation({
    mutationFn: () => payouts.settle(payout?.id ?? '', chosen),
    onSuccess: async (saved) => {
      toast.success(`Versement rapproché de ${plural(saved.slips.length, 'remise de titres', 'remises de titres')}`);
      await client.invalidateQueries({ queryKey: payouts.all });
      onClose();
    },
    onError: (error) => toast.fromError(error),
  });
  const p = proposal.data;
  const total = p ? p.slips.filter((s) => chosen.includes(s.deposit_id)).reduce((sum, s) => sum + s.amount_cents, 0) : 0;
  return (
    <Modal opened={!!payout} onClose={onClose} title="Rembourser des remises de titres papier" size="lg" centered>
      {payout && (
        <Stack>
          <Text size="sm">
            {`${payoutProviderLabels[payout.provider]}, reçu le ${formatDate(payout.received_on)} : ${formatMoney(payout.amount_cents)} + commission ${formatMoney(payout.commission_cents)} = ${formatMoney(payout.amount_cents + payout.commission_cents)} de titres remis attendus.`}
          </Text>
          {p?.message && (
            <Alert color="orange" title="Aucune proposition">
              {p.message}
            </Alert>
          )}
          {p && (
            <Checkbox.Group label="Remises de titres remboursées" value={chosen} onChange={setChosen}>
              {p.slips.length ? (
                <ScrollArea.Autosize mah={260} mt="xs" type="auto">
                  <Stack gap={6}>
                    {p.slips.map((s) => (
                      <Checkbox
                        key={s.deposit_id}
                        value={s.deposit_id}
                        label={`Remise n° ${s.number} (${s.slip_number}) du ${formatDate(s.deposited_on)} — ${formatMoney(s.amount_cents)}`}
                      />
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
              ) : (
                <Text size="sm" c="dimmed" mt="xs">
                  Aucune remise de titres à rembourser avant cette date.
                </Text>
              )}
            </Checkbox.Group>
          )}
          {p && chosen.length > 0 && (
            <Text size="sm" fw={600}>
              {`Remises cochées : ${formatMoney(total)} ; écart ${formatMoney(p.target_cents - total)} (tolérance ${formatMoney(p.tolerance_cents)})`}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button disabled={!chosen.length} loading={settle.isPending} onClick={() => settle.mutate()}>
              Confirmer le remboursement
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
