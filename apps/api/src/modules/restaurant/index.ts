/** What the restaurant module offers the others: its registration. */
export { restaurantModule } from './routes';
