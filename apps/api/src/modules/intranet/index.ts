/** The intranet module's registration (docs/intranet.md); nothing else is used outside it. */

export { intranetDocumentsModule } from './documents/routes';
export { intranetModule } from './routes';
