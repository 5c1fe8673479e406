import { type InvoiceStatus, invoiceStatusLabels, type SubscriptionStatus, subscriptionStatusLabels } from '@fitfit/contracts';
import { Badge } from '@mantine/core';

const subscriptionColors: Record<SubscriptionStatus, string> = { trialing: 'blue', active: 'green', past_due: 'orange', canceled: 'gray' };
const invoiceColors: Record<InvoiceStatus, string> = { draft: 'gray', issued: 'blue', paid: 'green', overdue: 'red.9', canceled: 'gray' };

/** Dot badges keep the text in the normal text colour (contrast AA); the colour is carried by the dot. */
const styles = { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } as const;

export const SubscriptionStatusBadge = ({ status }: { status: SubscriptionStatus }) => (
  <Badge color={subscriptionColors[status]} variant="dot" tt="none" styles={styles}>
    {subscriptionStatusLabels[status]}
  </Badge>
);

/** Overdue is red and filled so that it stands out in the list. */
export const InvoiceStatusBadge = ({ status }: { status: InvoiceStatus }) => (
  <Badge color={invoiceColors[status]} variant={status === 'overdue' ? 'filled' : 'dot'} tt="none" styles={styles}>
    {invoiceStatusLabels[status]}
  </Badge>
);
