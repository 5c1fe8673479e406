import { type Cheque, type Deposit, type DepositInput, depositInputSchema, depositKindLabels, plural } from '@fitfit/contracts';
import { Checkbox, Group, ScrollArea, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, todayIn } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/format';
import { FormModal } from '../../../../ui/FormModal';
import { MoneyInput } from '../../../../ui/inputs';
import { useEditor } from '../../../../ui/useEditor';
import { useTimezone } from '../../components/ledger/common';
import type { BankingApi } from '../api';

type Values = {
  kind: DepositInput['kind'];
  slip_number: string;
  deposited_on: string;
  amount_cents: number;
  comment: string;
  cheque_payment_ids: string[];
};

/** A new deposit: validated at once, never edited afterwards (only cancelled with a reason). */
export const useDepositEditor = (banking: BankingApi, timezone?: string) =>
  useEditor<Values, Deposit>({
    validate: depositInputSchema,
    empty: { kind: 'cash', slip_number: '', deposited_on: todayIn(timezone), amount_cents: 0, comment: '', cheque_payment_ids: [] },
    toValues: (d) => ({
      kind: d.kind,
      slip_number: d.slip_number,
      deposited_on: d.deposited_on,
      amount_cents: d.amount_cents,
      comment: d.comment ?? '',
      cheque_payment_ids: d.cheques.map((c) => c.payment_id),
    }),
    save: ({ cheque_payment_ids, ...v }) => banking.deposit(v.kind === 'cheque' ? { ...v, cheque_payment_ids } : v),
    created: (saved) => `Remise n°${saved.number} enregistrée`,
    updated: '',
    affects: [banking.all],
  });

const sum = (cheques: readonly Cheque[], ids: readonly string[]) =>
  cheques.filter((c) => ids.includes(c.payment_id)).reduce((s, c) => s + c.amount_cents, 0);

export const DepositModal = ({ editor, banking }: { editor: ReturnType<typeof useDepositEditor>; banking: BankingApi }) => {
  const { form } = editor;
  const timezone = useTimezone();
  const isCheque = form.values.kind === 'cheque';
  const cheques = useQuery({ queryKey: banking.chequesKey, queryFn: banking.cheques, enabled: editor.opened });
  const pending = cheques.data ?? [];
  const choose = (ids: string[]) => {
    form.setFieldValue('cheque_payment_ids', ids);
    form.setFieldValue('amount_cents', sum(pending, ids));
  };
  const kind = form.getInputProps('kind');
  return (
    <FormModal editor={editor} title="Nouvelle remise en banque" submitLabel="Valider la remise">
      <Select
        label="Nature"
        withAsterisk
        allowDeselect={false}
        data={Object.entries(depositKindLabels).map(([value, label]) => ({ value, label }))}
        {...kind}
        onChange={(value) => {
          kind.onChange(value);
          // a remise de chèques takes every cheque to remit by default; untick those kept for later
          if (value === 'cheque' && cheques.data) choose(cheques.data.map((c) => c.payment_id));
          else form.setFieldValue('cheque_payment_ids', []);
        }}
      />
      {isCheque && (
        <Checkbox.Group
          label={
            pending.length
              ? `Chèques remis : ${plural(form.values.cheque_payment_ids.length, 'chèque', 'chèques')} sur ${pending.length}, ${formatMoney(form.values.amount_cents)}`
              : 'Chèques remis'
          }
          withAsterisk
          value={form.values.cheque_payment_ids}
          onChange={choose}
          error={form.errors.cheque_payment_ids}
        >
          {cheques.isLoading ? (
            <Text size="sm" c="dimmed" mt="xs">
              Chargement des chèques…
            </Text>
          ) : pending.length ? (
            <ScrollArea.Autosize mah={220} mt="xs" type="auto">
              <Stack gap={6}>
                {pending.map((c) => (
                  <Checkbox
                    key={c.payment_id}
                    value={c.payment_id}
                    label={
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm">{`Ticket n°${c.ticket_number}`}</Text>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(c.closed_at, timezone)}
                        </Text>
                        <Text size="sm" fw={600}>
                          {formatMoney(c.amount_cents)}
                        </Text>
                      </Group>
                    }
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          ) : (
            <Text size="sm" c="dimmed" mt="xs">
              Aucun chèque à remettre.
            </Text>
          )}
        </Checkbox.Group>
      )}
      <TextInput label="N° de bordereau de la banque" withAsterisk maxLength={40} {...form.getInputProps('slip_number')} />
      <TextInput label="Date de la remise" type="date" withAsterisk {...form.getInputProps('deposited_on')} />
      <MoneyInput
        label="Montant"
        withAsterisk
        readOnly={isCheque}
        description={isCheque ? 'La somme des chèques cochés' : undefined}
        {...form.getInputProps('amount_cents')}
      />
      <Textarea label="Commentaire" maxLength={500} autosize minRows={2} {...form.getInputProps('comment')} />
    </FormModal>
  );
};

/** Cancelling a deposit needs its reason; the amount comes back to the available funds. */
export const useCancelDepositEditor = (banking: BankingApi) =>
  useEditor<{ reason: string }, Deposit>({
    validate: (v) => (v.reason.trim() ? {} : { reason: 'Le champ motif est obligatoire' }),
    empty: { reason: '' },
    toValues: () => ({ reason: '' }),
    save: (v, d) => banking.cancel((d as Deposit).id, v.reason.trim()),
    created: '',
    updated: (saved) => `Remise n°${saved.number} annulée`,
    affects: [banking.all],
  });

export const CancelDepositModal = ({ editor }: { editor: ReturnType<typeof useCancelDepositEditor> }) => (
  <FormModal editor={editor} title={`Annuler la remise n°${editor.editing?.number ?? ''}`} submitLabel="Annuler la remise">
    <Stack>
      <Textarea label="Motif" withAsterisk maxLength={500} autosize minRows={2} data-autofocus {...editor.form.getInputProps('reason')} />
    </Stack>
  </FormModal>
);
