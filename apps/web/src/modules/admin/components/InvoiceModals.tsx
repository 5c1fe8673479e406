import { creditNoteRequestSchema, invoicePaymentMethodLabels, invoicePaymentSchema, type SubscriptionInvoice } from '@fitfit/contracts';
import { Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { todayIn } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';
import { FormModal } from '../../../ui/FormModal';
import { useEditor } from '../../../ui/useEditor';
import { admin, adminEffects, optionsOf } from '../api';
import { invoicesApi } from '../billing-api';

const today = () => todayIn(); // the platform's Paris day

/** "Marquer payée": the payment's date and method (virement, prélèvement, carte, chèque, espèces). */
export const usePaymentEditor = () =>
  useEditor<{ paid_on: string; method: string | null }, SubscriptionInvoice>({
    resource: admin.invoices,
    validate: invoicePaymentSchema,
    empty: { paid_on: today(), method: 'transfer' },
    toValues: () => ({ paid_on: today(), method: 'transfer' }),
    save: (v, invoice) => invoicesApi.markPaid((invoice as SubscriptionInvoice).id, invoicePaymentSchema.parse(v)),
    created: '',
    updated: (saved) => `La facture ${saved.number} est marquée payée`,
    affects: adminEffects.invoices,
  });

export function PaymentModal({ editor }: { editor: ReturnType<typeof usePaymentEditor> }) {
  const invoice = editor.editing;
  return (
    <FormModal editor={editor} title={invoice ? `Marquer payée la facture ${invoice.number}` : ''} submitLabel="Marquer payée" size="md">
      {invoice && (
        <Text size="sm">
          {invoice.restaurant_name} · {formatMoney(invoice.total_ttc_cents)} TTC
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Date du paiement" type="date" withAsterisk max={today()} {...editor.form.getInputProps('paid_on')} />
        <Select
          label="Moyen de paiement"
          withAsterisk
          allowDeselect={false}
          data={optionsOf(invoicePaymentMethodLabels)}
          {...editor.form.getInputProps('method')}
        />
      </SimpleGrid>
    </FormModal>
  );
}

/** A credit note (avoir) cancels the invoice with its own number; the invoice stays. */
export const useCreditNoteEditor = () =>
  useEditor<{ reason: string }, SubscriptionInvoice>({
    resource: admin.invoices,
    validate: creditNoteRequestSchema,
    empty: { reason: '' },
    toValues: () => ({ reason: '' }),
    save: (v, invoice) => invoicesApi.creditNote((invoice as SubscriptionInvoice).id, v),
    created: '',
    updated: (saved) => `Avoir ${saved.credit_note?.number ?? ''} émis : la facture ${saved.number} est annulée`,
    affects: adminEffects.invoices,
  });

export function CreditNoteModal({ editor }: { editor: ReturnType<typeof useCreditNoteEditor> }) {
  const invoice = editor.editing;
  return (
    <FormModal
      editor={editor}
      title={invoice ? `Annuler la facture ${invoice.number} par un avoir` : ''}
      submitLabel="Émettre l’avoir"
      size="md"
    >
      {invoice && (
        <Text size="sm">
          Un avoir de {formatMoney(-invoice.total_ttc_cents)} TTC, numéroté à la suite des avoirs de l’année, annule la facture de «{' '}
          {invoice.restaurant_name} » ({formatMoney(invoice.total_ttc_cents)} TTC). La facture reste dans l’historique ; l’avoir ne peut pas
          être retiré.
        </Text>
      )}
      <Textarea
        label="Motif"
        withAsterisk
        autosize
        minRows={2}
        maxLength={300}
        placeholder="Erreur de facturation, geste commercial…"
        data-autofocus
        {...editor.form.getInputProps('reason')}
      />
    </FormModal>
  );
}
