/** What the restaurant module offers the app: its pages. */
export { restaurantPages } from './routes';
