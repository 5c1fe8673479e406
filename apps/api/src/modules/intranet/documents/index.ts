/** The document library (docs/intranet.md « Documents »): its routes, and the file store the demo seed uses. */
export { storeDocumentFile } from './files';
export { intranetDocumentsModule } from './routes';
