import { type TicketDetail, ticketCancelInputSchema } from '@fitfit/contracts';
import { Alert, Textarea } from '@mantine/core';
import { FormModal } from '../../../../ui/FormModal';
import { type Editor, useEditor } from '../../../../ui/useEditor';
import type { Ledger } from '../../ledger-api';
import { money } from './common';

type Values = { reason: string };

/** Cancelling a ticket: a reason, then a cancelling ticket with negative lines (the original is never edited). */
export const useCancelEditor = (ledger: Ledger) => {
  const editor = useEditor<Values, TicketDetail, TicketDetail>({
    resource: ledger.tickets,
    // the day's figures change with the cancellation
    affects: [ledger.closings.keys.all],
    validate: ticketCancelInputSchema,
    empty: { reason: '' },
    toValues: () => ({ reason: '' }),
    save: (values, ticket) => ledger.cancel((ticket as TicketDetail).id, values.reason),
    created: 'Ticket annulé',
    updated: (saved) => `Ticket annulé : ticket d'annulation n°${saved.number} créé`,
  });
  return { ...editor, openFor: (ticket: TicketDetail) => editor.openEdit(ticket) };
};

export const CancelTicketModal = ({ editor }: { editor: Editor<Values, TicketDetail, TicketDetail> }) => {
  const ticket = editor.editing;
  return (
    <FormModal
      editor={editor}
      title={ticket ? `Annuler le ticket n°${ticket.number}` : 'Annuler le ticket'}
      submitLabel="Annuler le ticket"
    >
      {ticket && (
        <Alert color="red">
          Le ticket n°{ticket.number} ({money(ticket.total_ttc_cents)}) sera annulé par un ticket d'annulation. Cette opération est
          définitive.
        </Alert>
      )}
      <Textarea label="Motif de l'annulation" required autosize minRows={2} data-autofocus {...editor.form.getInputProps('reason')} />
    </FormModal>
  );
};
