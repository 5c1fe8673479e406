/** What the PNL module offers the app: its pages, the network's PNL table and the home page the seller's home reuses. */
export { PnlNetworkTable } from './components/PnlNetworkTable';
// the PNL home's loader (the seller's home shows it for a restaurant)
export { loadPnlHome } from './loaders';
export { pnlPages } from './routes';
