import { type StockInventoryStatus, stockInventoryStatusLabels } from '@fitfit/contracts';
import { Badge } from '@mantine/core';
import { inventoryStatusColors } from '../api';

export const InventoryStatusBadge = ({ status }: { status: StockInventoryStatus }) => (
  <Badge variant="filled" color={inventoryStatusColors[status]} miw="max-content">
    {stockInventoryStatusLabels[status]}
  </Badge>
);
