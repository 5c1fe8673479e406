import { type Payout, type PayoutInput, payoutInputSchema, payoutProviderLabels, plural } from '@fitfit/contracts';
import { Alert, Button, Checkbox, Group, Modal, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDate, todayIn } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/format';
import { FormModal } from '../../../../ui/FormModal';
import { MoneyInput } from '../../../../ui/inputs';
import { toast } from '../../../../ui/toast';
import { useEditor } from '../../../../ui/useEditor';
import type { PayoutsApi } from '../payouts-api';

type Values = { provider: PayoutInput['provider']; received_on: string; amount_cents: number; commission_cents: number; reference: string };

export const providerOptions = Object.entries(payoutProviderLabels).map(([value, label]) => ({ value, label }));

/** Recording a payout received: then its proposal opens (`onSaved`). */
export const usePayoutEditor = (payouts: PayoutsApi, timezone: string | undefined, onSaved: (p: Payout) => void) =>
  useEditor<Values, Payout>({
    validate: payoutInputSchema,
    empty: { provider: 'card', received_on: todayIn(timezone), amount_cents: 0, commission_cents: 0, reference: '' },
    toValues: (p) => ({ ...p }),
    save: (v) => payouts.create(v),
    created: (saved) => `Versement ${payoutProviderLabels[saved.provider]} de ${formatMoney(saved.amount_cents)} enregistré`,
    updated: '',
    affects: [payouts.all],
    onSaved: (saved) => onSaved(saved),
  });

export const PayoutModal = ({ editor }: { editor: ReturnType<typeof usePayoutEditor> }) => {
  const { form } = editor;
  return (
    <FormModal editor={editor} title="Nouveau versement" submitLabel="Enregistrer le versement">
      <Select label="Prestataire" withAsterisk allowDeselect={false} data={providerOptions} {...form.getInputProps('provider')} />
      <TextInput label="Date de réception" type="date" withAsterisk {...form.getInputProps('received_on')} />
      <MoneyInput label="Montant reçu" withAsterisk {...form.getInputProps('amount_cents')} />
      <MoneyInput
        label="Commission retenue (TTC)"
        description="Commissions des plateformes et des émetteurs : TVA 20 % déductible ; cartes bancaires : exonérée"
        {...form.getInputProps('commission_cents')}
      />
      <TextInput label="Référence" maxLength={80} {...form.getInputProps('reference')} />
    </FormModal>
  );
};

/** The days the product proposes for a payout: ticked by default, any candidate may be ticked instead; confirmed by the user. */
export const ProposalModal = ({ payouts, payout, onClose }: { payouts: PayoutsApi; payout: Payout | null; onClose: () => void }) => {
  const client = useQueryClient();
  const proposal = useQuery({
    queryKey: [...payouts.summaryKey, 'proposal', payout?.id],
    queryFn: () => payouts.proposal(payout?.id ?? ''),
    enabled: !!payout,
  });
  const [days, setDays] = useState<string[]>([]);
  useEffect(() => setDays(proposal.data?.days.map((d) => d.business_date) ?? []), [proposal.data]);
  const match = useMutation({
    mutationFn: () => payouts.match(payout?.id ?? '', days),
    onSuccess: async (saved) => {
      toast.success(`Versement rapproché de ${plural(saved.days.length, 'journée', 'journées')}`);
      await client.invalidateQueries({ queryKey: payouts.all });
      onClose();
    },
    onError: (error) => toast.fromError(error),
  });
  const p = proposal.data;
  const chosen = p ? p.candidates.filter((c) => days.includes(c.business_date)).reduce((s, c) => s + c.gross_cents, 0) : 0;
  const gap = p ? p.target_cents - chosen : 0;
  return (
    <Modal opened={!!payout} onClose={onClose} title="Rapprocher le versement" size="lg" centered>
      {payout && (
        <Stack>
          <Text size="sm">
            {`${payoutProviderLabels[payout.provider]}, reçu le ${formatDate(payout.received_on)} : ${formatMoney(payout.amount_cents)} + commission ${formatMoney(payout.commission_cents)} = ${formatMoney(payout.amount_cents + payout.commission_cents)} de ventes attendues.`}
          </Text>
          {p?.message && (
            <Alert color="orange" title="Aucune proposition">
              {p.message}
            </Alert>
          )}
          {p && (
            <Checkbox.Group label="Journées couvertes" value={days} onChange={setDays}>
              {p.candidates.length ? (
                <ScrollArea.Autosize mah={260} mt="xs" type="auto">
                  <Stack gap={6}>
                    {p.candidates.map((c) => (
                      <Checkbox
                        key={c.business_date}
                        value={c.business_date}
                        label={`${formatDate(c.business_date)} — ${formatMoney(c.gross_cents)}`}
                      />
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
              ) : (
                <Text size="sm" c="dimmed" mt="xs">
                  Aucune journée à rapprocher avant cette date.
                </Text>
              )}
            </Checkbox.Group>
          )}
          {p && days.length > 0 && (
            <Text size="sm" fw={600} data-testid="payout-gap">
              {`Journées cochées : ${formatMoney(chosen)} ; écart ${formatMoney(gap)} (tolérance ${formatMoney(p.tolerance_cents)})`}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button disabled={!days.length} loading={match.isPending} onClick={() => match.mutate()}>
              Confirmer le rapprochement
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
