/** What the stock module offers the app: its pages. */
export { stockPages } from './routes';
