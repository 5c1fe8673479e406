/** What the franchisor module offers the app: its pages, and the restaurant filter its layout keeps in the top bar. */
export { RestaurantFilter, useRestaurantFilter } from './components/RestaurantFilter';
export { franchisorPages } from './routes';
