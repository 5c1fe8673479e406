/** What the franchisor's module offers the others: its registration, and a network's restaurants (search). */
export { networkOf } from './network';
export { franchisorModule } from './routes';
