import type { SendInvoiceResult, TicketDetail } from '@fitfit/contracts';
import { Radio, Stack, TextInput } from '@mantine/core';
import { z } from 'zod';
import { FormModal } from '../../../../ui/FormModal';
import { type Editor, useEditor } from '../../../../ui/useEditor';
import type { Ledger } from '../../ledger-api';

type Values = { to: 'customer' | 'other'; email: string };

const emailSchema = z.email('Adresse e-mail invalide');

/** "Envoyer la facture": the A4 invoice as a PDF attachment, to the ticket's customer or a typed address. */
export const useSendInvoiceEditor = (ledger: Ledger) => {
  const editor = useEditor<Values, TicketDetail, SendInvoiceResult>({
    // the sending is journaled
    affects: [ledger.journal.keys.all],
    validate: (values) =>
      values.to === 'other' && !emailSchema.safeParse(values.email.trim()).success ? { email: 'Adresse e-mail invalide' } : {},
    empty: { to: 'other', email: '' },
    toValues: (t) => ({ to: t.customer_email ? 'customer' : 'other', email: '' }),
    save: (values, ticket) => ledger.sendInvoice((ticket as TicketDetail).id, values.to === 'other' ? values.email.trim() : null),
    created: (saved) => `Facture envoyée à ${saved.to}`,
    updated: (saved) => `Facture envoyée à ${saved.to}${saved.duplicate ? ` (DUPLICATA n°${saved.duplicate})` : ''}`,
  });
  return { ...editor, openFor: (ticket: TicketDetail) => editor.openEdit(ticket) };
};

export const SendInvoiceModal = ({ editor }: { editor: Editor<Values, TicketDetail, SendInvoiceResult> }) => {
  const ticket = editor.editing;
  const to = editor.form.values.to;
  return (
    <FormModal
      editor={editor}
      title={ticket ? `Envoyer la facture du ticket n°${ticket.number}` : 'Envoyer la facture'}
      submitLabel="Envoyer"
    >
      <Radio.Group label="Destinataire" {...editor.form.getInputProps('to')}>
        <Stack gap="xs" mt="xs">
          <Radio
            value="customer"
            label={ticket?.customer_email ? `Le client : ${ticket.customer_email}` : 'Le client (aucune adresse connue)'}
            disabled={!ticket?.customer_email}
          />
          <Radio value="other" label="Une autre adresse" />
        </Stack>
      </Radio.Group>
      {to === 'other' && <TextInput label="Adresse e-mail" type="email" required data-autofocus {...editor.form.getInputProps('email')} />}
    </FormModal>
  );
};
