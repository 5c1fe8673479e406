import type { SubscriptionInvoice } from '@fitfit/contracts';
import { Group, Modal, Table, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';

/**
 * The lines of an invoice as the PDF prints them: a module held part of the month says its days on its label
 * (« du 27/11 au 30/11 (4/30 jours) »), billed pro rata (docs/decisions.md). A phone keeps the label and its HT.
 */
export function InvoiceLinesModal({ invoice, onClose }: { invoice: SubscriptionInvoice | null; onClose(): void }) {
  return (
    <Modal opened={invoice !== null} onClose={onClose} title={invoice ? `Lignes de la facture ${invoice.number}` : ''} size="xl" centered>
      {invoice && (
        <>
          <Text size="sm" mb="sm">
            {invoice.restaurant_name}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Désignation</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  Qté (mois)
                </Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  PU HT
                </Table.Th>
                <Table.Th ta="right">Total HT</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  TVA
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((line) => (
                <Table.Tr key={`${line.module_code}-${line.label}`}>
                  <Table.Td>{line.label}</Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {line.quantity}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(line.unit_price_cents)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(line.ht_cents)}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(line.tva_cents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end" gap="lg" mt="sm">
            <Text size="sm">Total HT {formatMoney(invoice.total_ht_cents)}</Text>
            <Text size="sm">TVA {formatMoney(invoice.total_tva_cents)}</Text>
            <Text size="sm" fw={600}>
              Total TTC {formatMoney(invoice.total_ttc_cents)}
            </Text>
          </Group>
        </>
      )}
    </Modal>
  );
}
