/** What the HACCP module offers the others: its registration, and its dashboard's figures (the P&L's indicators). */
export { dashboard as haccpDashboard } from './dashboard/service';
export { haccpModule } from './routes';
