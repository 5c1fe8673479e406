import {
  deliveryStatusLabels,
  orderTypeLabels,
  paymentMethodLabels,
  type TicketSummary,
  ticketSourceLabels,
  ticketStatusLabels,
  type VatRow,
} from '@fitfit/contracts';
import { Badge, Table } from '@mantine/core';
import { useSession } from '../../../../app/session/store';
import { formatMoney, formatRate } from '../../../../lib/format';

/** The restaurant's timezone: every ledger date shows in it. */
export const useTimezone = () => useSession((s) => s.currentRestaurant?.timezone);
/** The restaurant's day-change hour; 5 (the default) for a session saved before the hour was sent. */
export const useDayChangeHour = () => useSession((s) => s.currentRestaurant?.day_change_hour ?? 5);

export const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
export const statusOptions = options(ticketStatusLabels);
export const typeOptions = options(orderTypeLabels);
export const sourceOptions = options(ticketSourceLabels);
export const paymentOptions = options(paymentMethodLabels);
export const deliveryStatusOptions = options(deliveryStatusLabels);

export const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;

const statusColors: Record<TicketSummary['status'], string> = {
  opened: 'blue',
  ended: 'green',
  canceled: 'red',
  cancel_created: 'orange',
};
export const TicketStatusBadge = ({ status }: { status: TicketSummary['status'] }) => (
  <Badge color={statusColors[status]} variant="dot" tt="none">
    {ticketStatusLabels[status]}
  </Badge>
);

const deliveryColors: Record<NonNullable<TicketSummary['delivery_status']>, string> = {
  pending: 'gray',
  preparing: 'yellow',
  ready: 'cyan',
  delivering: 'blue',
  delivered: 'green',
  failed: 'red',
};
/** A delivery's status now (its last change, else the one sealed with the ticket). */
export const DeliveryStatusBadge = ({ status }: { status: NonNullable<TicketSummary['delivery_status']> }) => (
  <Badge color={deliveryColors[status]} variant="dot" tt="none">
    {deliveryStatusLabels[status]}
  </Badge>
);

/** Text colours readable (AA) on the page in both themes, for what needs attention. */
export const alertColor = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';
/** A date range's placeholder, readable (AA) in both themes (Mantine's is too light on white). */
export const rangePlaceholder = { placeholder: { color: 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))' } };

/** "12,50 €", negative amounts (cancellations) included. */
export const money = formatMoney;

/** The VAT table of a ticket or a closing: rate, HT, TVA, TTC. */
export const VatTable = ({ rows, caption }: { rows: VatRow[]; caption: string }) => (
  <Table withTableBorder striped fz="sm" captionSide="top">
    <Table.Caption>{caption}</Table.Caption>
    <Table.Thead>
      <Table.Tr>
        <Table.Th>Taux</Table.Th>
        <Table.Th ta="right">HT</Table.Th>
        <Table.Th ta="right">TVA</Table.Th>
        <Table.Th ta="right">TTC</Table.Th>
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>
      {rows.map((v) => (
        <Table.Tr key={v.rate_bp}>
          <Table.Td>{formatRate(v.rate_bp)}</Table.Td>
          <Table.Td ta="right">{money(v.ht_cents)}</Table.Td>
          <Table.Td ta="right">{money(v.tva_cents)}</Table.Td>
          <Table.Td ta="right">{money(v.ttc_cents)}</Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);

/** A hash shown short, whole on hover and for screen readers. */
export const HashText = ({ hash }: { hash: string | null }) =>
  hash ? (
    <code title={hash} style={{ fontSize: 12 }}>
      {hash.slice(0, 16)}…
    </code>
  ) : (
    <span>—</span>
  );
