/** What the P&L module offers the others: its registration, and the months, budgets and figures the demo seeds through. */
export { addMonths, monthFirstDay, monthLastDay, monthOf } from './common';
export { closeMonth, setBudget } from './config';
export { receptionsByDay } from './figures';
export { pnlModule } from './routes';
