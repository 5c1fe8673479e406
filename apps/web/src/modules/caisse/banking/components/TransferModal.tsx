import {
  type CashTransfer,
  type CashTransferInput,
  cashTransferDirectionLabels,
  cashTransferInputSchema,
  type Funds,
} from '@fitfit/contracts';
import { Modal, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { formatMoney } from '../../../../lib/format';
import { confirm } from '../../../../ui/confirm';
import { FormButtons } from '../../../../ui/FormButtons';
import { MoneyInput } from '../../../../ui/inputs';
import { useEditor } from '../../../../ui/useEditor';
import type { BankingApi } from '../api';

type Values = { direction: CashTransferInput['direction']; register_id: string; amount_cents: number; reason: string };

/** A register ↔ safe transfer (outside a closing): the total cash does not move, the register's day expects it. */
export const useTransferEditor = (banking: BankingApi) =>
  useEditor<Values, CashTransfer>({
    validate: cashTransferInputSchema,
    empty: { direction: 'to_safe', register_id: '', amount_cents: 0, reason: '' },
    toValues: (t) => ({ direction: t.direction, register_id: t.register_id, amount_cents: t.amount_cents, reason: t.reason }),
    save: (v) => banking.transfer(v),
    created: (saved) => `${cashTransferDirectionLabels[saved.direction]} de ${formatMoney(saved.amount_cents)} enregistré`,
    updated: '',
    affects: [banking.all],
  });

export const TransferModal = ({ editor, funds }: { editor: ReturnType<typeof useTransferEditor>; funds: Funds }) => {
  const { form } = editor;
  const registers = funds.cash_places.filter((p) => p.place === 'register' && p.register_id);
  const safe = funds.cash_places.find((p) => p.place === 'safe')?.amount_cents ?? 0;
  const register = registers.find((r) => r.register_id === form.values.register_id);
  const toSafe = form.values.direction === 'to_safe';
  const held = toSafe ? register?.amount_cents : safe;
  const submit = form.onSubmit(async (values) => {
    const name = register?.label ?? 'la caisse';
    const ok = await confirm({
      title: cashTransferDirectionLabels[values.direction],
      message: toSafe
        ? `${formatMoney(values.amount_cents)} sortiront de « ${name} » pour aller au coffre. La clôture de la journée en tiendra compte.`
        : `${formatMoney(values.amount_cents)} sortiront du coffre pour aller dans « ${name} ». La clôture de la journée en tiendra compte.`,
      confirmLabel: 'Confirmer le transfert',
    });
    if (ok) editor.mutation.mutate(values);
  });
  return (
    <Modal opened={editor.opened} onClose={editor.close} title="Transférer des espèces" size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SegmentedControl
            aria-label="Sens du transfert"
            fullWidth
            data={[
              { value: 'to_safe', label: 'Caisse → coffre' },
              { value: 'to_register', label: 'Coffre → caisse' },
            ]}
            {...form.getInputProps('direction')}
          />
          {form.errors.direction && (
            <Text size="sm" c="red" role="alert">
              {form.errors.direction}
            </Text>
          )}
          <Select
            label="Caisse"
            withAsterisk
            allowDeselect={false}
            placeholder="Choisissez la caisse"
            data={registers.map((r) => ({ value: r.register_id as string, label: `${r.label} (${formatMoney(r.amount_cents)})` }))}
            {...form.getInputProps('register_id')}
          />
          <MoneyInput
            label="Montant"
            withAsterisk
            description={held === undefined ? undefined : `${toSafe ? 'La caisse' : 'Le coffre'} contient ${formatMoney(held)}`}
            {...form.getInputProps('amount_cents')}
          />
          <Textarea label="Motif" withAsterisk maxLength={300} autosize minRows={2} {...form.getInputProps('reason')} />
          <FormButtons onCancel={editor.close} submitLabel="Transférer" saving={editor.saving} />
        </Stack>
      </form>
    </Modal>
  );
};
