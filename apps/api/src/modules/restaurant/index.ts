/**
 * What the restaurant module offers the others: its registration, and what a change of a restaurant's row leaves behind
 * (identity history, clock change, journal events), for the administrator's restaurant card.
 */
export { recordRestaurantChanges, restaurantBefore } from './details/history';
export { restaurantModule } from './routes';
