/** What the search module offers the others: its registration. */
export { searchModule } from './routes';
