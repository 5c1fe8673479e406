/** The intranet module's registration (docs/intranet.md); nothing else is used outside it. */
export { intranetCampaignsModule } from './campaigns';
export { intranetDocumentsModule, storeDocumentFile } from './documents';
export { intranetModule } from './routes';
