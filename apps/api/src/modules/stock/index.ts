/**
 * What the stock module offers the others: its registration, the food cost's flows and the inventories' value (the
 * P&L), and the inventory service the demo seeds through.
 */
export { lastPurchasePriceSql, receivedSql, theoreticalSql } from './food-cost/flows';
export { createInventory, saveLines, validateInventory } from './inventories/service';
export { inventoryValueAt } from './inventories/valuation';
export { stockModule } from './routes';
