/** What the PNL module offers the app: its pages, the network's PNL table and the home page the seller's home reuses. */
export { PnlNetworkTable } from './components/PnlNetworkTable';
export { pnlPages } from './routes';

/** The PNL home, loaded on demand (its own chunk): the seller's home shows it for a restaurant. */
export const loadPnlHome = () => import('./pages/PnlHomePage');
