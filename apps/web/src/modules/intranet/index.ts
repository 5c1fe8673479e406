/** What the intranet module offers the app: its pages, and the platform's notice for the home page. */
export { PlatformNotice } from './PlatformNotice';
export { intranetPages } from './routes';
