/** What the intranet module offers the app: its pages, and the platform's notice for the home page. */
/** The platform's notice, loaded apart: the home page imports this loader, not the module's index (every first load would download it). */
export const loadPlatformNotice = () => import('./PlatformNotice');
/** What waits (announcements to confirm) on `/` and the franchisor's dashboard, loaded apart for the same reason. */
export const loadWaiting = () => import('./Waiting');
export { intranetPages } from './routes';
