import { type StockOrderStatus, stockOrderStatusLabels } from '@fitfit/contracts';
import { Badge } from '@mantine/core';
import { orderStatusColors } from '../api';

export const OrderStatusBadge = ({ status }: { status: StockOrderStatus }) => (
  <Badge variant="filled" color={orderStatusColors[status]} miw="max-content">
    {stockOrderStatusLabels[status]}
  </Badge>
);
