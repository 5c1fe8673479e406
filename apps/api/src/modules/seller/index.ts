/** What the seller's module offers the others: its registration. */
export { sellerModule } from './routes';
