/** What the admin module offers the app: its pages (platform and billing). */
export { adminBillingPages } from './billing-routes';
export { adminPages } from './routes';
