import { type InvoiceStatus, invoiceStatusLabels, type SubscriptionStatus, subscriptionStatusLabels } from '@fitfit/contracts';
import { Badge } from '@mantine/core';

const subscriptionColors: Record<SubscriptionStatus, string> = { trialing: 'blue', active: 'green', past_due: 'orange', canceled: 'gray' };
const invoiceColors: Record<InvoiceStatus, string> = { draft: 'gray', issued: 'blue', paid: 'green', overdue: 'red' };

export const SubscriptionStatusBadge = ({ status }: { status: SubscriptionStatus }) => (
  <Badge
    color={subscriptionColors[status]}
    variant="light"
    tt="none"
    styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
  >
    {subscriptionStatusLabels[status]}
  </Badge>
);

/** Overdue is red and filled so that it stands out in the list. */
export const InvoiceStatusBadge = ({ status }: { status: InvoiceStatus }) => (
  <Badge
    color={invoiceColors[status]}
    variant={status === 'overdue' ? 'filled' : 'light'}
    tt="none"
    styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
  >
    {invoiceStatusLabels[status]}
  </Badge>
);
