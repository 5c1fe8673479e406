import { deliveryStatusLabels, orderTypeLabels, paymentMethodLabels, type TicketDetail, ticketSourceLabels } from '@fitfit/contracts';
import { Alert, Anchor, Button, Divider, Drawer, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconBan, IconFileInvoice, IconMail, IconReceipt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/dates';
import { formatRate } from '../../../../lib/format';
import { useMayWrite } from '../../../../ui/access';
import { QueryState } from '../../../../ui/QueryState';
import { toast } from '../../../../ui/toast';
import { useEntity } from '../../../../ui/usePagedList';
import type { Ledger } from '../../ledger-api';
import { CancelTicketModal, useCancelEditor } from './CancelTicketModal';
import { DeliveryStatusBadge, HashText, label, money, TicketStatusBadge, useTimezone, VatTable } from './common';
import { formatDay } from './days';
import { SendInvoiceModal, useSendInvoiceEditor } from './SendInvoiceModal';

const Info = ({ name, children }: { name: string; children: React.ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {name}
    </Text>
    <Text size="sm">{children}</Text>
  </div>
);

const Lines = ({ ticket }: { ticket: TicketDetail }) => (
  <Table fz="sm" withTableBorder captionSide="top">
    <Table.Caption>Lignes</Table.Caption>
    <Table.Thead>
      <Table.Tr>
        <Table.Th>Article</Table.Th>
        <Table.Th ta="right">Qté</Table.Th>
        <Table.Th ta="right">Total</Table.Th>
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>
      {ticket.lines.map((l) => (
        <Table.Tr key={l.id}>
          <Table.Td>
            <Text size="sm" fw={500}>
              {l.name}
            </Text>
            {[...l.options.map((o) => o.name), ...l.choices.map((c) => c.name)].map((name, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a stored line's options never reorder, and two may share a name
              <Text key={`${l.id}-${i}`} size="xs" c="dimmed">
                · {name}
              </Text>
            ))}
            <Text size="xs" c="dimmed">
              {money(l.unit_price_cents)} l'unité{l.vat_rate_bp !== null ? ` · TVA ${formatRate(l.vat_rate_bp)}` : ''}
              {l.discount_cents > 0 ? ` · remise ${money(l.discount_cents)}` : ''}
              {l.offered ? ' · offert' : ''}
            </Text>
          </Table.Td>
          <Table.Td ta="right">{l.quantity}</Table.Td>
          <Table.Td ta="right">{money(l.total_cents)}</Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);

/** A delivery's statuses: the one sent with the ticket (sealed), then each change a terminal sent after it. */
const DeliveryHistory = ({ ticket, timezone }: { ticket: TicketDetail; timezone: string | undefined }) => (
  <Table fz="sm" withTableBorder captionSide="top">
    <Table.Caption>Suivi de la livraison</Table.Caption>
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col">Statut</Table.Th>
        <Table.Th scope="col">Le</Table.Th>
        <Table.Th scope="col">Origine</Table.Th>
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>
      {ticket.delivery_history.length === 0 && (
        <Table.Tr>
          <Table.Td colSpan={3} c="dimmed">
            Aucun statut de livraison reçu
          </Table.Td>
        </Table.Tr>
      )}
      {ticket.delivery_history.map((h) => (
        <Table.Tr key={h.status}>
          <Table.Td>{label(deliveryStatusLabels, h.status)}</Table.Td>
          <Table.Td>{formatDateTime(h.occurred_at, timezone)}</Table.Td>
          <Table.Td>
            {h.origin === 'ticket' ? 'Envoyé avec le ticket' : `Terminal${h.register_label ? ` « ${h.register_label} »` : ''}`}
          </Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);

/** A ticket in a drawer: lines, payments, VAT, its link in the chain, and what can be done with it. */
export const TicketDrawer = ({
  ledger,
  ticketId,
  onClose,
  onOpen,
}: {
  ledger: Ledger;
  ticketId: string | null;
  onClose(): void;
  /** Opens another ticket in the drawer (the cancelled one, or its cancelling ticket). */
  onOpen(id: string): void;
}) => {
  const query = useEntity<TicketDetail>(ledger.tickets, ticketId ?? undefined);
  const timezone = useTimezone();
  const queryClient = useQueryClient();
  const cancelEditor = useCancelEditor(ledger);
  const sendEditor = useSendInvoiceEditor(ledger);
  const mayWrite = useMayWrite();
  const [printing, setPrinting] = useState<'receipt' | 'invoice' | null>(null);
  const ticket = query.data;

  const print = async (format: 'receipt' | 'invoice') => {
    if (!ticket) return;
    setPrinting(format);
    try {
      const duplicate = await ledger.print(ticket, format);
      toast.info(
        duplicate > 0
          ? `Réimpression : DUPLICATA n°${duplicate}`
          : format === 'receipt'
            ? 'Ticket imprimé (original)'
            : 'Facture imprimée (original)',
      );
      // the reprint count moves with each print
      await queryClient.invalidateQueries({ queryKey: ledger.tickets.keys.detail(ticket.id) });
    } catch (error) {
      toast.fromError(error);
    } finally {
      setPrinting(null);
    }
  };

  return (
    <Drawer opened={ticketId !== null} onClose={onClose} position="right" size="lg" title={ticket ? `Ticket n°${ticket.number}` : 'Ticket'}>
      <QueryState query={query}>
        {ticket && (
          <Stack gap="md">
            <Group justify="space-between">
              <Group gap="xs">
                <TicketStatusBadge status={ticket.status} />
                {ticket.delivery_status && <DeliveryStatusBadge status={ticket.delivery_status} />}
              </Group>
              <Text fw={700} size="xl">
                {money(ticket.total_ttc_cents)}
              </Text>
            </Group>
            {ticket.cancels_ticket_id !== null && (
              <Alert color="orange" title={`Annule le ticket n°${ticket.cancels_ticket_number}`}>
                {ticket.cancel_reason && <Text size="sm">Motif : {ticket.cancel_reason}</Text>}
                <Anchor component="button" type="button" size="sm" onClick={() => onOpen(ticket.cancels_ticket_id as string)}>
                  Voir le ticket annulé
                </Anchor>
              </Alert>
            )}
            {ticket.status === 'canceled' && (
              <Alert color="red" title="Ticket annulé">
                {ticket.cancel_reason && <Text size="sm">Motif : {ticket.cancel_reason}</Text>}
                {ticket.canceled_by_ticket_id && (
                  <Anchor component="button" type="button" size="sm" onClick={() => onOpen(ticket.canceled_by_ticket_id as string)}>
                    Voir le ticket d'annulation
                  </Anchor>
                )}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              <Info name="Clôturé le">{formatDateTime(ticket.closed_at, timezone)}</Info>
              <Info name="Journée">{formatDay(ticket.business_date)}</Info>
              <Info name="Type">{label(orderTypeLabels, ticket.type)}</Info>
              <Info name="Source">{label(ticketSourceLabels, ticket.source)}</Info>
              <Info name="Caisse">{ticket.register_label ?? '—'}</Info>
              <Info name="Utilisateur caisse">{ticket.pos_user_name ?? '—'}</Info>
              <Info name="Table / couverts">{`${ticket.table ?? '—'} / ${ticket.covers}`}</Info>
              <Info name="Client">{ticket.customer_name ?? ticket.customer_email ?? '—'}</Info>
              <Info name="Réimpressions">{ticket.reprints_count}</Info>
            </SimpleGrid>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconReceipt size={16} />}
                loading={printing === 'receipt'}
                onClick={() => print('receipt')}
              >
                Ticket 80 mm
              </Button>
              <Button
                variant="default"
                leftSection={<IconFileInvoice size={16} />}
                loading={printing === 'invoice'}
                onClick={() => print('invoice')}
              >
                Facture A4
              </Button>
              {mayWrite && (
                <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => sendEditor.openFor(ticket)}>
                  Envoyer la facture
                </Button>
              )}
              {ticket.status === 'ended' && mayWrite && (
                <Button color="red" variant="light" leftSection={<IconBan size={16} />} onClick={() => cancelEditor.openFor(ticket)}>
                  Annuler le ticket
                </Button>
              )}
            </Group>
            <Lines ticket={ticket} />
            {ticket.type === 'delivery' && ticket.status !== 'cancel_created' && <DeliveryHistory ticket={ticket} timezone={timezone} />}
            <Table fz="sm" withTableBorder captionSide="top">
              <Table.Caption>Paiements</Table.Caption>
              <Table.Tbody>
                {ticket.payments.length === 0 && (
                  <Table.Tr>
                    <Table.Td c="dimmed">Aucun paiement</Table.Td>
                  </Table.Tr>
                )}
                {ticket.payments.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a stored ticket's payments never reorder, and a method may appear twice
                  <Table.Tr key={`${p.method}-${i}`}>
                    <Table.Td>{label(paymentMethodLabels, p.method)}</Table.Td>
                    <Table.Td ta="right">{money(p.amount_cents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <VatTable rows={ticket.vat} caption="TVA" />
            <Group justify="space-between" fz="sm">
              <Text size="sm">Remises : {money(ticket.discount_cents)}</Text>
              <Text size="sm">Offerts : {money(ticket.offered_cents)}</Text>
            </Group>
            <Divider />
            <Title order={4}>Chaînage</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Info name="Position">n°{ticket.chain.position}</Info>
              <Info name="Empreinte">
                <HashText hash={ticket.chain.hash} />
              </Info>
              <Info name="Empreinte précédente">
                <HashText hash={ticket.chain.previous_hash} />
              </Info>
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
      <CancelTicketModal editor={cancelEditor} />
      <SendInvoiceModal editor={sendEditor} />
    </Drawer>
  );
};
