/** What the public pages' module offers the others: its registration. */
export { publicModule } from './routes';
