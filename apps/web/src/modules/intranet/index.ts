/** What the intranet module offers the app: its pages, and the platform's notice for the home page. */
/** The platform's notice, loaded apart: the home page imports this loader, not the module's index (every first load would download it). */
export const loadPlatformNotice = () => import('./PlatformNotice');
export { intranetPages } from './routes';
