/** What the seller module offers the app: its pages. */
export { sellerPages } from './routes';
