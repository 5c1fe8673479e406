/** The intranet module's registration (docs/intranet.md); nothing else is used outside it. */
export { intranetModule } from './routes';
