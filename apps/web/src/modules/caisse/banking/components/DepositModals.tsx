import { type Deposit, type DepositInput, depositInputSchema, depositKindLabels } from '@fitfit/contracts';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { FormModal } from '../../../../ui/FormModal';
import { MoneyInput } from '../../../../ui/inputs';
import { useEditor } from '../../../../ui/useEditor';
import type { BankingApi } from '../api';

type Values = { kind: DepositInput['kind']; slip_number: string; deposited_on: string; amount_cents: number; comment: string };
const today = () => new Date().toISOString().slice(0, 10);

/** A new deposit: validated at once, never edited afterwards (only cancelled with a reason). */
export const useDepositEditor = (banking: BankingApi) =>
  useEditor<Values, Deposit>({
    validate: depositInputSchema,
    empty: { kind: 'cash', slip_number: '', deposited_on: today(), amount_cents: 0, comment: '' },
    toValues: (d) => ({
      kind: d.kind,
      slip_number: d.slip_number,
      deposited_on: d.deposited_on,
      amount_cents: d.amount_cents,
      comment: d.comment ?? '',
    }),
    save: (v) => banking.deposit(v),
    created: (saved) => `Remise n°${saved.number} enregistrée`,
    updated: '',
    affects: [banking.all],
  });

export const DepositModal = ({ editor }: { editor: ReturnType<typeof useDepositEditor> }) => {
  const { form } = editor;
  return (
    <FormModal editor={editor} title="Nouvelle remise en banque" submitLabel="Valider la remise">
      <Select
        label="Nature"
        withAsterisk
        allowDeselect={false}
        data={Object.entries(depositKindLabels).map(([value, label]) => ({ value, label }))}
        {...form.getInputProps('kind')}
      />
      <TextInput label="N° de bordereau de la banque" withAsterisk maxLength={40} {...form.getInputProps('slip_number')} />
      <TextInput label="Date de la remise" type="date" withAsterisk {...form.getInputProps('deposited_on')} />
      <MoneyInput label="Montant" withAsterisk {...form.getInputProps('amount_cents')} />
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
